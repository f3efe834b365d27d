// @vitest-environment jsdom
/**
 * The portal's documents form against the real server: an RC's number starts as the vehicle registration number
 * the vendor applied with (the server's `application_number`), so the vendor does not type it again.
 */
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DocumentsSection } from '../../landing/vendor/DocumentsSection.tsx';
import { startServer, type TestServer } from '../helpers/server.ts';
import { FIXTURE_PASSWORD, createVendor } from '../server/vendorFixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  // The portal calls its own origin; here that origin is the test server.
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => realFetch(new URL(url, server.url), init));
});
afterEach(cleanup);
afterAll(async () => {
  vi.unstubAllGlobals();
  await server?.close();
});

describe('the documents form', () => {
  it("starts the RC's number with the application's vehicle registration number", async () => {
    const { phoneNumber } = await createVendor(server, 'transport', { documents: false });
    const login = await server.app.inject({ method: 'POST', url: '/api/vendor/login', payload: { category: 'transport', phoneNumber, password: FIXTURE_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    render(<DocumentsSection token={login.json().token} />);
    const rc = await screen.findByRole('form', { name: /Registration certificate/ }, { timeout: 10_000 });
    expect(within(rc).getByLabelText('Vehicle registration number')).toHaveValue('TN57AB1234');
    // A number the application does not give starts empty.
    const permit = screen.getByRole('form', { name: /Goods carriage permit/ });
    expect(within(permit).getByLabelText('Permit number')).toHaveValue('');
  });
});
