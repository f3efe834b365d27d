import { memo, type ReactNode } from 'react';
import { AppBar, Layout } from 'react-admin';
import { AppError } from './AppError';
import { AppMenu } from './AppMenu';
import { AppUserMenu } from './AppUserMenu';
import { PathnameProvider } from './pathnameStore';
import { ToastBand } from './ToastBand';
import { useDocumentTitle } from './useDocumentTitle';
import { useFocusOnNavigation } from './useFocusOnNavigation';
import { useLoginAnnouncement } from './useLoginAnnouncement';
import { useTitleHeading } from './useTitleHeading';

/*
 * The app bar and the menu take no props from the layout that change, yet the layout is drawn again at every
 * navigation (a list's page or search is one): memo keeps them, and only their parts that follow the location
 * (the menu's active entry) or the data (counts, loading) are drawn again.
 */
const AppAppBar = memo(function AppAppBar() {
  return <AppBar userMenu={<AppUserMenu />} />;
});
const LayoutMenu = memo(AppMenu);

/** Follows screen changes: the tab's title, a level-one heading, focus on the new screen's heading, a login's notice. */
function ScreenChanges() {
  useDocumentTitle();
  useTitleHeading();
  useFocusOnNavigation();
  useLoginAnnouncement();
  return null;
}

/**
 * react-admin's layout (app bar, responsive sidebar: a temporary drawer on small screens) with our menu and error
 * screen, and the band toasts appear in at the top of the page.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <PathnameProvider>
      <Layout menu={LayoutMenu} appBar={AppAppBar} error={AppError}>
        <ScreenChanges />
        <ToastBand />
        {children}
      </Layout>
    </PathnameProvider>
  );
}
