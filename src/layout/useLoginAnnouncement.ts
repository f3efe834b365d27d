import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { takeLoginArrival } from '../login/arrival';

/** Announces "Login Successful" on the first screen after a login made on the standalone /admin/login. */
export function useLoginAnnouncement(): void {
  const notify = useNotify();
  useEffect(() => {
    if (takeLoginArrival()) notify('app.login.success', { type: 'success' });
  }, [notify]);
}
