/**
 * The start-up message of `npm start` with demo data names one demo vendor's phone number next to the demo admin, and
 * that phone number logs in to the vendor portal with the demo password; the README says where to find it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds/index.ts';
import { DEMO_VENDOR_PASSWORD } from '../../server/db/seed/demo.ts';
import { startupMessage } from '../../server/startupMessage.ts';
import { DEMO_ADMIN, startServer, type TestServer } from '../helpers/server.ts';

describe('start-up message with demo data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ seed: 'demo', seedVendors: 2 });
  });
  afterAll(() => server.close());

  it('prints the demo admin and one demo vendor (kind, phone number, vendor123) that logs in to the portal', async () => {
    const lines = await startupMessage(server.app, server.url);
    expect(lines[0]).toBe(`Marketplace running at ${server.url}/  (admin: ${server.url}/admin/)`);
    expect(lines[1]).toBe(`Demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
    const vendor = /^Demo vendor \(vendor portal (\S+)\/vendor\): (.+), phone (\d{10}) \/ (\S+)$/.exec(lines[2] ?? '');
    expect(vendor, lines.join('\n')).not.toBeNull();
    const [, url, label, phoneNumber, password] = vendor ?? [];
    expect(url).toBe(server.url);
    expect(password).toBe(DEMO_VENDOR_PASSWORD);
    const kind = VENDOR_KIND_DECLARATIONS.find((declaration) => declaration.labels.singular === label)?.kind;
    const login = await server.app.inject({ method: 'POST', url: '/api/vendor/login', payload: { category: kind, phoneNumber, password } });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('prints no demo logins without demo data', async () => {
    const plain = await startServer();
    try {
      expect(await startupMessage(plain.app, plain.url)).toHaveLength(1);
    } finally {
      await plain.close();
    }
  });
});

describe('README', () => {
  const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
  const firstScreen = readme.slice(0, readme.indexOf('\n## '));

  it('keeps exactly the two set-up commands on its first screen and says where the demo vendor login is printed', () => {
    const commands = /```sh\n([\s\S]*?)```/.exec(firstScreen)?.[1]?.trim().split('\n') ?? [];
    expect(commands.map((line) => line.split('#')[0]?.trim())).toEqual(['npm install && npm start', 'npm test']);
    expect(firstScreen).toMatch(/vendor123/);
    expect(firstScreen).toMatch(/start-up message[^.]*demo\s+vendor's phone number/i);
  });
});
