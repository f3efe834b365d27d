/**
 * Noto Sans Tamil (@fontsource/noto-sans-tamil, self-hosted): its Tamil subset only, in the two weights the theme
 * uses (400 for text, 700 for headings and buttons). Loaded when Tamil is chosen, never for English; text paints at
 * once in a fallback and swaps in (the faces declare `font-display: swap`). The theme's font stack names it
 * (src/layout/theme.ts).
 */
export function loadTamilFont(): Promise<unknown> {
  return Promise.all([import('@fontsource/noto-sans-tamil/tamil-400.css'), import('@fontsource/noto-sans-tamil/tamil-700.css')]);
}
