/**
 * The admin's name in the current language. `<Admin title>` is read once when the admin mounts: a string there
 * would stay in the language of that moment, while this element re-renders when the language changes.
 */
import { useTranslate } from 'react-admin';

export function AppTitle() {
  return <>{useTranslate()('app.title')}</>;
}
