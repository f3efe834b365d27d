/** The admin theme: react-admin's default theme with the brand colour and a readable contrast everywhere. */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * WCAG 2.2 "focus appearance": a solid ring at least 2 px thick that contrasts 3:1 with what is around it.
 * The dark ring does that on light surfaces, the white band inside it on the green app bar and on dark toasts.
 */
const focusRing = {
  outline: '3px solid #111111',
  outlineOffset: '2px',
  boxShadow: '0 0 0 2px #ffffff',
};

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#1b5e20' },
    secondary: { main: '#2e7d32' },
    // MUI's default red (#d32f2f) reaches only 4.36:1 on filled inputs' grey; this one passes WCAG AA there.
    error: { main: '#c62828' },
    // MUI's default orange (#ed6c02) reaches only 3.1:1 as an outlined button's text and under a filled chip's white
    // text (a grievance due today, a breach report due soon); this one reaches 5.2:1 both ways.
    warning: { main: '#b35000' },
  },
  typography: {
    // MUI's stack, with Noto Sans Tamil for the Tamil letters the others lack. The face exists only once the
    // Tamil catalogue is chosen (src/i18n/index.ts loads it); English pages never fetch it.
    fontFamily: '"Roboto", "Helvetica", "Arial", "Noto Sans Tamil", sans-serif',
  },
  sidebar: { width: 240, closedWidth: 55 },
  components: {
    ...defaultTheme.components,
    MuiCssBaseline: {
      styleOverrides: {
        // `html body` outranks the `outline: 0` MUI's buttons set on themselves.
        'html body *:focus-visible': focusRing,
        // MUI marks keyboard focus with a class on its buttons and inputs; the ring goes on those too.
        'html body .Mui-focusVisible': focusRing,
        // Headings get focus after each navigation (src/layout/useFocusOnNavigation.ts) for screen readers only.
        'html body [data-navigation-focus]:focus': { outline: 'none', boxShadow: 'none' },
      },
    },
    // react-admin's loading spinners have no name; a progress bar must have one.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
    // react-admin puts the row checkbox's label on MUI's wrapper span, where it is not allowed and labels
    // nothing; it belongs on the input.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { 'aria-label': undefined },
          input: (ownerState: { 'aria-label'?: string; inputProps?: object }) =>
            ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : (ownerState.inputProps ?? {}),
        },
      },
    },
    // List filters search a cached copy of the list (src/dataProvider/readCache.ts): a short pause is enough.
    RaFilterForm: { defaultProps: { debounce: 50 } },
    // Every confirmation opens with Cancel focused, so a stray Enter never deletes or approves anything.
    RaConfirm: {
      defaultProps: {
        TransitionProps: {
          onEntered: (node: HTMLElement) => node.querySelector<HTMLButtonElement>('.MuiDialogActions-root button')?.focus(),
        },
      },
    },
    // The screen's title sits in react-admin's inline-block wrapper, which the app bar's `text-overflow: ellipsis`
    // cannot shorten: at 390 px a long title lost its last letters with no "…". As inline text it ends in one.
    RaAppBar: { styleOverrides: { root: { '& .RaAppBar-title .RaConfigurable-root': { display: 'inline' } } } },
  },
};
