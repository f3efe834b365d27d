/**
 * Build-time head tags of each prerendered page: canonical link, Open Graph and Twitter card with the page's
 * share image, and the organisation as JSON-LD; plus sitemap.xml and the robots.txt line that names it.
 * The origin comes from LANDING_ORIGIN at build time (absolute URLs are required by these formats).
 */
export const DEFAULT_ORIGIN = 'https://horecamarket.example';

export interface PageMeta {
  path: string;
  title: string;
  description: string;
  image: string;
  imageSize: { width: number; height: number };
  noindex?: boolean;
  /** og:locale (en_IN, ta_IN). */
  locale?: string;
  /** The page in every language, hreflang → path; the default language's is also x-default. */
  alternates?: readonly { hreflang: string; path: string }[];
}

export interface Organization {
  name: string;
  email: string;
  phone: string;
  addressLines: readonly string[];
}

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "https://x.example" from "https://x.example/" or an invalid value (then the default). */
export function siteOrigin(value: string | undefined): string {
  try {
    return new URL(value || DEFAULT_ORIGIN).origin;
  } catch {
    return DEFAULT_ORIGIN;
  }
}

export function organizationJsonLd(origin: string, org: Organization): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: org.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: org.email,
    telephone: org.phone,
    address: { '@type': 'PostalAddress', streetAddress: org.addressLines.join(', '), addressRegion: 'Tamil Nadu', addressCountry: 'IN' },
  };
  // "<" escaped so the text can never close the script element.
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

export function headTags(origin: string, page: PageMeta, jsonLd: string): string {
  const url = `${origin}${page.path}`;
  const image = `${origin}${page.image}`;
  const meta = (attr: 'property' | 'name', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeAttr(value)}" />`;
  const alternates = page.noindex ? [] : (page.alternates ?? []).map(
    (alt) => `<link rel="alternate" hreflang="${escapeAttr(alt.hreflang)}" href="${escapeAttr(`${origin}${alt.path}`)}" />`,
  );
  return [
    page.noindex ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${escapeAttr(url)}" />`,
    ...alternates,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'HoReCa Market Place'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(page.imageSize.width)),
    meta('property', 'og:image:height', String(page.imageSize.height)),
    meta('property', 'og:locale', page.locale ?? 'en_IN'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    jsonLd,
  ].join('\n    ');
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeAttr(`${origin}${p}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export const robotsTxt = (base: string, origin: string) => `${base.trimEnd()}\n\nSitemap: ${origin}/sitemap.xml\n`;
