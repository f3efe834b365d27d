/**
 * The admin in Tamil in a real browser against the real product (npm start): an admin logs in, picks தமிழ் in
 * the app bar's language menu, and the dashboard, a vendor queue, a vendor page, confirmations and a notification
 * read in Tamil, in Noto Sans Tamil, axe-clean and within 390 px; a reload and a logout keep Tamil. An English
 * admin never downloads the Tamil catalogue or font.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningProduct } from '../helpers/product';
import { TEST_ADMIN } from '../helpers/server';
import { accessibleAtBothWidths, expectWithinScreenWidth, loggedInAdminSuite, settle } from './masterAdmin';
import { validEdit } from '../server/vendorFixtures';

let product: RunningProduct;
let page: Page;
/** Every URL the page fetched, to tell whether the Tamil catalogue and font were downloaded. */
const fetched: string[] = [];

loggedInAdminSuite((session) => {
  ({ product, page } = session);
  page.on('request', (request) => fetched.push(request.url()));
});

const admin = (path: string) => `${product.url}/admin${path}`;
const tamilDownloads = () => fetched.filter((url) => /\/assets\/ta-[^/]*\.js|noto-sans-tamil/.test(url));
const documentLanguage = () => page.evaluate(() => document.documentElement.lang);
const tamilFontLoaded = () =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some((face) => face.family.includes('Noto Sans Tamil') && face.status === 'loaded');
  });

/**
 * Whether the screen's heading has every Tamil letter drawn in Noto Sans Tamil, from the fonts Chromium drew it
 * with (DevTools' "Rendered fonts"): any other font has no Tamil letters on this machine, and draws empty boxes.
 * Only the spaces between the words may come from another font.
 */
async function headingInTamilFont(): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    await cdp.send('CSS.enable');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '#main-content h1' });
    if (!nodeId) return false;
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const text = (await page.locator('#main-content h1').textContent()) ?? '';
    const notTamil = [...text].filter((character) => !/[\u0B80-\u0BFF]/.test(character)).length;
    const elsewhere = fonts.filter((font) => font.familyName !== 'Noto Sans Tamil').reduce((sum, font) => sum + font.glyphCount, 0);
    return fonts.some((font) => font.familyName === 'Noto Sans Tamil') && elsewhere === notTamil;
  } finally {
    await cdp.detach();
  }
}

describe('the admin in Tamil', () => {
  it('starts in English without the Tamil catalogue or font, and switches to Tamil from the app bar', async () => {
    await page.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    expect(await documentLanguage()).toBe('en');
    expect(tamilDownloads()).toEqual([]);

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'தமிழ்' }).click();
    await page.getByRole('menuitem', { name: 'டாஷ்போர்டு' }).waitFor();
    expect(await documentLanguage()).toBe('ta');
    expect(tamilDownloads().some((url) => /\/assets\/ta-/.test(url))).toBe(true);
    await expect.poll(tamilFontLoaded, { timeout: 10_000 }).toBe(true);
    // Texts first drawn before the font came stayed empty boxes after it came: the switch now waits for it.
    await page.getByRole('heading', { level: 1, name: 'டாஷ்போர்டு' }).waitFor();
    await expect.poll(headingInTamilFont, { timeout: 10_000 }).toBe(true);
  });

  it('shows the dashboard in Tamil, axe-clean and within 390 px', async () => {
    await page.getByRole('menuitem', { name: 'அழைப்பு கோரிக்கை' }).waitFor();
    await page.getByText('மொத்த விற்பனையாளர்கள்').first().waitFor();
    // No English word left on the screen or in the menu (kinds and cities included: the dashboard names them in Tamil).
    const menuText = await page.getByLabel('முதன்மை வழிசெலுத்தல்').textContent();
    const screenText = await page.locator('#main-content').textContent();
    expect(`${menuText} ${screenText}`.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
    await accessibleAtBothWidths(page, 'Tamil dashboard', async () => {
      await page.getByText('மொத்த விற்பனையாளர்கள்').first().waitFor();
      // The app bar too: the language button and the user menu stay on the screen with Tamil around them.
      await expectWithinScreenWidth(page, page.locator('header button'), 'app bar buttons');
    });
  });

  it('finds a vendor named in Tamil by a Tamil query, names its documents in Tamil, and titles the tab in Tamil', async () => {
    // Renamed through the admin's edit as some keyboards type Tamil: 'ௌ' and 'ொ' as two code points each.
    const name = 'கௌசல்யா பொன்னுசாமி';
    const [vendor] = await page.evaluate(() => fetch('/api/vegetable/unverified/list').then((res) => res.json() as Promise<Record<string, string | number>[]>));
    if (!vendor) throw new Error('no unverified vegetable vendor');
    const edit = {
      ...validEdit('vegetable', Number(vendor.id), String(vendor.phoneNumber)),
      email: vendor.email,
      category: vendor.category,
      city: vendor.city,
      name: name.normalize('NFD'),
      storename: 'ஸ்ரீ கௌரி பவன் காய்கறி மண்டி',
      storeName: 'ஸ்ரீ கௌரி பவன் காய்கறி மண்டி',
      location: 'பெரிய கடை வீதி, பழனி',
    };
    const saved = await page.evaluate(
      (body) => fetch('/vegeatable/edit', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((res) => res.status),
      edit,
    );
    expect(saved).toBe(200);

    await page.goto(admin('/vegetableVendors/unverified'));
    const heading = page.getByRole('heading', { name: 'அங்கீகரிக்கப்படாத காய்கறி விற்பனையாளர்கள்', level: 1 });
    await heading.waitFor();
    // The tab names the screen and the admin in Tamil, not the English title the admin started with.
    await expect.poll(() => page.title()).toBe('அங்கீகரிக்கப்படாத காய்கறி விற்பனையாளர்கள் · சந்தை நிர்வாகம்');

    const found = page.getByRole('row').filter({ hasText: name });
    await found.waitFor();
    const search = page.getByRole('textbox', { name: 'தேடு' });
    await search.fill('சென்னை');
    await expect.poll(() => found.count()).toBe(0);
    // Typed as one code point each, found in the text that was written decomposed.
    await search.fill('பொன்னு');
    await found.waitFor();

    await found.getByRole('link', { name: 'பார்' }).click();
    const fssai = page.getByRole('heading', { name: 'உணவுப் பாதுகாப்பு உரிமம் (எஃப்எஸ்எஸ்ஏஐ)', level: 3 });
    await fssai.waitFor();
    await page.getByRole('heading', { name: 'பான் அட்டை', level: 3 }).waitFor();
    expect(await page.getByText(/FSSAI licence|PAN card|GST registration/).count()).toBe(0);
    await page.getByText(name).first().waitFor();
    // The long Tamil names stay within the screen at 390 px.
    await accessibleAtBothWidths(page, 'Tamil-named vendor page', () => fssai.waitFor());

    await page.goBack();
    await heading.waitFor();
    await search.fill('');
    await found.waitFor();
  });

  it('shows a vendor queue, a vendor page, confirmations and a notification in Tamil', async () => {
    await page.goto(admin('/vegetableVendors/unverified'));
    const heading = page.getByRole('heading', { name: 'அங்கீகரிக்கப்படாத காய்கறி விற்பனையாளர்கள்', level: 1 });
    await heading.waitFor();
    await page.getByRole('columnheader', { name: /போஸ்டர்/ }).first().waitFor();
    await accessibleAtBothWidths(page, 'Tamil vegetable queue', async () => {
      await heading.waitFor();
      // A table at 1280 px, a list of cards at 390 px: either way, nothing left loading.
      await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    });

    // The vendor's page: its buttons and the delete confirmation in Tamil.
    await page.getByRole('row').nth(1).getByRole('link', { name: 'பார்' }).click();
    const deleteUser = page.getByRole('button', { name: 'பயனரை நீக்கு' });
    await deleteUser.waitFor();
    // At 390 px the page's actions are behind one "Actions" button (src/vendors/VendorShow.tsx).
    await accessibleAtBothWidths(page, 'Tamil vendor page', () => deleteUser.or(page.getByRole('button', { name: 'செயல்கள்', exact: true })).first().waitFor());
    await deleteUser.click();
    const confirmUser = page.getByRole('dialog', { name: /-ஐ நீக்கவா\?$/ });
    await confirmUser.getByText('இந்தப் பயனரை நீக்க வேண்டுமா?').waitFor();
    await settle(page);
    await confirmUser.getByRole('button', { name: 'ரத்துசெய்' }).click();
    await confirmUser.waitFor({ state: 'hidden' });
    await page.goBack();
    await heading.waitFor();

    const rows = page.getByRole('row');
    const before = await rows.count();
    await rows.nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'நீக்கு', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: '1 விற்பனையாளரை நீக்கவா?' });
    await confirm.getByText('தேர்ந்தெடுத்த விற்பனையாளரும் அவரது பயனர் கணக்கும் நீக்கப்படும்.', { exact: false }).waitFor();
    await settle(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('ரத்துசெய்');
    await confirm.getByRole('button', { name: 'நீக்கு' }).click();
    await page.getByRole('alert').filter({ hasText: '1 விற்பனையாளர் நீக்கப்பட்டார்' }).first().waitFor();
    await expect.poll(() => rows.count()).toBeLessThan(before);
  });

  it('keeps Tamil after a reload', async () => {
    await page.reload();
    await page.getByRole('heading', { name: 'அங்கீகரிக்கப்படாத காய்கறி விற்பனையாளர்கள்', level: 1 }).waitFor();
    await page.getByRole('menuitem', { name: 'டாஷ்போர்டு' }).waitFor();
    expect(await documentLanguage()).toBe('ta');
    await page.getByRole('button', { name: 'தமிழ்' }).waitFor();
    await expect.poll(headingInTamilFont, { timeout: 10_000 }).toBe(true);
  });

  it('keeps Tamil across a logout: the login page asks in Tamil, and the next session opens in Tamil', async () => {
    await page.getByRole('menuitem', { name: 'வெளியேறு' }).first().click();
    await page.getByRole('heading', { name: 'வணக்கம், நிர்வாகி!' }).waitFor();
    // The standalone login page (before react-admin loads) reads the same choice.
    await page.goto(admin('/login'));
    await page.getByRole('heading', { name: 'வணக்கம், நிர்வாகி!' }).waitFor();
    expect(await documentLanguage()).toBe('ta');
    await page.getByLabel('பயனர் பெயர்').fill(TEST_ADMIN.email);
    await page.getByLabel('கடவுச்சொல்', { exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'உள்நுழை' }).click();
    await page.getByRole('dialog').filter({ hasText: 'உள்நுழைவு வெற்றி' }).getByRole('button', { name: 'சரி' }).click();
    await page.getByRole('menuitem', { name: 'டாஷ்போர்டு' }).waitFor();
    expect(await documentLanguage()).toBe('ta');
  });

  it('titles the login tab in Tamil from the first paint, before any of the app\'s scripts runs, under the real CSP', async () => {
    const browser = page.context().browser();
    if (!browser) throw new Error('no browser');
    // The product's CSP enforced (the suite's page bypasses it for axe), and the app's scripts never arriving: what
    // the tab shows is the served HTML's own doing.
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    try {
      await context.addInitScript(() => localStorage.setItem('RaStore.locale', JSON.stringify('ta')));
      await context.route(/\/admin\/assets\//, (route) => route.abort());
      const login = await context.newPage();
      const refused: string[] = [];
      login.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      await login.goto(admin('/login'), { waitUntil: 'domcontentloaded' });
      expect(await login.title()).toBe('சந்தை நிர்வாகம்');
      expect(await login.evaluate(() => document.documentElement.lang)).toBe('ta');
      expect(refused).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
