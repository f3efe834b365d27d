import type { ReactNode } from 'react';
import { AppBar, Layout } from 'react-admin';
import { AppMenu } from './AppMenu';
import { AppUserMenu } from './AppUserMenu';

function AppAppBar() {
  return <AppBar userMenu={<AppUserMenu />} />;
}

/** react-admin's layout (app bar, responsive sidebar: a temporary drawer on small screens) with our menu. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AppMenu} appBar={AppAppBar}>
      {children}
    </Layout>
  );
}
