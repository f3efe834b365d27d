/**
 * Two ways in: a first visit to /admin/login gets the small standalone login page and nothing of react-admin;
 * every other address gets the admin, which shows the same form itself when a session ends.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { markLoginArrival } from './login/arrival';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const show = (screen: ReactNode) => root.render(<StrictMode>{screen}</StrictMode>);

const showAdmin = () => import('./AdminRoot').then(({ AdminRoot }) => show(<AdminRoot />));

if (/^\/admin\/login\/?$/.test(window.location.pathname)) {
  void import('./login/standalone').then(({ StandaloneLogin }) =>
    show(
      <StandaloneLogin
        onLoggedIn={() => {
          markLoginArrival();
          window.history.replaceState(null, '', '/admin/');
          void showAdmin();
        }}
      />,
    ),
  );
} else {
  void showAdmin();
}
