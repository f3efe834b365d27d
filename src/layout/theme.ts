/** The admin theme: react-admin's default theme with the brand colour and a readable contrast everywhere. */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#1b5e20' },
    secondary: { main: '#2e7d32' },
  },
  sidebar: { width: 240, closedWidth: 55 },
};
