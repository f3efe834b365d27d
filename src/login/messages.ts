/**
 * The login screen's texts (SPEC section 2). The i18n catalogue reads them from here as `app.login.*`; the
 * login form reads them directly, because /admin/login renders before react-admin and its i18n are loaded.
 */
export const loginMessages = {
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

export type LoginMessageKey = keyof typeof loginMessages;
/** Looks up one login text: react-admin's translate inside the admin, `loginMessages` before it is loaded. */
export type LoginText = (key: LoginMessageKey) => string;

export const englishLoginText: LoginText = (key) => loginMessages[key];
