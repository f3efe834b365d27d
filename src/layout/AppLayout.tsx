import { memo, useCallback, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { AppBar, Layout, useLocaleState, useTranslate } from 'react-admin';
import { languageOf } from '../i18n';
import { AppError } from './AppError';
import { AppMenu } from './AppMenu';
import { AppUserMenu } from './AppUserMenu';
import { DecisionMessagePanel } from '../messages/DecisionMessagePanel';
import { PathnameProvider } from './pathnameStore';
import { ToastBand } from './ToastBand';
import { useDocumentTitle } from './useDocumentTitle';
import { useFocusOnNavigation } from './useFocusOnNavigation';
import { LoginAnnouncement } from './LoginAnnouncement';
import { useTitleHeading } from './useTitleHeading';

/*
 * The app bar and the menu take no props from the layout that change, yet the layout is drawn again at every
 * navigation (a list's page or search is one): memo keeps them, and only their parts that follow the location
 * (the menu's active entry) or the data (counts, loading) are drawn again.
 */
const AppAppBar = memo(function AppAppBar() {
  return <AppBar userMenu={<AppUserMenu />} />;
});
const LayoutMenu = memo(function LayoutMenu() {
  return <AppMenu />;
});

/** Follows screen changes: the tab's title, a level-one heading, focus on the new screen's heading, a login's dialog. */
function ScreenChanges() {
  useDocumentTitle();
  useTitleHeading();
  useFocusOnNavigation();
  return <LoginAnnouncement />;
}

/**
 * The theme's share of the admin's language: react-admin's date and number fields write in its locale (`ta-IN` in
 * Tamil: Tamil month names, lakh grouping; English keeps the browser's locale, as before), and MUI's own texts
 * (progress names, autocomplete buttons, an alert's close) come from the catalogue's `app.ui.*`.
 */
function LanguageTheme({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const { intl } = languageOf(locale);
  const forLanguage = useCallback(
    (outer: Theme): Theme => {
      const loading = { defaultProps: { 'aria-label': translate('app.ui.loading') } };
      const autocomplete = outer.components?.MuiAutocomplete;
      const components: Theme['components'] = {
        ...outer.components,
        MuiCircularProgress: loading,
        MuiLinearProgress: loading,
        MuiAutocomplete: {
          ...autocomplete,
          defaultProps: {
            ...autocomplete?.defaultProps,
            clearText: translate('app.ui.clear'),
            openText: translate('app.ui.open'),
            closeText: translate('app.ui.close'),
            noOptionsText: translate('app.ui.noOptions'),
            loadingText: translate('app.ui.loading'),
          },
        },
        MuiAlert: { ...outer.components?.MuiAlert, defaultProps: { ...outer.components?.MuiAlert?.defaultProps, closeText: translate('app.ui.close') } },
      };
      if (intl) {
        components.RaDateField = { defaultProps: { ...outer.components?.RaDateField?.defaultProps, locales: intl } };
        components.RaNumberField = { defaultProps: { ...outer.components?.RaNumberField?.defaultProps, locales: intl } };
      }
      return { ...outer, components };
    },
    [intl, translate],
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
      <LanguageTheme>
        <Layout menu={LayoutMenu} appBar={AppAppBar} error={AppError}>
          <ScreenChanges />
          <ToastBand />
          <DecisionMessagePanel />
          {children}
        </Layout>
      </LanguageTheme>
    </PathnameProvider>
  );
}
