/**
 * The admin's language outlives a logout (react-admin empties its store then) and is what the standalone
 * /admin/login page, which runs before react-admin, reads to speak the same language.
 */
import { describe, expect, it } from 'vitest';
import { memoryStore } from 'react-admin';
import { storeKeepingLanguage } from '../../src/i18n/languageStore';
import { loginTextsBeforeI18n, rememberedLocale, tamilLoginTexts } from '../../src/login/messages';

const storageOf = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

describe('the remembered language', () => {
  it('survives the store reset of a logout; the rest of the store does not', () => {
    const store = storeKeepingLanguage(memoryStore());
    store.setup();
    store.setItem('locale', 'ta');
    store.setItem('vegetableVendors.listParams', { page: 3 });
    store.reset();
    expect(store.getItem('locale')).toBe('ta');
    expect(store.getItem('vegetableVendors.listParams')).toBeUndefined();
  });

  it('is read from react-admin\'s localStorage key by the standalone login page, English when absent or unreadable', () => {
    expect(rememberedLocale(storageOf({ 'RaStore.locale': '"ta"' }))).toBe('ta');
    expect(rememberedLocale(storageOf({}))).toBe('en');
    expect(rememberedLocale(storageOf({ 'RaStore.locale': 'not json' }))).toBe('en');
    expect(Object.keys(tamilLoginTexts)).toEqual(Object.keys(loginTextsBeforeI18n));
  });
});
