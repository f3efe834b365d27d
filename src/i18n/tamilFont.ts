/**
 * Noto Sans Tamil (@fontsource/noto-sans-tamil, self-hosted): its Tamil subset only, in the two weights the theme
 * uses (400 for text, 700 for headings and buttons). Loaded when Tamil is chosen, never for English. The theme's
 * font stack names it (src/layout/theme.ts).
 */

/** How long choosing Tamil waits for the font; past it the texts show in a fallback and the font swaps in. */
const FONT_WAIT_MS = 3000;

export async function loadTamilFont(): Promise<void> {
  await Promise.all([import('@fontsource/noto-sans-tamil/tamil-400.css'), import('@fontsource/noto-sans-tamil/tamil-700.css')]);
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  // Fetched before any Tamil text is drawn: on a machine without a Tamil font, Chromium drew the texts laid out
  // before the faces arrived (the screen's heading, the dashboard's cards) as empty boxes, and kept them after.
  const faces = Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 1em "Noto Sans Tamil"`, 'தமிழ்')));
  await Promise.race([faces, new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
}
