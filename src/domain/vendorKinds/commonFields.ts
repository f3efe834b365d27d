/** Fields most vendor kinds share, stored on the vendor_users row; a kind lists them where its SPEC rows have them. */
import { anything, city, email, newPassword, phoneNumber, rating, requiredText, shopNumber, type FieldRule } from './fieldRules';
import type { VendorFieldDeclaration } from './types';

/**
 * The rules a declaration validates its own fields with (as data, ./fieldRules.ts), so a kind's file imports only
 * this folder and no validation library.
 */
export { choice, city, optionalRating, optionalRule, optionalText, requiredText, wholeNumber } from './fieldRules';

export const nameField: VendorFieldDeclaration = {
  name: 'name', label: 'Name', ta: 'பெயர்', type: 'text', column: 'user.name', validate: requiredText('name'), search: true, apply: true,
};

export const phoneField = (readAs: readonly string[] = []): VendorFieldDeclaration => ({
  name: 'phoneNumber', label: 'Phone Number', ta: 'போன் நம்பர்', type: 'phone', column: 'user.phoneNumber', readAs, writeAs: ['phoneNumber'],
  validate: phoneNumber, search: true, apply: true,
});

/** Write-only: empty keeps the current password; the row shows only when a backend sends one. */
export const passwordField: VendorFieldDeclaration = { name: 'password', label: 'Password', ta: 'கடவுச்சொல்', type: 'password', validate: newPassword, apply: true };

export const emailField = (label = 'Email', ta = 'மின்னஞ்சல்'): VendorFieldDeclaration => ({
  name: 'email', label, ta, type: 'email', column: 'user.email', validate: email, search: true, apply: true,
});

export const cityField: VendorFieldDeclaration = { name: 'city', label: 'City', ta: 'ஊர்', type: 'city', column: 'user.city', validate: city, search: true, apply: true };

export const descriptionField: VendorFieldDeclaration = {
  name: 'description', label: 'Description', ta: 'விவரம்', type: 'longText', column: 'user.description', validate: requiredText('description', 2000), apply: true,
};

/** Sent back in the payload as read; approval is its own call, so the edit never writes it. */
export const verificationEcho = (readAs: readonly string[] = []): VendorFieldDeclaration => ({
  name: 'verification', label: 'Verified', ta: 'சரிபார்க்கப்பட்டது', type: 'wholeNumber', column: 'user.verification', readAs, readOnly: true,
  validate: anything, detail: false,
});

export const reviewsField = (validate: FieldRule = rating): VendorFieldDeclaration => ({
  name: 'reviews', label: 'Reviews', ta: 'மதிப்புரைகள்', type: 'rating', column: 'profile.reviews', validate, sql: { type: 'REAL', default: 0 },
});

export const shopNumberField: VendorFieldDeclaration = {
  name: 'number', label: 'Shop Number', ta: 'கடை எண்', type: 'shopNumber', column: 'profile.number', validate: shopNumber,
};

/** Messages name the field by its label, so the input and its error always say the same thing. */
export const mapsField = (name: string, label: string, ta: string, writeAs?: readonly string[]): VendorFieldDeclaration => ({
  name, label, ta, type: 'mapsLink', column: `profile.${name}`, validate: requiredText({ en: label, ta }, 1000), ...(writeAs ? { writeAs } : {}),
});

export const text = (name: string, label: string, ta: string, extra: Partial<VendorFieldDeclaration> = {}): VendorFieldDeclaration => ({
  name, label, ta, type: 'text', column: `profile.${name}`, validate: requiredText({ en: label, ta: extra.taApply ?? ta }), ...extra,
});
