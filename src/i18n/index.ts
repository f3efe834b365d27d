/**
 * The admin's languages. Each is one catalogue of the same keys as ./en.ts; another language is its catalogue
 * file plus one entry in `languages`. English is bundled (the default, needed before anything renders); the
 * others load when an admin picks them, so English users never download them.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { en } from './en';
import { loadTamilFont } from './tamilFont';

export interface Language {
  locale: string;
  /** How the language names itself in the language menu. */
  name: string;
  /** The locale dates and numbers are written in (Intl); undefined keeps the browser's. */
  intl?: string;
  load: () => TranslationMessages | Promise<TranslationMessages>;
  /** What else the language needs before its texts show (a web font for its script). */
  prepare?: () => Promise<unknown>;
}

export const languages: Language[] = [
  { locale: 'en', name: 'English', load: () => en },
  {
    locale: 'ta',
    name: 'தமிழ்',
    intl: 'ta-IN',
    load: () => import('./ta').then((module) => module.ta),
    prepare: loadTamilFont,
  },
];

export const DEFAULT_LOCALE = 'en';

export function languageOf(locale: string): Language {
  return languages.find((language) => language.locale === locale) ?? (languages[0] as Language);
}

const polyglot = polyglotI18nProvider(
  (locale) => {
    const language = languageOf(locale);
    if (!language.prepare) return language.load();
    // The catalogue waits for its font too (at most a few seconds, src/i18n/tamilFont.ts), so no text is drawn
    // before the font it needs; a font that fails to load leaves the texts in a fallback.
    const prepared = language.prepare().catch(() => undefined);
    return Promise.all([language.load(), prepared]).then(([messages]) => messages);
  },
  DEFAULT_LOCALE,
  languages.map(({ locale, name }) => ({ locale, name })),
  { allowMissing: false },
);

/**
 * react-admin's polyglot provider; the page's `<html lang>` follows its language once the catalogue is in, so
 * screen readers and the browser's font choice read the texts in the language they are written in.
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: async (locale, options) => {
    await polyglot.changeLocale(locale, options);
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
  },
};

/**
 * The locale dates and numbers are written in for the current language (undefined: the browser's). react-admin
 * draws every screen again when the language changes, so reading it while rendering is enough.
 */
export function intlLocale(): string | undefined {
  return languageOf(i18nProvider.getLocale()).intl;
}

/** An instant (ISO-8601 text or epoch ms) as a date and time in the admin's language; '' when there is none to read. */
export function formatDateTime(value: unknown, options?: Intl.DateTimeFormatOptions): string {
  const date = readableDate(value);
  return date ? date.toLocaleString(intlLocale(), options) : '';
}

/** An instant as a date alone in the admin's language, as react-admin's DateField writes it; '' when unreadable. */
export function formatDate(value: unknown, options?: Intl.DateTimeFormatOptions): string {
  const date = readableDate(value);
  return date ? date.toLocaleDateString(intlLocale(), options) : '';
}

function readableDate(value: unknown): Date | null {
  const date = typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}
