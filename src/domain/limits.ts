/**
 * Business constants and limits from SPEC section 9. No React, no I/O. The vendor-kind declarations read them, so
 * this file must not import the registry (constants.ts adds the registry's kinds).
 */

export const CITIES = ['Dindigul', 'Palani', 'Coimbatore', 'Pollachi'] as const;
export type City = (typeof CITIES)[number];

/** Hotel business types; the hotel declaration's "Restaurants & Cafe" queue shows the last two. */
export const HOTEL_BUSINESS_TYPES = ['Hotel', 'Restaurant', 'Cafe'] as const;

export const PHONE_DIGITS = 10;
export const RATING_MIN = 0;
export const RATING_MAX = 5;

export const VENDOR_SESSION_MS = 60 * 60 * 1000;
export const GLOBE_VISIBILITY_THRESHOLD = 0.1;
export const STORY_DURATION_MS = 3000;
export const STORY_HEIGHT_PX = 400;
export const TOAST_AUTO_CLOSE_MS = 5000;

/** Upload limits enforced by the server and announced by the admin. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
