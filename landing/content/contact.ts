/** The one place for the marketplace's contact details (footer "Contact Us"). Change them here only. */
export const CONTACT = {
  email: 'support@horecamarket.example',
  phone: '+91 98765 43210',
  addressLines: ['No. 14, Gandhi Market Road', 'Dindigul, Tamil Nadu 624001'],
} as const;

export const COPYRIGHT_YEAR = 2025;
export const COMPANY_NAME = 'HoReCa Market Place';
