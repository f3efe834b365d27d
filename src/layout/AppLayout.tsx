import type { ReactNode } from 'react';
import { AppBar, Layout } from 'react-admin';
import { AppError } from './AppError';
import { AppMenu } from './AppMenu';
import { AppUserMenu } from './AppUserMenu';

function AppAppBar() {
  return <AppBar userMenu={<AppUserMenu />} />;
}

/** react-admin's layout (app bar, responsive sidebar: a temporary drawer on small screens) with our menu and error screen. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AppMenu} appBar={AppAppBar} error={AppError}>
      {children}
    </Layout>
  );
}
