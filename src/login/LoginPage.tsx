/** The login form inside react-admin (its `loginPage`), shown when a session ends: same form, the admin's i18n. */
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { LoginForm } from './LoginForm';
import type { LoginText } from './messages';
import { useAdminLogin } from './useAdminLogin';

export function LoginPage() {
  const translate = useTranslate();
  const text = useCallback<LoginText>((key) => translate(`app.login.${key}`), [translate]);
  const { authenticate, enter } = useAdminLogin();
  return <LoginForm authenticate={authenticate} onLoggedIn={enter} text={text} />;
}
