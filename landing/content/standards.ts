/**
 * The anchors of the home page's four-section marketplace pitch, in order; their titles and texts are in the
 * language catalogues (landing/i18n/, `marketplace.items`, same order).
 */
export const MARKETPLACE_SECTION_IDS = ['marketplace-platform', 'quality-sourcing', 'wide-selection', 'supply-chain'] as const;
