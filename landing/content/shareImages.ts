/** The share images (Open Graph / Twitter, 1200 × 630), one per page kind; JPEG, drawn by landing/tools/drawShareImages.ts. */
export const SHARE_IMAGES = {
  home: { heading: 'Fresh produce for Ho\u00a0Re\u00a0Ca kitchens', subtitle: "Tamil Nadu's B2B marketplace for hotels, restaurants and cafes" },
  standards: { heading: 'Our Standards', subtitle: 'Fifteen core values behind every delivery' },
  promises: { heading: 'Our Promises', subtitle: 'Quality, transparency and on-time delivery' },
  contact: { heading: 'Request a call', subtitle: 'Tell us what your kitchen needs; we call you back' },
  vendor: { heading: 'Sell with us', subtitle: 'Stores, professionals, drivers, hotels and cafes: apply online' },
} as const;

export type ShareImage = keyof typeof SHARE_IMAGES;
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const shareImagePath = (image: ShareImage) => `/share/${image}.jpg`;
