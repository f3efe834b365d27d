/** POST /api/enquiries: a buyer enquiry becomes a call request with source 'website', from JSON or a plain form. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';

const enquiry = {
  name: 'Ravi Kumar',
  business: 'Hotel Saravana',
  phoneNumber: '+91 98765-43210',
  city: 'Dindigul',
  needs: '50 kg onions every week',
};

describe('buyer enquiries (extension)', () => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startServer();
    cookie = await server.login();
  });
  afterAll(() => server.close());

  let address = 0;
  /** Each test its own client address, so the rate limit of one does not touch the others. */
  const post = (payload: string | object, contentType = 'application/json', remoteAddress = `10.0.0.${++address}`) =>
    server.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': contentType },
      remoteAddress,
    });
  const callRequests = async () => (await server.app.inject({ method: 'GET', url: '/getCallRequests', headers: { cookie } })).json();

  it('stores a readable call request with the normalised phone and source website, listed for the admin', async () => {
    const res = await post(enquiry);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const listed = (await callRequests()).find((r: { id: number }) => r.id === id);
    expect(listed).toMatchObject({
      id,
      phone_number: '9876543210',
      notes: 'Website enquiry from Ravi Kumar, Hotel Saravana (Dindigul): 50 kg onions every week',
      source: 'website',
    });
    expect(Object.keys(listed).sort()).toEqual(['created_at', 'id', 'notes', 'phone_number', 'source']);
  });

  it('answers 400 naming each bad field', async () => {
    const res = await post({ name: ' ', phoneNumber: '12345', city: '', needs: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'Name is required',
      business: 'Business Name is required',
      phoneNumber: 'Phone Number must be exactly 10 digits',
      city: 'City is required',
      needs: 'What you need is required',
    });
  });

  it('a plain HTML form post (no JavaScript) is redirected to the received page', async () => {
    const before = (await callRequests()).length;
    const res = await post(new URLSearchParams(enquiry).toString(), 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/enquiry/received');
    expect((await callRequests()).length).toBe(before + 1);
  });

  it('an invalid plain form post answers an HTML page (or JSON when the landing is not built) naming the fields', async () => {
    const res = await post(new URLSearchParams({ ...enquiry, phoneNumber: '98765' }).toString(), 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(400);
    if (String(res.headers['content-type']).startsWith('text/html')) {
      expect(res.body).toContain('Phone Number must be exactly 10 digits');
      expect(res.body).toMatch(/name="phoneNumber"[^>]*value="98765"[^>]*aria-invalid="true"[^>]*autofocus/);
      // As the form draws its errors (so that the page, hydrated, keeps them), and naming the page it is.
      expect(res.body).toContain('<p id="enquiry-phoneNumber-error" class="field__error">Phone Number must be exactly 10 digits</p>');
      expect(res.body).toContain('<p class="notice notice--error" role="alert">Please correct the fields marked below.</p>');
      expect(res.body).toMatch(/<html [^>]*data-page-path="\/Footer"/);
    } else {
      expect(res.json().errors).toEqual({ phoneNumber: 'Phone Number must be exactly 10 digits' });
    }
  });

  it('is rate-limited per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await post(enquiry, 'application/json', '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('counts a client’s enquiries over several instances of the server as one (the counts are in the database)', async () => {
    const other = await startServer({ dataDir: server.dataDir });
    try {
      const answers = [];
      for (let i = 0; i < 12; i++) {
        const instance = i % 2 ? other : server;
        answers.push(await instance.app.inject({ method: 'POST', url: '/api/enquiries', payload: enquiry, remoteAddress: '10.8.8.8' }));
      }
      expect(answers.slice(0, 10).map((res) => res.statusCode)).toEqual(Array(10).fill(201));
      expect(answers.slice(10).map((res) => res.statusCode)).toEqual([429, 429]);
      expect(Number(answers[11]?.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await other.close({ keepData: true });
    }
  });
});
