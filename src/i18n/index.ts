/**
 * The admin's languages. Each is one catalogue of the same keys as ./en.ts; a second language is its catalogue
 * file plus one line in `languages`.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { en } from './en';

const languages: { locale: string; name: string; messages: TranslationMessages }[] = [{ locale: 'en', name: 'English', messages: en }];

const catalogueOf = (locale: string) => languages.find((language) => language.locale === locale)?.messages ?? en;

export const i18nProvider = polyglotI18nProvider(
  catalogueOf,
  'en',
  languages.map(({ locale, name }) => ({ locale, name })),
  { allowMissing: false },
);
