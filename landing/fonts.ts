/**
 * Web fonts of the languages whose script system fonts may lack or draw poorly (Tamil on many Android phones and
 * on Windows without the Tamil supplement): Noto Sans Tamil from @fontsource/noto-sans-tamil, self-hosted, only
 * its `tamil` subset (Latin text keeps the system font) and one weight: 400, serving every weight the styles use
 * (the browser draws 600-800 as a synthesized bold). A second, 700 file was measured to hold the Tamil home's LCP
 * (its heading is bold) past the 1.0 s budget: Lighthouse mobile 1,060-1,210 ms with it, 910-980 ms with the one
 * file, and the page carries 14.5 kB of font instead of 29. Copied into dist/landing/assets at build
 * time under a content hash, so the server caches them for a year. Only the pages of that language link them:
 * the file preloaded, `font-display: swap` (text paints at once in a fallback, then swaps).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

export type FontName = 'noto-sans-tamil';

interface FontFace {
  family: string;
  /** The @fontsource file. */
  file: string;
  /** The CSS weights it serves. */
  weight: string;
  /** The subset's code points (from @fontsource's CSS for the subset). */
  unicodeRange: string;
}

const TAMIL_RANGE = 'U+0964-0965,U+0B82-0BFA,U+200C-200D,U+20B9,U+25CC';

export const FONT_FACES: Record<FontName, readonly (FontFace & { preload: boolean })[]> = {
  'noto-sans-tamil': [
    { family: 'Noto Sans Tamil', file: 'noto-sans-tamil-tamil-400-normal.woff2', weight: '100 900', unicodeRange: TAMIL_RANGE, preload: true },
  ],
};

const PACKAGES: Record<FontName, string> = { 'noto-sans-tamil': '@fontsource/noto-sans-tamil' };

/** The font file's URL in the build by its @fontsource file name. */
export type FontFiles = Record<string, string>;

/** Copies every face's file into `<outDir>/assets/<name>-<hash>.woff2`; returns their URLs. */
export function copyFonts(outDir: string): FontFiles {
  const require = createRequire(import.meta.url);
  const files: FontFiles = {};
  for (const [name, faces] of Object.entries(FONT_FACES) as [FontName, (typeof FONT_FACES)[FontName]][]) {
    const packageDir = path.dirname(require.resolve(`${PACKAGES[name]}/package.json`));
    for (const face of faces) {
      const bytes = fs.readFileSync(path.join(packageDir, 'files', face.file));
      const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 8).replace(/[-_]/g, 'x');
      const target = `${face.file.replace(/\.woff2$/, '')}-${hash}.woff2`;
      fs.mkdirSync(path.join(outDir, 'assets'), { recursive: true });
      fs.writeFileSync(path.join(outDir, 'assets', target), bytes);
      files[face.file] = `/assets/${target}`;
    }
  }
  return files;
}

/** The head tags of a page in this font's language: preload of the regular weight, the faces, and their use. */
export function fontHead(name: FontName, files: FontFiles): string {
  const faces = FONT_FACES[name];
  const url = (face: FontFace) => {
    const found = files[face.file];
    if (!found) throw new Error(`Font file ${face.file} was not copied into the build`);
    return found;
  };
  const preload = faces
    .filter((face) => face.preload)
    .map((face) => `<link rel="preload" href="${url(face)}" as="font" type="font/woff2" crossorigin />`);
  const css = faces
    .map((face) => `@font-face{font-family:'${face.family}';font-style:normal;font-display:swap;font-weight:${face.weight};src:url(${url(face)}) format('woff2');unicode-range:${face.unicodeRange}}`)
    .join('');
  // The family serves Tamil code points only (unicode-range); Latin falls through to the system stack. The selector
  // outranks site.css's `body { font: … }`, which is inlined after this; form controls inherit.
  const family = faces[0]?.family;
  const use = `html[lang] body{font-family:'${family}',system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',Ubuntu,sans-serif}`;
  return `\n    ${preload.join('\n    ')}\n    <style>${css}${use}</style>`;
}
