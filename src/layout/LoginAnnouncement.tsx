import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { takeLoginArrival } from '../login/arrival';
import { LoginResultDialog } from '../login/LoginResultDialog';

/**
 * SPEC 8's "Login Successful" dialog, shown over the first screen after a login (the standalone /admin/login or
 * react-admin's login page when a session ended): the dashboard opens at once behind it, as the failure's dialog
 * says "Invalid credentials" over the form.
 */
export function LoginAnnouncement() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (takeLoginArrival()) setOpen(true);
  }, []);
  return <LoginResultDialog open={open} message={translate('app.login.success')} onClose={() => setOpen(false)} text={(key) => translate(`app.login.${key}`)} />;
}
