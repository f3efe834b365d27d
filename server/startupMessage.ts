/** What `npm start` prints once the server listens: the URLs, and with demo data the demo logins to try. */
import type { FastifyInstance } from 'fastify';
import { declarationOfKind } from '../src/domain/vendorKinds/index.ts';
import { verifyPassword } from './auth/passwords.ts';
import { DEMO_ADMIN } from './db/bootstrap.ts';
import { DEMO_VENDOR_PASSWORD } from './db/seed/demo.ts';
import { oldestVendorLogins } from './repositories/startupData.ts';

export interface DemoVendorLogin {
  /** The kind's label, as the portal's log-in form offers it. */
  label: string;
  phoneNumber: string;
}

/**
 * The oldest demo vendor that still logs in with the demo password (a few are tried, in case some were edited or
 * deleted since the seed), or null.
 */
export async function demoVendorLogin(app: FastifyInstance): Promise<DemoVendorLogin | null> {
  const rows = await oldestVendorLogins(app.db, 5);
  for (const row of rows) {
    if (!row.password_hash || !(await verifyPassword(DEMO_VENDOR_PASSWORD, row.password_hash))) continue;
    return { label: declarationOfKind(app.vendorKinds, row.kind).labels.singular, phoneNumber: row.phoneNumber };
  }
  return null;
}

export async function startupMessage(app: FastifyInstance, url: string): Promise<string[]> {
  const lines = [`Marketplace running at ${url}/  (admin: ${url}/admin/)`];
  if (app.config.seed !== 'demo') return lines;
  lines.push(`Demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
  const vendor = await demoVendorLogin(app);
  if (vendor) lines.push(`Demo vendor (vendor portal ${url}/vendor): ${vendor.label}, phone ${vendor.phoneNumber} / ${DEMO_VENDOR_PASSWORD}`);
  return lines;
}
