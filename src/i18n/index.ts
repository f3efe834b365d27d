/**
 * The admin's languages. Each is one catalogue of the same keys as ./en.ts; another language is its catalogue
 * file plus one entry in `languages`. English is bundled (the default, needed before anything renders); the
 * others load when an admin picks them, so English users never download them.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { en } from './en';

export interface Language {
  locale: string;
  /** How the language names itself in the language menu. */
  name: string;
  /** The locale dates and numbers are written in (Intl); undefined keeps the browser's. */
  intl?: string;
  load: () => TranslationMessages | Promise<TranslationMessages>;
  /** What else the language needs once chosen (a web font for its script). */
  prepare?: () => Promise<unknown>;
}

export const languages: Language[] = [
  { locale: 'en', name: 'English', load: () => en },
  {
    locale: 'ta',
    name: 'தமிழ்',
    intl: 'ta-IN',
    load: () => import('./ta').then((module) => module.ta),
    // Noto Sans Tamil's Tamil subset only, the two weights the theme uses; Latin text keeps the theme's font.
    prepare: () =>
      Promise.all([
        import('@fontsource/noto-sans-tamil/tamil-400.css'),
        import('@fontsource/noto-sans-tamil/tamil-700.css'),
      ]),
  },
];

export const DEFAULT_LOCALE = 'en';

export function languageOf(locale: string): Language {
  return languages.find((language) => language.locale === locale) ?? (languages[0] as Language);
}

export const i18nProvider = polyglotI18nProvider(
  (locale) => {
    const language = languageOf(locale);
    const messages = language.load();
    if (!language.prepare) return messages;
    // The font loads beside the catalogue; the screen does not wait for it (font-display: swap).
    void language.prepare().catch(() => undefined);
    return messages;
  },
  DEFAULT_LOCALE,
  languages.map(({ locale, name }) => ({ locale, name })),
  { allowMissing: false },
);
