/**
 * Every kind of event the server writes to the audit log has words in both of the admin's catalogues: each named
 * decision (src/domain/auditEvents.ts, the only actions server/repositories/auditLog.ts accepts) and each table the
 * row triggers audit, as a real database lists them. A new kind of event without a text fails here.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslateFunction, TranslationMessages } from 'react-admin';
import { openDatabase } from '../../server/db/open.ts';
import type { Db } from '../../server/db/database.ts';
import { ensureVendorKindStorage } from '../../server/db/vendorKindStorage.ts';
import { auditedTables } from '../../server/review/auditTriggers.ts';
import { actionLabel, entityLabel } from '../../src/audit/entryTexts';
import { NAMED_AUDIT_ACTIONS, ROW_WRITES } from '../../src/domain/auditEvents';
import { VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds';
import { en } from '../../src/i18n/en';
import { ta } from '../../src/i18n/ta';
import { makeDataDir } from '../helpers/server.ts';

const registry = VENDOR_KIND_DECLARATIONS;
const translateIn = (messages: TranslationMessages, locale: string): TranslateFunction => polyglotI18nProvider(() => messages, locale).translate;
const catalogues = { en: translateIn(en, 'en'), ta: translateIn(ta, 'ta') };
/** What the admin would show with no catalogue at all: the stored names, tidied. */
const noCatalogue: TranslateFunction = (key, options) => (options?._ as string | undefined) ?? key;
const TAMIL = /[\u0B80-\u0BFF]/;

const dataDir = makeDataDir();
let db: Db;
beforeAll(async () => {
  db = (await openDatabase({ dataDir })).db;
  await ensureVendorKindStorage(db, registry);
});
afterAll(async () => {
  await db?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the audit log\'s words for every event the server records', () => {
  it.each(Object.entries(catalogues))('names each named decision in %s', (locale, translate) => {
    expect(NAMED_AUDIT_ACTIONS).toEqual(expect.arrayContaining(['document.upload', 'invitation.issue', 'calldesk.convert', 'review.approve']));
    const missing = NAMED_AUDIT_ACTIONS.filter((action) => {
      const entry = { action, entity: 'call_requests', before: null, after: null };
      const label = actionLabel(translate, registry, entry);
      return label === actionLabel(noCatalogue, registry, entry) || label.includes(action) || (locale === 'ta' && !TAMIL.test(label));
    });
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(catalogues))('names each audited table and its writes in %s', async (locale, translate) => {
    const tables = (await auditedTables(db)).filter((table) => !registry.some((kind) => kind.table === table));
    expect(tables).toEqual(expect.arrayContaining(['vendor_users', 'vendor_images', 'call_requests']));
    const missing = tables.flatMap((table) => {
      const label = entityLabel(translate, registry, table);
      const unnamed = label === entityLabel(noCatalogue, registry, table) || (locale === 'ta' && !TAMIL.test(label));
      const writes = ROW_WRITES.map((action) => actionLabel(translate, registry, { action, entity: table, before: null, after: null }));
      return unnamed || writes.some((text) => /\b(insert|update|delete)\b/.test(text)) ? [table] : [];
    });
    expect(missing).toEqual([]);
  });
});
