import { memo, useCallback, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { AppBar, Layout, useLocaleState } from 'react-admin';
import { languageOf } from '../i18n';
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
 * react-admin's date and number fields write in the admin's language (`ta-IN` in Tamil: Tamil month names, lakh
 * grouping); in English they keep the browser's locale, as before.
 */
function LanguageFormats({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const { intl } = languageOf(locale);
  const forLanguage = useCallback(
    (outer: Theme): Theme =>
      intl
        ? {
            ...outer,
            components: {
              ...outer.components,
              RaDateField: { defaultProps: { ...outer.components?.RaDateField?.defaultProps, locales: intl } },
              RaNumberField: { defaultProps: { ...outer.components?.RaNumberField?.defaultProps, locales: intl } },
            },
          }
        : outer,
    [intl],
  );
  return <ThemeProvider theme={forLanguage}>{children}</ThemeProvider>;
}

/**
 * react-admin's layout (app bar, responsive sidebar: a temporary drawer on small screens) with our menu and error
 * screen, and the band toasts appear in at the top of the page. The app bar holds react-admin's language menu
 * (English / தமிழ்), shown because the i18n provider offers two languages; the choice is kept in react-admin's store.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <PathnameProvider>
      <LanguageFormats>
        <Layout menu={LayoutMenu} appBar={AppAppBar} error={AppError}>
          <ScreenChanges />
          <ToastBand />
          {children}
        </Layout>
      </LanguageFormats>
    </PathnameProvider>
  );
}
