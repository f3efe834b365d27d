/**
 * The Tamil landing in a real browser (`npm start`, Debian Chromium, axe-core) at 390 and 1280 px: the pages in
 * Tamil with their font, the language switch keeping the section and remembered for the next visit, a vendor
 * application in Tamil with Tamil validation messages, no accessibility violation, and no text wider than its box.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_VENDOR_PASSWORD } from '../../server/db/seed/demo.ts';
import { axeViolations, describeViolations } from '../helpers/browser.ts';
import { AdminApi } from './adminApi.ts';
import { firstTapEnquiry, landingSuite, openInContext, sendCorrectedEnquiry } from './landingBrowser.ts';
import { ta } from '../../landing/i18n/ta.ts';
import { renderText } from '../../src/domain/validationTexts.ts';

const WIDTHS = [390, 1280] as const;
const TAMIL_PAGES = [
  { path: '/ta/', heading: 'ஹோட்டல், உணவகம், கஃபே வியாபாரத்துக்கான தமிழ்நாட்டின் வளர்ந்துவரும் B2B சந்தை' },
  { path: '/ta/Standard', heading: 'எங்கள் தரநிலைகள்' },
  { path: '/ta/Product', heading: 'எங்கள் உறுதிமொழிகள்' },
  { path: '/ta/Footer', heading: 'தொடர்பு' },
  { path: '/ta/vendor', heading: `HoReCa Market Place-ல் விற்பனை செய்யுங்கள்` },
  { path: '/ta/terms', heading: 'விதிமுறைகளும் நிபந்தனைகளும்' },
];

/** Elements whose content is wider than their box (text that overflows), and whether the page scrolls sideways. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const style = getComputedStyle(el);
        if (style.display === 'none' || style.visibility === 'hidden' || el.closest('svg, .visually-hidden, .skip-link')) return false;
        if (['SELECT', 'INPUT', 'TEXTAREA', 'OPTION'].includes(el.tagName)) return false;
        return el.scrollWidth > el.clientWidth + 1 && style.overflowX === 'visible' && el.clientWidth > 0;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.scrollWidth} > ${el.clientWidth} "${(el.textContent ?? '').slice(0, 40)}"`);
    return { wide, sideways: document.documentElement.scrollWidth > window.innerWidth };
  });
}

describe('the Tamil landing in a browser', () => {
  const suite = landingSuite();
  const open = (context: BrowserContext, path: string) => openInContext(context, suite.product.url + path);

  it.each(WIDTHS.map((w) => [w]))('at %i px every Tamil page reads in Tamil in Noto Sans Tamil, axe-clean, nothing overflowing', async (width) => {
    // axe-core is injected as an inline script, which the site's Content-Security-Policy (rightly) refuses.
    const context = await suite.browser.newContext({ viewport: { width, height: 800 }, bypassCSP: true });
    for (const { path, heading } of TAMIL_PAGES) {
      const { page, errors } = await open(context, path);
      expect(await page.getAttribute('html', 'lang')).toBe('ta');
      expect((await page.getByRole('heading', { level: 1 }).textContent())?.trim(), path).toBe(heading);
      const fontUsed = await page.evaluate(async () => {
        await document.fonts.ready;
        return document.fonts.check('16px "Noto Sans Tamil"', 'தமிழ்') && [...document.fonts].some((f) => f.family.includes('Noto Sans Tamil') && f.status === 'loaded');
      });
      expect(fontUsed, `${path}: Noto Sans Tamil loaded`).toBe(true);
      // Tamil text may break anywhere (a long word must not push the page sideways); the language link's one
      // English word must not ("Engli" / "sh" at 390 px).
      const switchLines = await page.locator('.language-switch a').evaluate((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(switchLines, `${path} at ${width}px: lines of the language link`).toBe(1);
      const violations = await axeViolations(page, 'minor');
      expect(violations, `${path} at ${width}px:\n${describeViolations(violations)}`).toEqual([]);
      const { wide, sideways } = await overflowing(page);
      expect(wide, `${path} at ${width}px`).toEqual([]);
      expect(sideways, `${path} at ${width}px scrolls sideways`).toBe(false);
      expect(errors, path).toEqual([]);
      await page.close();
    }
    await context.close();
  }, 240_000);

  it('the switch keeps the section and is remembered for the next visit; a first visit is never redirected', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 800 } });
    const { page } = await open(context, '/Product');
    expect(new URL(page.url()).pathname).toBe('/Product');
    await page.getByRole('link', { name: 'தமிழ்' }).click();
    await page.waitForURL((url) => url.pathname === '/ta/Product');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('எங்கள் உறுதிமொழிகள்');
    // The next visit, to an English address, opens in Tamil at the same section.
    await page.goto(`${suite.product.url}/Standard`);
    expect(new URL(page.url()).pathname).toBe('/ta/Standard');
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/Standard');
    await page.goto(`${suite.product.url}/`);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await context.close();
  });

  it.each(WIDTHS.map((w) => [w]))('at %i px a vendor application in Tamil shows Tamil validation messages, axe-clean, nothing overflowing', async (width) => {
    // axe-core is injected as an inline script, which the site's Content-Security-Policy (rightly) refuses.
    const context = await suite.browser.newContext({ viewport: { width, height: 800 }, bypassCSP: true });
    const { page, errors } = await open(context, '/ta/vendor');
    const apply = page.getByRole('form', { name: 'விற்க விண்ணப்பியுங்கள்' });
    await apply.getByLabel('வகை').selectOption('hotel');
    await apply.getByLabel('போன் நம்பர்').fill('98765');
    await apply.getByRole('button', { name: 'விண்ணப்பத்தை அனுப்பு' }).click();
    await apply.getByText('விதிமுறைகளையும் நிபந்தனைகளையும் ஏற்றுக்கொள்ளுங்கள்').waitFor();
    await expect.poll(() => apply.getByLabel('போன் நம்பர்').getAttribute('aria-describedby')).not.toBeNull();
    expect(await apply.getByText('போன் நம்பர் சரியாக 10 இலக்கங்கள் இருக்க வேண்டும்').count()).toBe(1);
    expect(await apply.getByText('ஹோட்டல் பெயர் தேவை').count()).toBe(1);
    expect(errors).toEqual([]);
    // The server answers in Tamil too (the page sends its language).
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/vendor/apply', { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': document.documentElement.lang }, body: '{"category":"hotel"}' });
      return (await response.json()) as { errors: Record<string, string> };
    });
    expect(answer.errors.name).toBe('பெயர் தேவை');
    const violations = await axeViolations(page, 'minor');
    expect(violations, `apply errors at ${width}px:\n${describeViolations(violations)}`).toEqual([]);
    const { wide, sideways } = await overflowing(page);
    expect(wide, `apply form at ${width}px`).toEqual([]);
    expect(sideways).toBe(false);
    await context.close();
  }, 120_000);

  it.each(WIDTHS.map((w) => [w]))('at %i px the first tap on Send enquiry before the page is interactive: the Tamil errors show on /ta/Footer, stay once hydrated, and the corrected enquiry goes', async (width) => {
    const tap = width === 390;
    const context = await suite.browser.newContext({ viewport: { width, height: 800 }, hasTouch: tap, bypassCSP: true });
    const { page, errors } = await openInContext(context, `${suite.product.url}/ta/Footer`, false);
    await firstTapEnquiry(page, ta, (message) => renderText(message, 'ta'), tap);
    const violations = await axeViolations(page, 'minor');
    expect(violations, `the answered enquiry at ${width}px:\n${describeViolations(violations)}`).toEqual([]);
    await sendCorrectedEnquiry(page, ta);
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
    await context.close();
  }, 120_000);

  it('at 390 px a vendor’s documents in Tamil: the file button, the number check and the server’s refusals read in Tamil', async () => {
    const [vendor] = await (await AdminApi.login(suite.product.url)).vegetables(true);
    if (!vendor) throw new Error('no approved vegetable vendor in the demo data');
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 800 }, bypassCSP: true });
    const { page, errors } = await open(context, '/ta/vendor');
    const login = page.getByRole('form', { name: 'விற்பனையாளர் உள்நுழைவு' });
    await login.getByLabel('வகை').selectOption('vegetable');
    await login.getByLabel('போன் நம்பர்').fill(vendor.phoneNumber);
    await login.getByLabel('கடவுச்சொல்').fill(DEMO_VENDOR_PASSWORD);
    await login.getByRole('button', { name: 'உள்நுழை' }).click();
    const fssai = page.getByRole('form', { name: /எஃப்எஸ்எஸ்ஏஐ/ });
    await fssai.locator('summary').click();
    // The browser would write its own "Choose Files"; the page's button says it in Tamil, under the transparent input
    // that takes its clicks and taps (checked in one layout, as fonts and sections may still move the page).
    const button = fssai.getByText('கோப்பைத் தேர்ந்தெடுங்கள்', { exact: true });
    const file = fssai.getByLabel('ஆவணம் (புகைப்படம் அல்லது பிடிஎஃப்)');
    const buttonTakesClicksToInput = await button.evaluate((element) => {
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit instanceof HTMLInputElement && hit.type === 'file' && hit.parentElement === element.parentElement;
    });
    expect(buttonTakesClicksToInput).toBe(true);
    const chooser = page.waitForEvent('filechooser');
    await file.click();
    await (await chooser).setFiles({ name: 'fssai-licence.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') });
    await fssai.getByText('fssai-licence.jpg').waitFor();
    const number = fssai.getByLabel('எஃப்எஸ்எஸ்ஏஐ எண்');
    await number.fill('12345');
    await fssai.getByLabel('உரிம வகை').selectOption('Registration');
    await fssai.getByLabel('செல்லுபடியாகும் கடைசி நாள்').fill('2020-01-31');
    const send = fssai.getByRole('button', { name: /அனுப்பு$/ });
    await send.click();
    await fssai.getByText('எஃப்எஸ்எஸ்ஏஐ எண் சரியாக 14 இலக்கங்கள் இருக்க வேண்டும்').waitFor();
    // A well-formed number goes to the server, which refuses the date and the file in the page's language.
    await number.fill('12421999000123');
    await send.click();
    await fssai.getByText('செல்லுபடியாகும் கடைசி நாள் ஏற்கனவே கடந்துவிட்டது').waitFor();
    expect(await fssai.getByText('கோப்பு JPEG, PNG, WebP அல்லது PDF வகையாக இருக்க வேண்டும்').count()).toBe(1);
    expect(await file.getAttribute('aria-invalid')).toBe('true');
    // The keyboard reaches the file input after the date, and its focus ring shows on the drawn button.
    await fssai.getByLabel('செல்லுபடியாகும் கடைசி நாள்').focus();
    for (let presses = 0; presses < 4 && !(await file.evaluate((input) => input === document.activeElement)); presses++) await page.keyboard.press('Tab');
    expect(await file.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await button.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    const violations = await axeViolations(page, 'minor');
    expect(violations, describeViolations(violations)).toEqual([]);
    const { wide, sideways } = await overflowing(page);
    expect(wide).toEqual([]);
    expect(sideways).toBe(false);
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
    await context.close();
  }, 120_000);
});
