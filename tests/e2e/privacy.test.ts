/**
 * The DPDP screens in a real browser against the real product (`npm start`, Chromium, axe-core), in English and
 * Tamil: a vendor's "Your data" in the portal (consents, withdrawing one, the ZIP download, a correction request);
 * the admin's breach register (recording a breach, its 6-hour and 72-hour clocks, the notice drafted and queued),
 * the data requests and the grievance desk; every one axe-clean at 1280 and 390 px. Then issue #40's "Done when":
 * each vendor erases their account from the portal, after which no table of the product's database holds their
 * name, phone, e-mail or PAN and its media folder none of their files, while the audit log still records the
 * admin's decision about them and the erasure.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../helpers/browser';
import { startProduct, type RunningProduct } from '../helpers/product';
import { samples } from '../helpers/server';
import { gradientPng } from '../../server/db/seed/png';
import { en as landingEn } from '../../landing/i18n/en';
import { ta as landingTa } from '../../landing/i18n/ta';
import { en as adminEn } from '../../src/i18n/en';
import { ta as adminTa } from '../../src/i18n/ta';
import { accessibleAtBothWidths, logIn } from './masterAdmin';
import { VEGETABLE_STORE_APPLICATION, STORE_PASSWORD } from '../server/portalFixtures';
import { ERASURE_KEPT } from '../../src/domain/privacy';

type Lang = 'en' | 'ta';
const LANGS: Lang[] = ['en', 'ta'];
const HOUR = 3_600_000;
const unique = String(Date.now()).slice(-8);
const VENDORS: Record<Lang, { name: string; phoneNumber: string; email: string; pan: string }> = {
  en: { name: 'Ilakkiya Vendhan', phoneNumber: `94${unique}`, email: `ilakkiya.${unique}@example.com`, pan: 'ABCPE1234F' },
  ta: { name: 'செல்வி முருகேசன்', phoneNumber: `93${unique}`, email: `selvi.${unique}@example.com`, pan: 'BCDPS5678K' },
};
const landing = { en: landingEn, ta: landingTa };
const admin = { en: adminEn, ta: adminTa };
const portalPath = (lang: Lang) => (lang === 'en' ? '/vendor' : '/ta/vendor');

let product: RunningProduct;
let browser: Browser;
let adminPage: Page;
const portal = {} as Record<Lang, Page>;
const vendorIds = {} as Record<Lang, number>;
let ticket = '';

/** JSON from the product as the logged-in admin (the page's cookie). */
const adminFetch = <T>(url: string, init?: { method: string; body: unknown }) =>
  adminPage.evaluate(
    async ({ url, init }) => {
      const res = await fetch(url, init ? { method: init.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) } : undefined);
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { url, init },
  ) as Promise<T>;

async function api(method: string, url: string, body?: unknown, token?: string, lang: Lang = 'en') {
  const form = body instanceof FormData;
  const res = await fetch(`${product.url}${url}`, {
    method,
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body && !form ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** A vegetable store applies (with the optional reminders consent), then adds a PAN document and a photo. */
async function applyVendor(lang: Lang) {
  const vendor = VENDORS[lang];
  await api('POST', '/api/vendor/apply', { ...VEGETABLE_STORE_APPLICATION, ...vendor, storename: `${vendor.name} Greens`, remindersConsent: true }, undefined, lang);
  const login = await api('POST', '/api/vendor/login', { category: 'vegetable', phoneNumber: vendor.phoneNumber, password: STORE_PASSWORD });
  const token = String(login.token);
  vendorIds[lang] = Number((login.user as { id: number }).id);
  const document = new FormData();
  document.append('requirement', 'pan');
  document.append('number', vendor.pan);
  document.append('file', new Blob([new Uint8Array(samples.png)], { type: 'image/png' }), 'pan.png');
  await api('POST', '/api/vendor/documents', document, token);
  const photo = new FormData();
  photo.append('file', new Blob([new Uint8Array(gradientPng(300, 200, [90, 30, 30], [240, 200, 120], 3))], { type: 'image/png' }), 'front.png');
  await api('POST', '/api/vendor/images', photo, token);
}

beforeAll(async () => {
  product = await startProduct({ SEED_VENDORS: '2' });
  browser = await launchChromium();
  // bypassCSP lets axe-core be injected; the product's CSP forbids inline scripts, as it should.
  adminPage = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  await logIn(adminPage, product.url);
  for (const lang of LANGS) {
    await applyVendor(lang);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true, acceptDownloads: true });
    portal[lang] = await context.newPage();
  }
  const complaint = await api('POST', '/api/grievances', { name: 'Meena Buyer', complainant: 'buyer', category: 'personal_data', description: 'Please tell me what you hold about me.', phoneNumber: '9876512345' });
  ticket = String(complaint.ticket);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const yourData = (lang: Lang) => portal[lang].getByRole('region', { name: landing[lang].yourData.heading, exact: true });

describe('the privacy screens', () => {
  for (const lang of LANGS) {
    it(`${lang}: a vendor sees their consents, withdraws one, downloads the ZIP and asks for a correction in "Your data"`, async () => {
      const page = portal[lang];
      const t = landing[lang];
      const text = t.yourData;
      const vendor = VENDORS[lang];
      await page.goto(`${product.url}${portalPath(lang)}`);
      const login = page.getByRole('form', { name: t.vendor.login.heading });
      await login.getByLabel(t.vendor.category, { exact: true }).selectOption('vegetable');
      await login.getByLabel(t.vendor.login.phoneNumber, { exact: true }).fill(vendor.phoneNumber);
      await login.getByLabel(t.vendor.login.password, { exact: true }).fill(STORE_PASSWORD);
      await login.getByRole('button', { name: t.vendor.login.submit }).click();
      await page.getByRole('heading', { name: t.vendor.status.welcome(vendor.name) }).waitFor();

      const section = yourData(lang);
      const consents = section.locator('ul.consents > li');
      await consents.filter({ hasText: text.purposes.service }).waitFor();
      await consents.filter({ hasText: text.purposes.reminders }).waitFor();
      await accessibleAtBothWidths(page, `${lang} Your data`, () => section.getByRole('button', { name: text.withdraw }).waitFor());

      // Withdrawing is one button (pressed from the keyboard); "agree again" is offered at once, and the focus is on it.
      await section.getByRole('button', { name: text.withdraw }).focus();
      await page.keyboard.press('Enter');
      await consents.filter({ hasText: text.purposes.reminders }).getByText(text.withdrawnOn(new Date().toISOString().slice(0, 10))).waitFor();
      const giveAgain = section.getByRole('button', { name: `${text.giveAgain}: ${text.purposes.reminders}` });
      await expect.poll(() => giveAgain.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await section.getByRole('button', { name: text.withdraw }).count()).toBe(0);

      const downloading = page.waitForEvent('download');
      await section.getByRole('button', { name: text.download, exact: true }).click();
      const download = await downloading;
      const zip = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
      const account = JSON.parse(strFromU8(zip['data/account.json'] ?? new Uint8Array())) as Record<string, unknown>[];
      expect(account[0]).toMatchObject({ id: vendorIds[lang], name: vendor.name, phoneNumber: vendor.phoneNumber });
      expect(Object.keys(zip).some((name) => name.startsWith('files/documents/'))).toBe(true);
      expect(Object.keys(zip).some((name) => name.startsWith('files/images/'))).toBe(true);

      await section.getByLabel(text.correctLabel, { exact: true }).fill(`My store is spelt wrong (${lang})`);
      await section.getByRole('button', { name: text.correctSend }).click();
      await section.getByRole('status').filter({ hasText: text.correctSent }).waitFor();
      await section.getByText(`${text.requestKinds.correction} (`).waitFor();
      await accessibleAtBothWidths(page, `${lang} Your data after a withdrawal, a download and a correction`, () => section.getByText(text.correctSent).waitFor());
    });
  }

  for (const lang of LANGS) {
    it(`${lang}: the admin records a breach, sees its clocks, queues its notice; data requests and the grievance desk`, async () => {
      const texts = admin[lang].app;
      const ra = admin[lang].ra;
      if (lang === 'ta') {
        await adminPage.goto(`${product.url}/admin/`);
        await adminPage.getByRole('button', { name: 'English' }).click();
        await adminPage.getByRole('menuitem', { name: 'தமிழ்' }).click();
        await adminPage.getByRole('menuitem', { name: 'டாஷ்போர்டு' }).waitFor();
      }
      const b = texts.breaches;
      // The app bar's title is the screen's level-one heading (src/layout/useTitleHeading.ts); Playwright reads its h6 tag's level.
      const heading = (name: string) => adminPage.getByRole('heading', { name, exact: true });

      // The register, then recording a breach that touches both vendors.
      await adminPage.goto(`${product.url}/admin/breaches`);
      await heading(b.title).waitFor();
      await accessibleAtBothWidths(adminPage, `${lang} breach register`, () => heading(b.title).waitFor());
      await adminPage.getByRole('link', { name: b.create }).first().click();
      await adminPage.getByLabel(b.fields.summary).waitFor();
      await accessibleAtBothWidths(adminPage, `${lang} breach form`, () => adminPage.getByLabel(b.fields.summary).waitFor());
      const summary = `Exported vendor list mailed to a wrong address (${lang})`;
      await adminPage.getByLabel(b.fields.summary).fill(summary);
      await adminPage.getByLabel(b.fields.description, { exact: false }).first().fill('A spreadsheet of vendors went to a wrong address.');
      await adminPage.getByRole('checkbox', { name: b.data.name, exact: true }).check();
      await adminPage.getByRole('checkbox', { name: b.data.phone, exact: true }).check();
      await adminPage.getByLabel(b.fields.affected_count).fill('2');
      await adminPage.getByLabel(b.fields.affected_vendor_ids).fill(`${vendorIds.en}, ${vendorIds.ta}`);
      await adminPage.getByRole('button', { name: ra.action.save }).click();
      await adminPage.waitForURL(/\/admin\/breaches\/\d+\/show$/);
      const id = Number(/breaches\/(\d+)\/show/.exec(adminPage.url())?.[1]);

      // The clocks: 6 hours (CERT-In) and 72 hours (the Board) from the detection.
      const record = await adminFetch<{ detected_at: string; cert_in_due: string; board_due: string }>(`/api/admin/breaches/${id}`);
      expect(Date.parse(record.cert_in_due) - Date.parse(record.detected_at)).toBe(6 * HOUR);
      expect(Date.parse(record.board_due) - Date.parse(record.detected_at)).toBe(72 * HOUR);
      const clocks = adminPage.getByRole('region', { name: b.sections.clocks });
      for (const clock of ['certIn', 'board'] as const) {
        await clocks.getByLabel(new RegExp(`^${b.clocks[clock].replace(/[()]/g, '\\$&')}: `)).waitFor();
        await clocks.getByRole('button', { name: `${b.markReported}: ${b.clocks[clock]}` }).waitFor();
      }

      // The notice, drafted in both languages, goes to both vendors.
      const notice = adminPage.getByRole('region', { name: b.notice.title });
      await notice.getByRole('region', { name: b.notice.english }).waitFor();
      await notice.getByRole('region', { name: b.notice.tamil }).waitFor();
      for (const l of LANGS) await notice.getByText(`#${vendorIds[l]} ${VENDORS[l].name}`, { exact: false }).waitFor();
      await accessibleAtBothWidths(adminPage, `${lang} breach page`, () => notice.getByRole('button', { name: b.notice.send }).waitFor());
      await notice.getByRole('button', { name: b.notice.send }).click();
      await notice.getByText(b.notice.none).waitFor();
      expect(await notice.getByRole('button', { name: b.notice.send }).count()).toBe(0);

      // The data requests: each vendor's correction, with its clock.
      const p = texts.privacyRequests;
      await adminPage.goto(`${product.url}/admin/privacyRequests`);
      await heading(p.title).waitFor();
      for (const l of LANGS) await adminPage.getByRole('row').filter({ hasText: `My store is spelt wrong (${l})` }).waitFor();
      await accessibleAtBothWidths(adminPage, `${lang} data requests`, () => adminPage.getByText('My store is spelt wrong (en)').first().waitFor());

      // The grievance desk: the queue and the complaint's page.
      const g = texts.grievances;
      await adminPage.goto(`${product.url}/admin/grievances`);
      await heading(g.title).waitFor();
      await accessibleAtBothWidths(adminPage, `${lang} grievance queue`, () => adminPage.getByText(ticket).first().waitFor());
      await adminPage.getByText(ticket).first().click();
      await adminPage.waitForURL(/\/admin\/grievances\/\d+\/show$/);
      await adminPage.getByRole('heading', { name: new RegExp(`^${ticket}`) }).waitFor();
      await accessibleAtBothWidths(adminPage, `${lang} grievance page`, () => adminPage.getByRole('heading', { name: g.timeline }).waitFor());
    });
  }

  it('each vendor erases their account from the portal: nothing of them remains but the audit log\'s decisions', async () => {
    const sqlite = () => new Database(path.join(product.dataDir, 'marketplace.db'), { readonly: true, fileMustExist: true });
    const files = new Set<string>();
    {
      const db = sqlite();
      try {
        for (const lang of LANGS) {
          const id = vendorIds[lang];
          for (const row of db.prepare('SELECT file FROM vendor_documents WHERE user_id = ?').all(id) as { file: string | null }[]) if (row.file) files.add(row.file);
          for (const row of db.prepare('SELECT file_name, thumb FROM vendor_images WHERE user_id = ?').all(id) as { file_name: string; thumb: string | null }[]) {
            files.add(row.file_name);
            if (row.thumb) files.add(row.thumb);
          }
        }
      } finally {
        db.close();
      }
    }
    expect(files.size).toBeGreaterThanOrEqual(4);

    for (const lang of LANGS) {
      const vendor = VENDORS[lang];
      // A decision about the vendor that names them, which the audit log must keep without the person.
      await adminFetch(`/api/reviews/${vendorIds[lang]}/decision`, { method: 'POST', body: { action: 'request_changes', reason: `Please check the spelling of ${vendor.name} on the store board` } });

      const page = portal[lang];
      const text = landing[lang].yourData;
      const section = yourData(lang);
      // From the keyboard: the confirmation's field takes the focus, and takes it back after a wrong number.
      const focused = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => element === document.activeElement);
      await section.getByRole('button', { name: text.eraseStart }).focus();
      await page.keyboard.press('Enter');
      const confirm = section.getByLabel(text.eraseConfirmLabel, { exact: true });
      await expect.poll(() => focused(confirm)).toBe(true);
      await page.keyboard.type('9000000000');
      await page.keyboard.press('Enter');
      await expect.poll(() => confirm.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => focused(confirm)).toBe(true);
      await accessibleAtBothWidths(page, `${lang} erasure confirmation with its error`, () => confirm.waitFor());
      await confirm.fill(vendor.phoneNumber);
      await section.getByRole('button', { name: text.eraseConfirm }).click();
      const erased = page.getByRole('status').filter({ has: page.getByRole('heading', { name: text.erasedHeading }) });
      await erased.waitFor();
      await expect.poll(() => focused(erased.getByRole('heading'))).toBe(true);
      // What was kept and why, in the portal's language.
      expect(await erased.getByRole('listitem').allTextContents()).toEqual([...ERASURE_KEPT[lang]]);
      await accessibleAtBothWidths(page, `${lang} account erased`, () => erased.waitFor());
      await erased.getByRole('button', { name: text.done }).click();
      await page.getByRole('form', { name: landing[lang].vendor.login.heading }).waitFor();
    }

    const db = sqlite();
    try {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
      for (const table of tables) {
        const rows = JSON.stringify(db.prepare(`SELECT * FROM "${table}"`).all());
        for (const lang of LANGS) {
          const { name, phoneNumber, email, pan } = VENDORS[lang];
          for (const needle of [name, phoneNumber, email, pan]) expect(rows.includes(needle), `${table} still holds ${needle}`).toBe(false);
        }
      }
      for (const lang of LANGS) {
        const actions = db.prepare('SELECT action FROM audit_log WHERE vendor_id = ?').pluck().all(vendorIds[lang]) as string[];
        expect(actions, lang).toEqual(expect.arrayContaining(['review.request_changes', 'privacy.erase']));
      }
    } finally {
      db.close();
    }
    const media = fs.readdirSync(path.join(product.dataDir, 'media'), { recursive: true }).map((file) => path.basename(String(file)));
    for (const file of files) expect(media.includes(file), `${file} remains in the media folder`).toBe(false);
  });
});
