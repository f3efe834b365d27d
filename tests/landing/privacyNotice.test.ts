/**
 * The privacy notice (docs/privacy.md) as the server serves the prerendered pages, in English and Tamil: the full
 * notice with its version on /privacy and /ta/privacy, and its summary with the link to it on the forms that
 * collect personal data and post without script (the enquiry on the contact page, the complaint).
 */
import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE, PRIVACY_NOTICE_VERSION } from '../../src/domain/privacy.ts';
import { servedLanding } from './servedLanding.ts';

describe('the privacy notice on the landing', () => {
  const site = servedLanding();

  it.each([
    ['/privacy', 'en'],
    ['/ta/privacy', 'ta'],
  ] as const)('%s shows the full notice in its language with the version', async (path, lang) => {
    const res = await site.get(path);
    expect(res.statusCode).toBe(200);
    const notice = PRIVACY_NOTICE[lang];
    expect(res.body).toContain(`data-notice-version="${PRIVACY_NOTICE_VERSION}"`);
    expect(res.body).toContain(notice.version);
    for (const section of notice.sections) expect(res.body).toContain(section.heading);
    expect(res.body).toContain(notice.summary.slice(0, 60));
  });

  it.each([
    ['/Footer', 'en'],
    ['/ta/Footer', 'ta'],
    ['/grievance', 'en'],
    ['/ta/grievance', 'ta'],
  ] as const)('the form on %s shows the notice summary and links to the full notice', async (path, lang) => {
    const res = await site.get(path);
    expect(res.statusCode).toBe(200);
    const notice = PRIVACY_NOTICE[lang];
    expect(res.body).toContain(notice.summary.slice(0, 60));
    expect(res.body).toContain(notice.fullNotice);
    expect(res.body).toMatch(new RegExp(`href="${lang === 'ta' ? '/ta' : ''}/privacy"`));
  });
});
