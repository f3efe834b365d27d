/**
 * The login texts for /admin/login's standalone page only. That page renders before react-admin, its i18n
 * provider and the catalogue are loaded (standalone.tsx keeps it lighter than a bare react-admin app), so it
 * cannot ask `translate`; everywhere else the same texts are the catalogue's `app.login.*`
 * (src/i18n/en.ts), which takes them from here. In the language the admin chose last time (react-admin's store):
 * English or Tamil.
 */
export const loginTextsBeforeI18n = {
  heading: 'Hello Admin !',
  username: 'Username',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  submit: 'Login',
  register: 'Register',
  registerHint: 'Registration is not available: ask an existing admin for an account.',
  invalid: 'Invalid credentials',
  success: 'Login Successful',
  ok: 'OK',
};

export type LoginMessageKey = keyof typeof loginTextsBeforeI18n;

/** The same texts in Tamil: the Tamil catalogue's `app.login.*` (src/i18n/ta.ts) takes them from here. */
export const tamilLoginTexts: Record<LoginMessageKey, string> = {
  heading: 'வணக்கம், நிர்வாகி!',
  username: 'பயனர் பெயர்',
  password: 'கடவுச்சொல்',
  showPassword: 'கடவுச்சொல்லைக் காட்டு',
  hidePassword: 'கடவுச்சொல்லை மறை',
  submit: 'உள்நுழை',
  register: 'பதிவுசெய்',
  registerHint: 'இங்கே பதிவுசெய்ய முடியாது: ஏற்கெனவே உள்ள ஒரு நிர்வாகியிடம் கணக்கு கேளுங்கள்.',
  invalid: 'பயனர் பெயர் அல்லது கடவுச்சொல் தவறு',
  success: 'உள்நுழைவு வெற்றி',
  ok: 'சரி',
};

/**
 * The language an admin chose last time on this browser, as react-admin's store keeps it (`RaStore.locale`, JSON),
 * read without react-admin. Anything unreadable is English.
 */
export function rememberedLocale(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string {
  try {
    const stored: unknown = JSON.parse(storage?.getItem('RaStore.locale') ?? 'null');
    return typeof stored === 'string' ? stored : 'en';
  } catch {
    return 'en';
  }
}

const standaloneTexts: Record<string, Record<LoginMessageKey, string>> = { en: loginTextsBeforeI18n, ta: tamilLoginTexts };
/** Looks up one login text: react-admin's translate inside the admin, `loginTextsBeforeI18n` before it is loaded. */
export type LoginText = (key: LoginMessageKey) => string;

/** The standalone page's texts, in the language chosen last time. */
export const standaloneLoginText: LoginText = (key) => (standaloneTexts[rememberedLocale()] ?? loginTextsBeforeI18n)[key];
