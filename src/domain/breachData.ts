/**
 * The kinds of personal data a breach may touch (docs/breaches.md) and their words in English and Tamil, once: the
 * notice to the people affected writes them in a sentence, the admin's catalogues (`app.breaches.data`) show them as
 * labels. Apart from src/domain/breaches.ts (its schemas) so the admin's catalogues load no validation.
 */
import type { MessageLanguage } from './decisionMessages';

/** The kinds of personal data a breach may touch, as the product holds them. */
export const BREACH_DATA_CATEGORIES = ['name', 'phone', 'email', 'address', 'pan', 'gstin', 'licences', 'vehicle_papers', 'photos', 'enquiries', 'password', 'other'] as const;
export type BreachDataCategory = (typeof BREACH_DATA_CATEGORIES)[number];

/** Their words in a notice, in a sentence; the admin's labels are these words too (`breachDataTexts`). */
export const BREACH_DATA_LABELS: Record<MessageLanguage, Record<BreachDataCategory, string>> = {
  en: {
    name: 'name',
    phone: 'phone number',
    email: 'e-mail address',
    address: 'address',
    pan: 'PAN',
    gstin: 'GSTIN',
    licences: 'licences',
    vehicle_papers: 'vehicle papers',
    photos: 'photos',
    enquiries: 'enquiries',
    password: 'password (stored scrambled)',
    other: 'other details',
  },
  ta: {
    name: 'பெயர்',
    phone: 'தொலைபேசி எண்',
    email: 'மின்னஞ்சல் முகவரி',
    address: 'முகவரி',
    pan: 'பான் எண்',
    gstin: 'ஜிஎஸ்டி எண்',
    licences: 'உரிமங்கள்',
    vehicle_papers: 'வாகன ஆவணங்கள்',
    photos: 'புகைப்படங்கள்',
    enquiries: 'விசாரணைகள்',
    password: 'கடவுச்சொல் (மறையாக்கம் செய்யப்பட்டது)',
    other: 'பிற விவரங்கள்',
  },
};

/** The words as labels (the admin's `app.breaches.data`): each starts with a capital where the language has them. */
export function breachDataTexts(language: MessageLanguage): Record<BreachDataCategory, string> {
  return Object.fromEntries(Object.entries(BREACH_DATA_LABELS[language]).map(([category, words]) => [category, words.charAt(0).toUpperCase() + words.slice(1)])) as Record<BreachDataCategory, string>;
}
