/**
 * /admin/login as its own small page: the login form on MUI and the admin theme, without react-admin, its
 * router or its data layer, which the admin's first screen does not need (the page must weigh less than a
 * bare react-admin app, issue 13). The admin's code is fetched once the page is idle after its first paint
 * (warmUp.ts), so a login submitted at once by a password manager does not wait for it either.
 */
import { useEffect, useMemo } from 'react';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { logIn } from '../dataProvider/loginCall';
import { theme } from '../layout/theme';
import { LoginForm } from './LoginForm';
import { rememberedLocale, standaloneLoginText } from './messages';
import { loadTamilFont } from '../i18n/tamilFont';
import type { LoginValues } from './loginResolver';
import { warmUpWhenIdle } from './warmUp';

// The login call alone, not the authProvider: it would bring the admin's HTTP client, catalogue and role checks.
const authenticate = (values: LoginValues) => logIn(values);

export function StandaloneLogin({ onLoggedIn }: { onLoggedIn: () => void }) {
  const muiTheme = useMemo(() => createTheme(theme), []);
  useEffect(warmUpWhenIdle, []);
  useEffect(() => {
    // The page's language is the one chosen last time, as the admin's i18n provider sets it once loaded.
    const locale = rememberedLocale();
    document.documentElement.lang = locale;
    if (locale === 'ta') void loadTamilFont().catch(() => undefined);
  }, []);
  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline />
      <LoginForm authenticate={authenticate} onLoggedIn={onLoggedIn} text={standaloneLoginText} />
    </ThemeProvider>
  );
}
