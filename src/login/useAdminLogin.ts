/**
 * Logs in through the authProvider like react-admin's useLogin, in two steps so the page can show a failure
 * itself: authenticate() first, then enter() goes to the page the admin asked for (or the dashboard) at once, where
 * the layout shows the "Login Successful" dialog (src/layout/LoginAnnouncement.tsx).
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useNotificationContext } from 'react-admin';
import { adminPaths } from '../layout/adminPaths';
import { useAdminHref } from '../layout/useAdminHref';
import { useLocation, useNavigate } from 'react-router-dom';
import { markLoginArrival } from './arrival';

interface NextLocationState {
  nextPathname?: string;
  nextSearch?: string;
}

export function useAdminLogin() {
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const href = useAdminHref();
  const location = useLocation();
  const { resetNotifications } = useNotificationContext();
  const next = (location.state ?? {}) as NextLocationState;

  const authenticate = useCallback(
    async (credentials: { email: string; password: string }) => {
      if (!authProvider) throw new Error('No authProvider configured');
      await authProvider.login({ username: credentials.email, password: credentials.password });
    },
    [authProvider],
  );

  const enter = useCallback(() => {
    resetNotifications();
    void queryClient.invalidateQueries({ queryKey: ['auth'] });
    markLoginArrival();
    navigate(next.nextPathname ? `${next.nextPathname}${next.nextSearch ?? ''}` : href(adminPaths.dashboard));
  }, [href, navigate, next.nextPathname, next.nextSearch, queryClient, resetNotifications]);

  return { authenticate, enter };
}
