export type LegalKind = 'terms' | 'privacy';

/** The English titles (the SPEC's); every language's are in its catalogue (landing/i18n). */
export const LEGAL_TITLES: Record<LegalKind, string> = { terms: 'Terms and Conditions', privacy: 'Privacy Policy' };
/** The pages that show each text without JavaScript (the dialogs show the same text to JS users). */
export const LEGAL_PATHS: Record<LegalKind, string> = { terms: '/terms', privacy: '/privacy' };
