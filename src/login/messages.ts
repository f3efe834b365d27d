/**
 * The login texts for /admin/login's standalone page only. That page renders before react-admin, its i18n
 * provider and the catalogue are loaded (standalone.tsx keeps it lighter than a bare react-admin app), so it
 * cannot ask `translate`; everywhere else the same texts are the catalogue's `app.login.*`
 * (src/i18n/en.ts), which takes them from here.
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
/** Looks up one login text: react-admin's translate inside the admin, `loginTextsBeforeI18n` before it is loaded. */
export type LoginText = (key: LoginMessageKey) => string;

export const standaloneLoginText: LoginText = (key) => loginTextsBeforeI18n[key];
