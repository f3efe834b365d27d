/**
 * The Tamil catalogue is the English one in Tamil: the same keys (react-admin's own, the vendor kinds' built from
 * their declarations, ours), the same placeholders in each text, the same plural forms, and no English left
 * beyond the names and formats a Tamil screen keeps as they are.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { ta } from '../../src/i18n/ta';
import { formatDate, formatDateTime, i18nProvider, intlLocale, languages } from '../../src/i18n';

function textsOf(messages: object, prefix = '', texts = new Map<string, string>()) {
  for (const [name, value] of Object.entries(messages)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') texts.set(key, value);
    else if (value && typeof value === 'object') textsOf(value as object, key, texts);
  }
  return texts;
}

const english = textsOf(en);
const tamil = textsOf(ta);

const placeholders = (text: string) => [...new Set(text.match(/%\{[^}]+\}/g) ?? [])].sort();
const pluralForms = (text: string) => text.split('||||').length;

/**
 * What a Tamil text may keep in Latin letters: product and brand names, formats and units an admin reads as they
 * are, TRAI's DLT (the SMS registration every Indian gateway names so), and react-admin's "regexp" hint for developers.
 */
const KEPT_AS_IS = /\b(?:HoReCa|Market|Google|Maps?|WhatsApp|JPEG|PNG|WebP|GIF|MB|ID|SMS|DLT|regexp|console)\b/g;

describe('the Tamil catalogue', () => {
  it('has every English key, and no key English does not have', () => {
    expect([...english.keys()].filter((key) => !tamil.has(key))).toEqual([]);
    expect([...tamil.keys()].filter((key) => !english.has(key))).toEqual([]);
    // react-admin's own texts are part of it (buttons, pagination, validation, confirmations).
    expect(tamil.get('ra.action.save')).toBe('சேமி');
    expect(tamil.get('resources.hotels.fields.business_name')).toBe('ஹோட்டலின் பெயர்');
  });

  it('keeps each text\'s placeholders and plural forms', () => {
    const differing = [...english].flatMap(([key, text]) => {
      const other = tamil.get(key) ?? '';
      const same = placeholders(text).join() === placeholders(other).join() && pluralForms(text) === pluralForms(other);
      return same ? [] : [`${key}: "${text}" / "${other}"`];
    });
    expect(differing).toEqual([]);
  });

  it('leaves no English words in a Tamil text', () => {
    const english = [...tamil].filter(([, text]) => /[A-Za-z]{2,}/.test(text.replace(/%\{[^}]+\}/g, '').replace(KEPT_AS_IS, '')));
    expect(english).toEqual([]);
  });

  it('is written in Tamil script wherever the English text has words', () => {
    const untranslated = [...english].filter(([key, text]) => /[A-Za-z]{3,}/.test(text.replace(/%\{[^}]+\}/g, '').replace(KEPT_AS_IS, '')) && !/[\u0B80-\u0BFF]/.test(tamil.get(key) ?? ''));
    expect(untranslated).toEqual([]);
  });

  it('is loaded when the admin switches to Tamil, with plurals, placeholders and ta-IN dates and numbers', async () => {
    expect(languages.map(({ locale, name }) => [locale, name])).toEqual([['en', 'English'], ['ta', 'தமிழ்']]);
    expect(i18nProvider.translate('app.queue.days', { smart_count: 2 })).toBe('2 days');
    expect(intlLocale()).toBeUndefined();
    await i18nProvider.changeLocale('ta');
    try {
      // Dates and numbers as ta-IN: Tamil month names, lakh grouping.
      expect(intlLocale()).toBe('ta-IN');
      expect(new Intl.NumberFormat(intlLocale()).format(1234567)).toBe('12,34,567');
      expect(new Date(Date.UTC(2026, 0, 15)).toLocaleDateString(intlLocale(), { month: 'long', timeZone: 'UTC' })).toBe('ஜனவரி');
      // The admin's date writers, which every screen uses for a date that is not a DateField.
      expect(formatDate('2026-01-15T06:30:00Z', { month: 'long', timeZone: 'UTC' })).toBe('ஜனவரி');
      expect(formatDateTime('2026-01-15T06:30:00Z', { timeZone: 'Asia/Kolkata' })).toBe(new Date('2026-01-15T06:30:00Z').toLocaleString('ta-IN', { timeZone: 'Asia/Kolkata' }));
      expect([formatDate(undefined), formatDateTime('not a date'), formatDate(null)]).toEqual(['', '', '']);
      expect(i18nProvider.translate('app.queue.days', { smart_count: 1 })).toBe('1 நாள்');
      expect(i18nProvider.translate('app.queue.days', { smart_count: 12 })).toBe('12 நாட்கள்');
      expect(i18nProvider.translate('app.notifications.approved', { name: 'முருகன் காய்கறி கடை' })).toBe(
        'முருகன் காய்கறி கடை-க்கு ஒப்புதல் அளிக்கப்பட்டது',
      );
      expect(i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 })).toBe('42-ல் 1-10');
    } finally {
      await i18nProvider.changeLocale('en');
    }
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
  });
});
