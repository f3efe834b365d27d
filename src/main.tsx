/**
 * Two ways in. Logged out (no session marker, src/login/session.ts) or at /admin/login, the small standalone login
 * page comes first and nothing of react-admin: the admin loads once logged in, at the address that was asked for
 * (/admin/login goes to the dashboard). With a session, the admin itself, which shows the same form when a
 * session ends.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { markLoginArrival } from './login/arrival';
import { hasStoredSession } from './login/session';
import { warmUpLoadsAdmin } from './login/warmUp';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const show = (screen: ReactNode) => root.render(<StrictMode>{screen}</StrictMode>);

const loadAdmin = () => import('./AdminRoot');
const showAdmin = () => loadAdmin().then(({ AdminRoot }) => show(<AdminRoot />));
warmUpLoadsAdmin(loadAdmin);

const atLoginPage = /^\/admin\/login\/?$/.test(window.location.pathname);

if (atLoginPage || !hasStoredSession()) {
  void import('./login/standalone').then(({ StandaloneLogin }) =>
    show(
      <StandaloneLogin
        onLoggedIn={() => {
          markLoginArrival();
          if (atLoginPage) window.history.replaceState(null, '', '/admin/');
          void showAdmin();
        }}
      />,
    ),
  );
} else {
  void showAdmin();
}
