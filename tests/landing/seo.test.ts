import { describe, expect, it } from 'vitest';
import { DEFAULT_ORIGIN, headTags, organizationJsonLd, robotsTxt, siteOrigin, sitemapXml } from '../../landing/seo.ts';
import { ROUTES } from '../../landing/routes.tsx';
import { SHARE_IMAGES, shareImagePath } from '../../landing/content/shareImages.ts';
import fs from 'node:fs';
import path from 'node:path';

const org = { name: 'HoReCa Market Place', email: 'a@b.example', phone: '+91 1', addressLines: ['1 Road </script>', 'Dindigul'] };

describe('search and sharing metadata', () => {
  it('every route has a title of at most 60 characters and a share image that exists as a file', () => {
    for (const route of ROUTES) {
      expect(route.title.length, route.title).toBeLessThanOrEqual(60);
      expect(Object.keys(SHARE_IMAGES)).toContain(route.share);
      expect(fs.existsSync(path.join('landing/public', shareImagePath(route.share))), route.path).toBe(true);
    }
  });

  it('the origin comes from LANDING_ORIGIN, normalised, with a placeholder default', () => {
    expect(siteOrigin('https://shop.example.in/')).toBe('https://shop.example.in');
    expect(siteOrigin(undefined)).toBe(DEFAULT_ORIGIN);
    expect(siteOrigin('not a url')).toBe(DEFAULT_ORIGIN);
  });

  it('head tags: canonical, Open Graph and Twitter with absolute URLs; result pages noindex without canonical', () => {
    const page = { path: '/Standard', title: 'A "quoted" title', description: 'D', image: '/share/standards.jpg', imageSize: { width: 1200, height: 630 } };
    const tags = headTags('https://x.example', page, '');
    expect(tags).toContain('<link rel="canonical" href="https://x.example/Standard" />');
    expect(tags).toContain('<meta property="og:image" content="https://x.example/share/standards.jpg" />');
    expect(tags).toContain('<meta property="og:title" content="A &quot;quoted&quot; title" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const result = headTags('https://x.example', { ...page, noindex: true }, '');
    expect(result).toContain('<meta name="robots" content="noindex" />');
    expect(result).not.toContain('canonical');
  });

  it('the organisation JSON-LD parses and cannot close its script element', () => {
    const tag = organizationJsonLd('https://x.example', org);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    const json = JSON.parse(tag.replace(/^<script type="application\/ld\+json">/, '').replace(/<\/script>$/, ''));
    expect(json).toMatchObject({ '@type': 'Organization', url: 'https://x.example/', address: { streetAddress: '1 Road </script>, Dindigul' } });
  });

  it('sitemap.xml lists the pages; robots.txt names it', () => {
    expect(sitemapXml('https://x.example', ['/', '/vendor'])).toContain('<loc>https://x.example/vendor</loc>');
    expect(robotsTxt('User-agent: *\nAllow: /\n', 'https://x.example')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://x.example/sitemap.xml\n');
  });
});
