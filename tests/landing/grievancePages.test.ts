/**
 * The grievance desk's public pages as the server serves them (real build, real server), in English and Tamil:
 * the officer in the footer, the complaint form that posts without script (errors in the page's language with
 * the values kept, then a 303 to the page with the ticket in place of the form), and the status page's plain lookup.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_TARGETS, buildSite } from '../../server/site/build.ts';
import { DEFAULT_GRIEVANCE_OFFICER } from '../../src/domain/grievanceForm.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

const FORM = 'application/x-www-form-urlencoded';

describe('the grievance pages', () => {
  let server: TestServer;
  let address = 0;
  beforeAll(async () => {
    const landing = SITE_TARGETS.find((t) => t.name === 'landing');
    if (!landing) throw new Error('no landing build target');
    await buildSite(landing);
    server = await startServer();
  }, 240_000);
  afterAll(() => server?.close());

  const get = (url: string) => server.app.inject({ method: 'GET', url });
  const post = (url: string, fields: Record<string, string>) =>
    server.app.inject({ method: 'POST', url, payload: new URLSearchParams(fields).toString(), headers: { 'content-type': FORM, accept: 'text/html' }, remoteAddress: `10.2.0.${++address}` });

  it.each([
    ['/grievance', 'en', 'Raise a complaint', 'Grievance Officer', 'Your complaint'],
    ['/ta/grievance', 'ta', 'புகார் அளிக்க', 'குறைதீர்ப்பு அலுவலர்', 'உங்கள் புகார்'],
  ])('%s is prerendered in its language with the form, the privacy notice and the officer', async (path, lang, heading, officer, label) => {
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(new RegExp(`<html lang="${lang}"`));
    expect(res.body).toContain(`<h1>${heading}</h1>`);
    expect(res.body).toMatch(/<form id="grievance-form"[^>]*enctype="multipart\/form-data"/);
    expect(res.body).toContain(label);
    expect(res.body).toContain('name="attachment"');
    expect(res.body).toContain(officer);
    const o = DEFAULT_GRIEVANCE_OFFICER;
    for (const value of lang === 'ta' ? [o.nameTa, o.designationTa, o.addressTa, o.email, o.phone] : [o.name, o.designation, o.address, o.email, o.phone]) expect(res.body).toContain(value);
  });

  it('the footer of other pages names the officer too', async () => {
    for (const path of ['/Footer', '/ta/Footer', '/privacy', '/ta/terms']) {
      const res = await get(path);
      expect(res.body, path).toContain(DEFAULT_GRIEVANCE_OFFICER.email);
      expect(res.body, path).toMatch(/href="(\/ta)?\/grievance"/);
    }
  });

  it('a Tamil plain form post with errors answers the Tamil page with the errors and the values kept', async () => {
    const res = await post('/api/grievances?lang=ta', { name: 'மீனா', complainant: 'buyer', category: '', description: 'காய்கறி அழுகியிருந்தது', phoneNumber: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<html lang="ta"[^>]*data-page-path="\/ta\/grievance"/);
    expect(res.body).toContain('<p id="grievance-phoneNumber-error" class="field__error">போன் நம்பர் சரியாக 10 இலக்கங்கள் இருக்க வேண்டும்</p>');
    expect(res.body).toContain('புகார் எதைப் பற்றியது என்பதைத் தேர்ந்தெடுங்கள்');
    expect(res.body).toMatch(/name="name"[^>]*value="மீனா"/);
    expect(res.body).toMatch(/<option value="buyer" selected="">/);
    expect(res.body).toContain('காய்கறி அழுகியிருந்தது</textarea>');
    expect(res.body).toContain('கீழே குறிக்கப்பட்ட விவரங்களைச் சரிசெய்யுங்கள்.');
  });

  it('a plain form post that is right is sent to the page with the ticket (a reload does not post again), and the status page finds it', async () => {
    const posted = await post('/api/grievances?lang=ta', { name: 'மீனா', complainant: 'buyer', category: 'quality', description: 'காய்கறி அழுகியிருந்தது', phoneNumber: '9876566666' });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toMatch(/^\/ta\/grievance\/received\?ticket=GRV-\d{4}-\d{6}$/);
    const res = await get(String(posted.headers.location));
    expect(res.statusCode).toBe(200);
    const ticket = /data-ticket="(GRV-\d{4}-\d{6})"/.exec(res.body)?.[1];
    expect(ticket).toBeDefined();
    expect(res.body).toMatch(/<html lang="ta"[^>]*data-page-path="\/ta\/grievance" data-page-stays=""/);
    expect(res.body).toContain('உங்கள் புகார் பெறப்பட்டது');
    expect(res.body).not.toContain('<form id="grievance-form"');

    const found = await post('/api/grievances/status?lang=ta', { ticket: ticket ?? '', phoneNumber: '9876566666' });
    expect(found.statusCode).toBe(200);
    expect(found.body).toMatch(/<html lang="ta"[^>]*data-page-path="\/ta\/grievance\/status"/);
    expect(found.body).toContain(`உங்கள் புகார் ${ticket}`);
    expect(found.body).toContain('பெறப்பட்டது');

    const wrong = await post('/api/grievances/status', { ticket: ticket ?? '', phoneNumber: '9876500000' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toContain('No complaint matches this ticket number and phone number.');
    expect(wrong.body).toMatch(/name="ticket"[^>]*value="GRV-/);
  });
});
