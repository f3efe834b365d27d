/**
 * The landing as users get it: `npm start` (builds when stale), Debian Chromium, axe-core.
 * Routes with JavaScript off and on, the hamburger at 390 px, the legal dialogs, the globe, the 404,
 * and a vendor application that reaches the admin's unverified list.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { axeViolations, describeViolations } from '../helpers/browser.ts';
import { firstTapEnquiry, hydrateNow, landingSuite, openInContext, sendCorrectedEnquiry } from './landingBrowser.ts';
import { en } from '../../landing/i18n/en.ts';
import { TEST_ADMIN } from '../helpers/server.ts';
import { gradientPng } from '../../server/db/seed/png.ts';
import { renderText } from '../../src/domain/validationTexts.ts';

/** Non-breaking spaces keep "Ho Re Ca" on one line. */
const HERO_HEADING = "Tamilnadu's Emerging B2B Market Place for Ho\u00a0Re\u00a0Ca Business";

const ROUTES = [
  { path: '/', heading: HERO_HEADING, texts: ['Our Standards', 'Quality Sourcing', 'Our Promises', 'Quick Links'] },
  { path: '/Herosection', heading: HERO_HEADING, texts: ['New Retail Platform for food and grocery'] },
  { path: '/Standard', heading: 'Our Standards', texts: ['Quality first', 'Respect'] },
  { path: '/Product', heading: 'Our Promises', texts: ['Unmatched Quality', 'Real-Time Updates', 'Happiness. Prosperity. Delivered. All over the Country....'] },
  { path: '/Footer', heading: 'Contact', texts: ['About Us', 'Contact Us', '© 2025', 'Request a call', 'App coming soon', 'Frequently asked questions', 'How can I pay?'] },
  { path: '/vendor', heading: 'Sell on HoReCa Market Place', texts: ['apply here'] },
  { path: '/terms', heading: 'Terms and Conditions', texts: ['at least 18 years old'] },
  { path: '/privacy', heading: 'Privacy Policy', texts: ['What we collect'] },
  { path: '/enquiry/received', heading: 'Thank you', texts: ['call you back'] },
];

describe('public landing site', () => {
  // The product trusts X-Forwarded-For from this machine, as it would behind a proxy, so that the rate limit test
  // counts a client address of its own: the window of 127.0.0.1 opens with an earlier test's enquiry and may close
  // halfway through that test.
  const suite = landingSuite({ TRUST_PROXY: '127.0.0.1' });

  async function openPage(path: string, options: BrowserContextOptions = {}, hydrate = true): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
    const { page, errors } = await openInContext(context, suite.product.url + path, options.javaScriptEnabled !== false && hydrate);
    return { page, errors, close: () => context.close() };
  }

  it('every route is prerendered: its section reads with JavaScript disabled', async () => {
    for (const route of ROUTES) {
      const { page, close } = await openPage(route.path, { javaScriptEnabled: false });
      expect(await page.getByRole('heading', { level: 1 }).textContent(), route.path).toBe(route.heading);
      const body = (await page.textContent('body')) ?? '';
      for (const text of route.texts) expect(body, `${route.path} shows "${text}"`).toContain(text);
      await close();
    }
  });

  it('every route hydrates without errors and shows only its own section', async () => {
    for (const route of ROUTES) {
      const { page, errors, close } = await openPage(route.path);
      await expect.poll(() => page.title()).not.toBe('');
      expect(errors, route.path).toEqual([]);
      expect(await page.getByRole('heading', { level: 1 }).count(), route.path).toBe(1);
      await close();
    }
    const { page, close } = await openPage('/Standard');
    expect(await page.locator('#promises').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    await close();
  });

  it('hydration adopts the prerendered page: every element stays the same node, and the later steps get their handlers', async () => {
    // The vendor portal is drawn in the browser (it depends on the stored vendor session), so it is not adopted.
    for (const route of ROUTES.filter((r) => r.path !== '/vendor')) {
      const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { prerendered: Element[] }).prerendered = Array.from(document.body.querySelectorAll('*'));
        });
      });
      await page.goto(suite.product.url + route.path, { waitUntil: 'networkidle' });
      expect(await page.locator('html[data-hydrated]').count(), `${route.path} hydrates only when the visitor interacts`).toBe(0);
      await hydrateNow(page);
      const adoption = await page.evaluate(() => {
        const prerendered = (window as unknown as { prerendered: Element[] }).prerendered;
        const known = new Set(prerendered);
        return {
          replaced: prerendered.filter((el) => !el.isConnected).length,
          added: Array.from(document.body.querySelectorAll('*')).filter((el) => !known.has(el)).map((el) => el.outerHTML.slice(0, 80)),
        };
      });
      expect(adoption, route.path).toEqual({ replaced: 0, added: [] });
      await context.close();
    }
    // The footer and the sections below the hero hydrate in later tasks: their handlers are there all the same.
    const { page, close } = await openPage('/');
    await page.getByRole('link', { name: 'Our Privacy' }).click();
    await page.getByRole('dialog', { name: 'Privacy Policy' }).waitFor();
    expect(page.url()).toBe(`${suite.product.url}/`);
    await close();
  });

  it('the first tap on a page not yet hydrated does what it says: it hydrates the page and then acts', async () => {
    const menu = await openPage('/', { viewport: { width: 390, height: 800 }, hasTouch: true }, false);
    expect(await menu.page.locator('html[data-hydrated]').count()).toBe(0);
    await menu.page.getByRole('button', { name: 'Open menu' }).tap();
    await menu.page.getByRole('button', { name: 'Close menu' }).waitFor();
    expect(await menu.page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(menu.errors).toEqual([]);
    await menu.close();
    const legal = await openPage('/', {}, false);
    await legal.page.getByRole('link', { name: 'Our Privacy' }).click();
    await legal.page.getByRole('dialog', { name: 'Privacy Policy' }).waitFor();
    expect(legal.page.url()).toBe(`${suite.product.url}/`);
    await legal.close();
    const more = await openPage('/Product', {}, false);
    await more.page.getByText('Know More about Sustainability').click();
    await expect.poll(() => more.page.getByText(/reusable crates/).isVisible()).toBe(true);
    await more.close();
  });

  it('axe-core finds no violation on any route at 1280 and 390 px', async () => {
    for (const width of [1280, 390]) {
      for (const route of [...ROUTES.map((r) => r.path), '/no-such-page']) {
        const { page, close } = await openPage(route, { viewport: { width, height: 800 }, bypassCSP: true });
        const violations = await axeViolations(page, 'minor');
        expect(violations, `${route} at ${width}px:\n${describeViolations(violations)}`).toEqual([]);
        await close();
      }
      // The forms showing their errors.
      const enquiry = await openPage('/Footer', { viewport: { width, height: 800 }, bypassCSP: true });
      await enquiry.page.getByRole('button', { name: 'Send enquiry' }).click();
      await enquiry.page.getByText('Please correct the fields marked below.').waitFor();
      const enquiryViolations = await axeViolations(enquiry.page, 'minor');
      expect(enquiryViolations, `enquiry errors at ${width}px:\n${describeViolations(enquiryViolations)}`).toEqual([]);
      await enquiry.close();
      const vendor = await openPage('/vendor', { viewport: { width, height: 800 }, bypassCSP: true });
      const apply = vendor.page.getByRole('form', { name: 'Apply to sell' });
      await apply.getByLabel('Category').selectOption('hotel');
      await apply.getByRole('button', { name: 'Send application' }).click();
      await apply.getByText('Please accept the Terms and Conditions').waitFor();
      const applyViolations = await axeViolations(vendor.page, 'minor');
      expect(applyViolations, `apply errors at ${width}px:\n${describeViolations(applyViolations)}`).toEqual([]);
      await vendor.close();
    }
  }, 300_000);

  it('at 390 px the hamburger toggles the menu and a link click closes it', async () => {
    const { page, close } = await openPage('/', { viewport: { width: 390, height: 800 } });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const standards = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Standards' });
    await expect.poll(() => standards.isVisible()).toBe(false);
    await toggle.click();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => standards.isVisible()).toBe(true);
    await standards.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Standard');
    await expect.poll(() => standards.isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Our Standards');
    // Focus moves to the new page's heading, so screen readers announce the change.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Our Standards');
    await close();
  });

  it('legal dialogs open as modals; Escape closes; Accept and Decline go home', async () => {
    const { page, close } = await openPage('/Footer');
    await page.getByRole('link', { name: "Our Term's" }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await terms.waitFor();
    expect(await terms.textContent()).toContain('at least 18 years old');
    await page.keyboard.press('Escape');
    await terms.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/Footer');

    for (const button of ['Accept', 'Decline']) {
      await page.goto(`${suite.product.url}/Footer`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Our Privacy' }).click();
      const privacy = page.getByRole('dialog', { name: 'Privacy Policy' });
      await privacy.getByRole('button', { name: button }).click();
      await privacy.waitFor({ state: 'detached' });
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Tamilnadu');
    }
    await close();
  });

  it('Know More discloses a promise detail', async () => {
    const { page, close } = await openPage('/Product');
    await page.getByText('Know More about Sustainability').click();
    await expect.poll(() => page.getByText(/reusable crates/).isVisible()).toBe(true);
    await close();
  });

  it('the globe spins only while visible, and stays still under prefers-reduced-motion', async () => {
    const { page, close } = await openPage('/', { viewport: { width: 1280, height: 700 } });
    const globe = page.locator('.globe');
    expect(await globe.getAttribute('data-running')).toBe('false');
    await globe.scrollIntoViewIfNeeded();
    await expect.poll(() => globe.getAttribute('data-running')).toBe('true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => globe.getAttribute('data-running')).toBe('false');
    await close();

    const reduced = await openPage('/Product', { reducedMotion: 'reduce' });
    const still = reduced.page.locator('.globe');
    await still.scrollIntoViewIfNeeded();
    // Intersection observers report in the frame's rendering step: two frames on, the globe has had its chance to start.
    await reduced.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await still.getAttribute('data-running')).toBe('false');
    expect(await reduced.page.locator('.globe__spin').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await reduced.close();
  });

  it('unknown paths get the 404 page for browsers and JSON for the API', async () => {
    const html = await fetch(`${suite.product.url}/no-such-page`, { headers: { accept: 'text/html' } });
    expect(html.status).toBe(404);
    expect(await html.text()).toContain('Page not found');
    const api = await fetch(`${suite.product.url}/api/no-such-thing`, { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect((await api.json()).message).toMatch(/not found/);
    const asset = await fetch(`${suite.product.url}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
  });

  async function adminCookie(): Promise<string> {
    const login = await fetch(`${suite.product.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(login.status).toBe(200);
    return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }
  async function callRequestsFor(phone: string): Promise<{ notes: string; source: string | null }[]> {
    const res = await fetch(`${suite.product.url}/getCallRequests`, { headers: { cookie: await adminCookie() } });
    const rows = (await res.json()) as { phone_number: string; notes: string; source: string | null }[];
    return rows.filter((r) => r.phone_number === phone);
  }
  const uniquePhone = (lead: string) => `${lead}${String(Date.now()).slice(-9)}`;

  it('a buyer enquiry with JavaScript: errors focus the first field; success shows and focuses the result; the call desk sees it', async () => {
    const phone = uniquePhone('8');
    const { page, errors, close } = await openPage('/Footer', { viewport: { width: 390, height: 800 } });
    const form = page.getByRole('form', { name: 'Request a call' });
    await form.getByLabel('Phone number').fill('12345');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await form.getByText('Phone Number must be exactly 10 digits').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('enquiry-name');
    await form.getByLabel('Your name').fill('Ravi Kumar');
    await form.getByLabel('Business name').fill('Hotel Saravana');
    await form.getByLabel('Phone number').fill(`+91 ${phone.slice(0, 5)}-${phone.slice(5)}`);
    await form.getByLabel('City').fill('Dindigul');
    await form.getByLabel('What do you need?').fill('50 kg onions every week');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    const result = page.getByRole('status').filter({ hasText: 'We received your enquiry' });
    await result.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Thank you');
    expect(await callRequestsFor(phone)).toEqual([
      expect.objectContaining({ source: 'website', notes: 'Website enquiry from Ravi Kumar, Hotel Saravana (Dindigul): 50 kg onions every week' }),
    ]);
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
    await close();
  });

  it('a buyer enquiry without JavaScript: the server shows the errors with the values kept, then the thank-you page', async () => {
    const phone = uniquePhone('7');
    const { page, close } = await openPage('/Footer', { javaScriptEnabled: false });
    await page.getByLabel('Your name').fill('Meena');
    await page.getByLabel('Business name').fill('Cafe Kaapi');
    await page.getByLabel('Phone number').fill('98765');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('Please correct the fields marked below.');
    expect(await page.locator('#enquiry-phoneNumber-error').textContent()).toBe('Phone Number must be exactly 10 digits');
    expect(await page.getByLabel('Your name').inputValue()).toBe('Meena');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('enquiry-phoneNumber');
    await page.getByLabel('Phone number').fill(phone);
    await page.getByLabel('City').fill('Palani');
    await page.getByLabel('What do you need?').fill('Coffee beans and milk');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.waitForURL(/\/enquiry\/received$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank you');
    expect(await callRequestsFor(phone)).toEqual([expect.objectContaining({ source: 'website' })]);
    await close();
  });

  it('the first tap on Send enquiry before the page is interactive: the errors show on the Contact page, stay once hydrated, and the corrected enquiry goes (1280 and 390 px)', async () => {
    for (const [width, tap] of [[1280, false], [390, true]] as const) {
      // A client address of its own per width: the enquiry limit counts per address.
      const client = { 'x-forwarded-for': `198.51.100.${tap ? 21 : 22}` };
      const { page, errors, close } = await openPage('/Footer', { viewport: { width, height: 800 }, hasTouch: tap, bypassCSP: true, extraHTTPHeaders: client }, false);
      await firstTapEnquiry(page, en, (message) => renderText(message, 'en'), tap);
      const violations = await axeViolations(page, 'minor');
      expect(violations, `the answered enquiry at ${width}px:\n${describeViolations(violations)}`).toEqual([]);
      await sendCorrectedEnquiry(page, en);
      expect(errors.filter((e) => !e.includes('400')), `${width}px`).toEqual([]);
      await close();
    }
  });

  it('an enquiry without JavaScript over the limit gets the form page saying when to try again, not JSON', async () => {
    const enquiry = { name: 'Meena', business: 'Cafe Kaapi', phoneNumber: uniquePhone('7'), city: 'Palani', needs: 'Milk' };
    // A client address no other test uses: its minute (10 enquiries) starts and is filled here; the browser then sends one more.
    const client = { 'x-forwarded-for': '198.51.100.7' };
    for (let sent = 0; sent < 10; sent++) {
      const filled = await fetch(`${suite.product.url}/api/enquiries`, { method: 'POST', body: new URLSearchParams(enquiry), headers: { origin: suite.product.url, ...client }, redirect: 'manual' });
      expect([filled.status, filled.headers.get('x-ratelimit-remaining')]).toEqual([303, String(9 - sent)]);
    }
    const { page, close } = await openPage('/Footer', { javaScriptEnabled: false, extraHTTPHeaders: client });
    await page.getByLabel('Your name').fill(enquiry.name);
    await page.getByLabel('Business name').fill(enquiry.business);
    await page.getByLabel('Phone number').fill(enquiry.phoneNumber);
    await page.getByLabel('City').fill(enquiry.city);
    await page.getByLabel('What do you need?').fill(enquiry.needs);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/enquiries'));
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    expect((await answer).status()).toBe(429);
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('Please wait a minute and send it again.');
    expect(await page.getByRole('button', { name: 'Send enquiry' }).isVisible()).toBe(true);
    await close();
  });

  it('Terms and Privacy are pages without JavaScript, and dialogs with it', async () => {
    const plain = await openPage('/Footer', { javaScriptEnabled: false });
    await plain.page.getByRole('link', { name: "Our Term's" }).click();
    await plain.page.waitForURL(/\/terms$/);
    expect(await plain.page.getByRole('heading', { level: 1 }).textContent()).toBe('Terms and Conditions');
    await plain.close();
    const { page, close } = await openPage('/Footer');
    await page.getByRole('link', { name: 'Our Privacy' }).click();
    await page.getByRole('dialog', { name: 'Privacy Policy' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/Footer');
    await close();
  });

  it('visual: "Ho Re Ca" never breaks, card grids leave no orphan row, body text follows the browser font size', async () => {
    for (const width of [1280, 1024, 768, 390, 320]) {
      const { page, close } = await openPage('/', { viewport: { width, height: 800 } });
      const lines = await page.evaluate(() => {
        const h1 = document.querySelector('h1');
        const content = h1?.textContent ?? '';
        const start = content.indexOf('Ho\u00a0Re\u00a0Ca');
        if (!h1 || start < 0) return -1;
        const range = document.createRange();
        const walker = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT);
        let node = walker.nextNode();
        let offset = 0;
        while (node && offset + (node.textContent ?? '').length <= start) {
          offset += (node.textContent ?? '').length;
          node = walker.nextNode();
        }
        if (!node) return -1;
        range.setStart(node, start - offset);
        range.setEnd(node, start - offset + 'Ho Re Ca'.length);
        return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
      });
      expect(lines, `Ho Re Ca at ${width}px`).toBe(1);
      for (const selector of ['.values', '.promises', '.pitch']) {
        const rows = await page.evaluate((sel) => {
          const tops = Array.from(document.querySelectorAll(`${sel} > *`)).map((el) => Math.round(el.getBoundingClientRect().top));
          const counts = new Map<number, number>();
          for (const top of tops) counts.set(top, (counts.get(top) ?? 0) + 1);
          return [...counts.values()];
        }, selector);
        expect(new Set(rows).size, `${selector} rows at ${width}px: ${rows.join(', ')}`).toBe(1);
      }
      await close();
    }
    const { page, close } = await openPage('/');
    const base = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    await page.evaluate(() => (document.documentElement.style.fontSize = '20px'));
    expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize))).toBeCloseTo((base * 20) / 16, 1);
    await close();
  });

  it('visual: without JavaScript the phone header scrolls away; the footer focus ring has at least 3:1 contrast', async () => {
    const plain = await openPage('/', { javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    await plain.page.evaluate(() => window.scrollTo(0, 2000));
    const headerBottom = await plain.page.evaluate(() => document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0);
    expect(headerBottom).toBeLessThanOrEqual(0);
    await plain.close();

    const { page, close } = await openPage('/Footer');
    await page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const [ring, background] = await page.evaluate(() => [
      getComputedStyle(document.activeElement as Element).outlineColor,
      getComputedStyle(document.querySelector('.site-footer') as Element).backgroundColor,
    ]);
    const luminance = (css: string) => {
      const [r, g, b] = (css.match(/\d+/g) ?? []).slice(0, 3).map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    const [hi, lo] = [luminance(ring), luminance(background)].sort((a, b) => b - a);
    expect(((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)).toBeGreaterThanOrEqual(3);
    await close();
  });

  it('a transport provider applies with every declared field (vehicle type from master data) and Terms consent, is logged in, and the admin sees the application', async () => {
    const phone = uniquePhone('9');
    const { page, close } = await openPage('/vendor');
    const form = page.getByRole('form', { name: 'Apply to sell' });
    await form.getByLabel('Category').selectOption('transport');
    await form.getByLabel('Name', { exact: true }).fill('Selvam Driver');
    await form.getByLabel('Phone Number').fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    await form.getByLabel('Email').fill('selvam@example.com');
    await form.getByLabel('City').selectOption('Palani');
    // Vehicle types are the transport categories of master data (the demo seed's), not free text.
    await form.getByRole('option', { name: 'Mini Truck' }).waitFor({ state: 'attached' });
    await form.getByLabel('Vehicle Type').selectOption('Mini Truck');
    await form.getByLabel('Vehicle Model').fill('Tata Ace');
    await form.getByLabel('Vehicle Registration Number').fill('TN 57 AB 1234');
    await form.getByLabel('Years of Driving Experience').fill('9');
    await form.getByLabel('Days and Hours Available').fill('Mon-Sat 5-11');
    await form.getByLabel('Location', { exact: true }).fill('3 Bus Stand Road');
    await form.getByLabel('Business Category').fill('Market Loads');
    await form.getByLabel('Description').fill('Early morning market runs.');
    await form.getByLabel('Password').fill('truck-123');
    await form.getByRole('button', { name: 'Send application' }).click();
    const consent = form.getByRole('checkbox', { name: 'I accept the Terms and Conditions' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('apply-acceptTerms');
    await consent.check();
    await form.getByRole('button', { name: 'Send application' }).click();
    await page.getByRole('heading', { name: 'Welcome, Selvam Driver' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Welcome, Selvam Driver');
    expect(await page.getByText('Awaiting approval').count()).toBe(1);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('vendorUser') ?? 'null'));
    expect(stored.user.phoneNumber).toBe(phone);
    expect(stored.expiresAt - Date.now()).toBeGreaterThan(59 * 60_000);

    const list = await fetch(`${suite.product.url}/api/transport/unverified/list`, { headers: { cookie: await adminCookie() } });
    const vendors = (await list.json()) as { phoneNumber: string; name: string; vehicle_type: string }[];
    expect(vendors.find((v) => v.phoneNumber === phone)).toMatchObject({ name: 'Selvam Driver', vehicle_type: 'Mini Truck' });

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('form', { name: 'Vendor login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('vendorUser'))).toBeNull();
    await close();
  });

  it('a vegetable store applies, adds photos and chooses the poster, and sees one status; the admin sees the photos and the poster', async () => {
    const phone = uniquePhone('7');
    const { page, errors, close } = await openPage('/vendor', { viewport: { width: 390, height: 800 }, bypassCSP: true });
    const form = page.getByRole('form', { name: 'Apply to sell' });
    await form.getByLabel('Category').selectOption('vegetable');
    await form.getByLabel('Name', { exact: true }).fill('Kavitha Raman');
    await form.getByLabel('Store Name').fill('Kavitha Greens');
    await form.getByLabel('Location', { exact: true }).fill('12 Big Bazaar Street');
    await form.getByLabel('City').selectOption('Dindigul');
    await form.getByLabel('Phone Number').fill(phone);
    await form.getByLabel('Email').fill('kavitha@example.com');
    await form.getByRole('option', { name: 'Leafy Greens' }).waitFor({ state: 'attached' });
    await form.getByLabel('Business Category').selectOption('Leafy Greens');
    await form.getByLabel('Price (optional)').fill('30 per bunch');
    await form.getByLabel('Service Details').fill('Door delivery before 7 am');
    await form.getByLabel('Description').fill('Fresh greens every morning');
    await form.getByLabel('Password').fill('greens-123');
    await form.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
    await form.getByRole('button', { name: 'Send application' }).click();
    await page.getByRole('heading', { name: 'Welcome, Kavitha Raman' }).waitFor();

    const photos = page.getByRole('region', { name: 'Photos' });
    await photos.getByLabel('Add photos').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: gradientPng(1200, 800, [30, 120, 40], [200, 230, 90], 4) },
      { name: 'inside.png', mimeType: 'image/png', buffer: gradientPng(600, 600, [120, 40, 30], [240, 200, 120], 2) },
    ]);
    await photos.getByText('2 photos added.').waitFor();
    expect(await photos.getByRole('radio', { name: 'Poster: photo 1' }).isChecked()).toBe(true);
    await photos.getByRole('radio', { name: 'Poster: photo 2' }).check();
    await photos.getByText('Photo 2 is now your poster.').waitFor();
    await expect.poll(() => photos.getByRole('img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth === 320))).toBe(true);
    // One status: the review state, once.
    expect(await page.getByTestId('application-status').textContent()).toBe('Awaiting approval');
    expect(await page.getByText('Changes requested').count()).toBe(0);
    const violations = await axeViolations(page, 'minor');
    expect(violations, describeViolations(violations)).toEqual([]);

    const cookie = await adminCookie();
    const vendors = (await (await fetch(`${suite.product.url}/api/vegetable/unverified/list`, { headers: { cookie } })).json()) as {
      phoneNumber: string;
      user_id: number;
      poster: string | null;
      category: string;
    }[];
    const vendor = vendors.find((v) => v.phoneNumber === phone);
    expect(vendor?.category).toBe('Leafy Greens');
    const images = (await (await fetch(`${suite.product.url}/vegetable/storeimage/${vendor?.user_id}`, { headers: { cookie } })).json()) as { imagePaths: string[] };
    expect(images.imagePaths).toHaveLength(2);
    expect(vendor?.poster).toBe(images.imagePaths[1]);

    // After a reload (no token) the stored status shows, still once.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText('Log in again to refresh this status.').waitFor();
    expect(await page.getByText('Awaiting approval').count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('a malformed vendorUser in storage does not break /vendor', async () => {
    const { page, errors, close } = await openPage('/vendor');
    await page.evaluate(() => localStorage.setItem('vendorUser', '{"user":'));
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('form', { name: 'Vendor login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('vendorUser'))).toBeNull();
    expect(errors).toEqual([]);
    await close();
  });
});
