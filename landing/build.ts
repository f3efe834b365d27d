/**
 * `npm run build:landing`: Vite client build into dist/landing, an SSR build of prerender.tsx, then every public
 * route prerendered to dist/landing/<path>/index.html (plus 404.html) with the stylesheet inlined (no
 * render-blocking request), and every text asset precompressed to .gz and .br for the server.
 */
import { build } from 'vite';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { entryLoaderScript } from './entryLoader.ts';
import { headTags, organizationJsonLd, robotsTxt, siteOrigin, sitemapXml } from './seo.ts';
import { fontHead, copyFonts, type FontName } from './fonts.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const configFile = path.join(here, 'vite.config.ts');
const outDir = path.resolve(here, '../dist/landing');
const ssrDir = path.resolve(here, '../dist/.landing-ssr');
const COMPRESSIBLE = /\.(html|js|css|svg|txt|json|webmanifest|xml)$/;

interface PrerenderModule {
  ROUTES: { path: string; basePath: string; lang: string; title: string; description: string; share: string; noindex?: boolean }[];
  LANGUAGES: Record<string, { code: string; ogLocale: string; font?: FontName; catalogue: { pages: { notFound: { title: string; description: string } } } }>;
  LANGUAGE_CODES: string[];
  localizedPath(lang: string, path: string): string;
  NOT_FOUND_TITLE: string;
  SHARE_IMAGE_SIZE: { width: number; height: number };
  shareImagePath(image: string): string;
  COMPANY_NAME: string;
  CONTACT: { email: string; phone: string; addressLines: readonly string[] };
  render(path: string): Promise<string>;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Replaces the stylesheet <link> Vite emitted with the stylesheet itself. */
function inlineStylesheet(template: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_tag, href: string) => {
    const file = path.join(outDir, href);
    const css = fs.readFileSync(file, 'utf8');
    fs.rmSync(file);
    return `<style>${css}</style>`;
  });
}

/** Replaces the entry `<script type="module" src>` Vite emitted with the inline loader that imports it after the first paint. */
function entryAfterFirstPaint(template: string): string {
  const entries = [...template.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
  if (entries.length !== 1 || !entries[0]?.[1]) throw new Error(`Expected one entry script in the built index.html, found ${entries.length}`);
  return template.replace(entries[0][0], `<script>${entryLoaderScript(entries[0][1])}</script>`);
}

function page(template: string, title: string, description: string, body: string, head = '', lang = 'en'): string {
  return template
    .replace('<html lang="en">', `<html lang="${lang}">`)
    .replace('<!--title-->', escapeHtml(title))
    .replace('<!--description-->', escapeHtml(description))
    .replace('<!--head-->', head)
    .replace('<!--app-->', body);
}

function writeFile(relative: string, content: string): void {
  const file = path.join(outDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

function precompress(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(full);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const bytes = fs.readFileSync(full);
    fs.writeFileSync(`${full}.gz`, gzipSync(bytes, { level: 9 }));
    fs.writeFileSync(`${full}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  await build({ configFile, logLevel: 'warn' });
  await build({
    configFile,
    logLevel: 'warn',
    build: { ssr: path.join(here, 'prerender.tsx'), outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
  });
  const entry = fs.readdirSync(ssrDir).find((name) => /^prerender\.m?js$/.test(name));
  if (!entry) throw new Error(`The SSR build wrote no prerender entry into ${ssrDir}`);
  const prerender = (await import(pathToFileURL(path.join(ssrDir, entry)).href)) as PrerenderModule;

  const template = entryAfterFirstPaint(inlineStylesheet(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')));
  if (!template.includes('<!--app-->')) throw new Error('landing/index.html lost its <!--app--> placeholder');
  if (!template.includes('<html lang="en">')) throw new Error('landing/index.html lost its <html lang="en">');
  const fontFiles = copyFonts(outDir);
  /** Head tags a language needs besides the page's own: its web font (Tamil script), loaded without blocking the paint. */
  const languageHead = (lang: string) => {
    const font = prerender.LANGUAGES[lang]?.font;
    return font ? fontHead(font, fontFiles) : '';
  };
  // One 404 page per language: the server answers /ta/… paths with the Tamil one.
  for (const lang of prerender.LANGUAGE_CODES) {
    const language = prerender.LANGUAGES[lang];
    if (!language) continue;
    const { title, description } = language.catalogue.pages.notFound;
    const prefix = prerender.localizedPath(lang, '');
    const head = `<meta name="robots" content="noindex" />${languageHead(lang)}`;
    writeFile(`${prefix.slice(1)}${prefix ? '/' : ''}404.html`, page(template, title, description, await prerender.render(`${prefix}/404`), head, language.code));
  }
  const origin = siteOrigin(process.env.LANDING_ORIGIN);
  const jsonLd = organizationJsonLd(origin, { name: prerender.COMPANY_NAME, ...prerender.CONTACT });
  // The root page last: its mtime tells server/site/build.ts that the build is complete.
  const routes = [...prerender.ROUTES].sort((a, b) => (a.path === '/' ? 1 : b.path === '/' ? -1 : 0));
  for (const route of routes) {
    const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`;
    const image = prerender.shareImagePath(route.share);
    const language = prerender.LANGUAGES[route.lang];
    const alternates = routes
      .filter((other) => other.basePath === route.basePath)
      .flatMap((other) => {
        const hreflang = prerender.LANGUAGES[other.lang]?.code ?? other.lang;
        return other.lang === 'en' ? [{ hreflang, path: other.path }, { hreflang: 'x-default', path: other.path }] : [{ hreflang, path: other.path }];
      });
    const meta = { ...route, image, imageSize: prerender.SHARE_IMAGE_SIZE, locale: language?.ogLocale, alternates };
    const head = headTags(origin, meta, jsonLd) + languageHead(route.lang);
    writeFile(file, page(template, route.title, route.description, await prerender.render(route.path), head, language?.code ?? route.lang));
  }
  writeFile('sitemap.xml', sitemapXml(origin, routes.filter((r) => !r.noindex).map((r) => r.path).sort()));
  writeFile('robots.txt', robotsTxt(fs.readFileSync(path.join(here, 'public/robots.txt'), 'utf8'), origin));
  fs.rmSync(ssrDir, { recursive: true, force: true });
  precompress(outDir);
  // Touch the root page after its compressed copies so it is the newest output file.
  const now = new Date();
  fs.utimesSync(path.join(outDir, 'index.html'), now, now);
  console.info(`Landing built and prerendered (${routes.length} routes + 404) in ${Date.now() - started} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
