/** The one place for the marketplace's contact details (footer "Contact Us"). Change them here only. */
export const CONTACT = {
  email: 'support@horecamarket.example',
  phone: '+91 98765 43210',
  addressLines: ['No. 14, Gandhi Market Road', 'Dindigul, Tamil Nadu 624001'],
} as const;

export const COPYRIGHT_YEAR = 2025;
export const COMPANY_NAME = 'HoReCa Market Place';

/**
 * The mobile app's store page, set at build time (VITE_APP_STORE_URL=https://… npm run build:landing).
 * Until it is set (or when it is not an https URL) the footer says "App coming soon" instead of linking anywhere.
 */
export function appStoreUrl(value: string | undefined): string | null {
  return value && /^https:\/\/[^\s"<>]+$/.test(value) ? value : null;
}
export const APP_STORE_URL = appStoreUrl(import.meta.env.VITE_APP_STORE_URL as string | undefined);
