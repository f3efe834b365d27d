/**
 * The landing's languages. English keeps today's paths; every other language lives under its prefix
 * (/ta/Standard). A page's language follows from its path, so the prerender, the hydration and client-side
 * navigation all agree without extra state. Adding a language: its catalogue file plus one entry here.
 */
import { useRouter } from '../router/Router.tsx';
import { en } from './en.ts';
import { ta } from './ta.ts';
import type { Catalogue } from './types.ts';
import { renderChoice, renderText } from '../../src/domain/validationTexts.ts';

export interface Language {
  /** BCP 47 tag for <html lang> and hreflang. */
  code: string;
  /** Path prefix; '' for the default language. */
  prefix: string;
  /** Its own name, as the language switch shows it. */
  name: string;
  ogLocale: string;
  catalogue: Catalogue;
  /** A message of the shared schemas (a catalogue key, src/domain/validationTexts.ts) in this language; the server uses the same catalogue. */
  message(message: string): string;
  /** A form label or choice (a catalogue key, a city, or a declared { en, ta }) in this language. */
  label(label: unknown): string;
  /** Loads a web font for this script (see landing/build.ts), or none when system fonts do. */
  font?: 'noto-sans-tamil';
}

export const LANGUAGES = {
  en: { code: 'en', prefix: '', name: 'English', ogLocale: 'en_IN', catalogue: en, message: (m) => renderText(m, 'en'), label: (l) => renderChoice(l, 'en') },
  ta: {
    code: 'ta',
    prefix: '/ta',
    name: 'தமிழ்',
    ogLocale: 'ta_IN',
    catalogue: ta,
    message: (m) => renderText(m, 'ta'),
    label: (l) => renderChoice(l, 'ta'),
    font: 'noto-sans-tamil',
  },
} as const satisfies Record<string, Language>;

export type LanguageCode = keyof typeof LANGUAGES;
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as LanguageCode[];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
/** The cookie that remembers the visitor's choice; the server sends a remembered non-default language there. */
export const LANGUAGE_COOKIE = 'landing_lang';

const prefixed = LANGUAGE_CODES.filter((code) => LANGUAGES[code].prefix);

/** The language of a path: "/ta", "/ta/" and "/ta/Standard" are Tamil; everything else English. */
export function languageOfPath(path: string): LanguageCode {
  return prefixed.find((code) => path === LANGUAGES[code].prefix || path.startsWith(`${LANGUAGES[code].prefix}/`)) ?? DEFAULT_LANGUAGE;
}

/** The path without its language prefix ("/ta/Standard" → "/Standard", "/ta" → "/"). */
export function basePathOf(path: string): string {
  const { prefix } = LANGUAGES[languageOfPath(path)];
  return path.slice(prefix.length) || '/';
}

/** A base path in `language` ("/Standard" → "/ta/Standard"; the Tamil home is "/ta/"). Hashes and queries are kept. */
export function localizedPath(language: LanguageCode, path: string): string {
  return `${LANGUAGES[language].prefix}${path}`;
}

/** The language of the page the browser shows (for code outside components, e.g. API calls). */
export function pageLanguage(): LanguageCode {
  return typeof window === 'undefined' ? DEFAULT_LANGUAGE : languageOfPath(window.location.pathname);
}

export function useLanguage(): LanguageCode {
  return languageOfPath(useRouter().path);
}

/** The current page's texts and a function that puts a base path into its language. */
export function useT(): { t: Catalogue; lang: LanguageCode; href(path: string): string; message(message: string): string; label(label: unknown): string } {
  const lang = useLanguage();
  const { catalogue, message, label } = LANGUAGES[lang] as Language;
  return { t: catalogue, lang, href: (path: string) => localizedPath(lang, path), message, label };
}

/** Remembers the visitor's choice for the next visit (a year; the server reads it on the English pages). */
export function rememberLanguage(language: LanguageCode): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}
