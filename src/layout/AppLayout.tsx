import type { ReactNode } from 'react';
import { AppBar, Layout } from 'react-admin';
import { AppError } from './AppError';
import { AppMenu } from './AppMenu';
import { AppUserMenu } from './AppUserMenu';
import { useDocumentTitle } from './useDocumentTitle';
import { useFocusOnNavigation } from './useFocusOnNavigation';
import { useLoginAnnouncement } from './useLoginAnnouncement';
import { useTitleHeading } from './useTitleHeading';

function AppAppBar() {
  return <AppBar userMenu={<AppUserMenu />} />;
}

/** Follows screen changes: the tab's title, a level-one heading, focus on the new screen's heading, a login's notice. */
function ScreenChanges() {
  useDocumentTitle();
  useTitleHeading();
  useFocusOnNavigation();
  useLoginAnnouncement();
  return null;
}

/** react-admin's layout (app bar, responsive sidebar: a temporary drawer on small screens) with our menu and error screen. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AppMenu} appBar={AppAppBar} error={AppError}>
      <ScreenChanges />
      {children}
    </Layout>
  );
}
