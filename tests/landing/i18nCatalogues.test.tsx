// @vitest-environment jsdom
/**
 * The landing's languages: every catalogue has every key of every other, the Tamil pages say nothing in English
 * beyond names and numbers (prerendered pages and the vendor forms drawn in the browser), and the forms' checks
 * (SPEC 5) speak Tamil on a Tamil page.
 */
import { cleanup, render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../landing/i18n/en.ts';
import { ta } from '../../landing/i18n/ta.ts';
import type { Catalogue } from '../../landing/i18n/types.ts';
import { LANGUAGES, basePathOf, languageOfPath, localizedPath } from '../../landing/i18n/index.ts';
import { ROUTES } from '../../landing/routes.tsx';
import { render as prerender } from '../../landing/prerender.tsx';
import { Router } from '../../landing/router/Router.tsx';
import { VendorSessionProvider } from '../../landing/session/VendorSession.tsx';
import { ApplyForm } from '../../landing/vendor/ApplyForm.tsx';
import { LoginForm } from '../../landing/vendor/LoginForm.tsx';
import { PhotosSection } from '../../landing/vendor/PhotosSection.tsx';
import { VENDOR_KINDS } from '../../src/domain/constants.ts';
import { VALIDATION_TEXTS } from '../../src/domain/validationTexts.ts';

/** Every key path of a catalogue, with the kind of value (text, function of n arguments, list of n). */
function shape(value: unknown, at = ''): string[] {
  if (typeof value === 'string') return [`${at}: text`];
  if (typeof value === 'function') return [`${at}: function(${value.length})`];
  if (Array.isArray(value)) return [`${at}: list(${value.length})`, ...value.flatMap((item, i) => shape(item, `${at}[${i}]`))];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => shape(item, at ? `${at}.${key}` : key));
  return [`${at}: ${typeof value}`];
}

/** Every text of a catalogue, functions called with sample arguments. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [String((value as (...a: unknown[]) => unknown)(...Array.from({ length: value.length }, () => 3)))];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

/**
 * Latin words that may stay on a Tamil page: the brand, names (places, the kinds' values), abbreviations and file
 * formats read the same in Tamil (B2B, SMS, JPEG), and contact details.
 */
const ALLOWED_LATIN = new Set(['HoReCa', 'Market', 'Place', 'B2B', 'SMS', 'JavaScript', 'JPEG', 'PNG', 'WebP', 'GIF', 'PDF', 'ZIP', 'MB', 'Dindigul', 'Palani', 'Coimbatore', 'Pollachi']);
const CONTACT_LIKE = /\S+@\S+|\+91[\d ]+|\b\d+\b/g;

/** The English words left in a text (after names, addresses and numbers). */
function englishIn(text: string): string[] {
  const words = text.replace(CONTACT_LIKE, ' ').match(/[A-Za-z0-9]+(?:['’][A-Za-z]+)?/g) ?? [];
  return words.filter((word) => /[A-Za-z]/.test(word) && !ALLOWED_LATIN.has(word));
}

/** A page's visible text and its accessible names (aria-label, alt, title, placeholder). */
function pageText(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  doc.querySelectorAll('script, style, svg').forEach((node) => node.remove());
  const attributes = [...doc.querySelectorAll('[aria-label], [alt], [title], [placeholder]')].flatMap((node) =>
    ['aria-label', 'alt', 'title', 'placeholder'].map((name) => node.getAttribute(name) ?? ''),
  );
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  const words: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) words.push(node.textContent ?? '');
  return [...words, ...attributes].join(' ');
}

describe('the landing catalogues', () => {
  it('every language has exactly the keys (and list lengths, and argument counts) of the English catalogue', () => {
    const english = shape(en);
    for (const [code, language] of Object.entries(LANGUAGES)) {
      const other = shape(language.catalogue);
      expect(other.filter((key) => !english.includes(key)), `${code}: keys English lacks`).toEqual([]);
      expect(english.filter((key) => !other.includes(key)), `${code}: keys missing`).toEqual([]);
    }
  });

  it('the enquiry notice the server draws on its no-JavaScript answer is the form\'s own, in both languages', () => {
    expect(en.enquiry.correctBelow).toBe(VALIDATION_TEXTS.en['validation.correctBelow']);
    expect(ta.enquiry.correctBelow).toBe(VALIDATION_TEXTS.ta['validation.correctBelow']);
  });

  it('the documents intro speaks to every kind of vendor, not only to a store', () => {
    expect(en.vendor.documents.intro).toBe('Upload a clear photo or PDF of each document. Those marked required are checked before your listing goes live.');
    expect(ta.vendor.documents.intro).not.toContain('கடை');
  });

  it('a catalogue missing a key does not compile', () => {
    const { nav: _nav, ...withoutNav } = ta;
    // @ts-expect-error: `nav` is missing, so this is not a Catalogue
    const incomplete: Catalogue = withoutNav;
    expect(incomplete).not.toHaveProperty('nav');
  });

  it('the Tamil catalogue has no English left beyond names and numbers', () => {
    const left = texts(ta).flatMap((text) => englishIn(text).map((word) => `${word} in "${text}"`));
    expect(left).toEqual([]);
  });

  it('paths: English keeps today’s paths, Tamil lives under /ta/, and a page maps to its other-language twin', () => {
    expect(localizedPath('ta', '/')).toBe('/ta/');
    expect(localizedPath('ta', '/Standard')).toBe('/ta/Standard');
    expect(localizedPath('en', '/Standard')).toBe('/Standard');
    expect(languageOfPath('/ta')).toBe('ta');
    expect(languageOfPath('/ta/vendor')).toBe('ta');
    expect(languageOfPath('/tamil')).toBe('en');
    expect(basePathOf('/ta/Footer')).toBe('/Footer');
    expect(basePathOf('/ta')).toBe('/');
    const english = ROUTES.filter((r) => r.lang === 'en').map((r) => r.basePath);
    const tamil = ROUTES.filter((r) => r.lang === 'ta').map((r) => r.basePath);
    expect(tamil).toEqual(english);
    expect(ROUTES.find((r) => r.lang === 'en' && r.basePath === '/')?.title).toBe('HoReCa Market Place | B2B fresh produce in Tamil Nadu');
  });
});

describe('the prerendered Tamil pages', () => {
  it.each(ROUTES.filter((r) => r.lang === 'ta').map((r) => [r.path]))('%s says nothing in English beyond names and numbers', async (path) => {
    const html = await prerender(path);
    expect(html).toContain('lang="en"'); // the switch back to English names itself in English
    const withoutSwitch = html.replace(/<a[^>]*hreflang="en"[^>]*>.*?<\/a>/g, '');
    expect(englishIn(pageText(withoutSwitch))).toEqual([]);
    const route = ROUTES.find((r) => r.path === path);
    expect(englishIn(`${route?.title} ${route?.description}`)).toEqual([]);
  });

  it('the footer\'s Shop and FAQs lead to real content in each language: the marketplace pitch and the Contact page\'s questions', async () => {
    for (const [lang, catalogue] of [['en', en], ['ta', ta]] as const) {
      const home = await prerender(localizedPath(lang, '/'));
      expect(home).toContain(`href="${localizedPath(lang, '/')}#marketplace"`);
      expect(home).toContain('id="marketplace"');
      expect(home).toContain(`href="${localizedPath(lang, '/Footer')}#faqs"`);
      const contact = await prerender(localizedPath(lang, '/Footer'));
      expect(contact).toMatch(/<section id="faqs"[^>]*aria-labelledby="faqs-title"/);
      expect(catalogue.faqs.items.length).toBeGreaterThanOrEqual(5);
      for (const { question, answer } of catalogue.faqs.items) {
        expect(contact).toContain(`<summary>${question}</summary>`);
        expect(contact).toContain(answer);
      }
    }
  });

  it('the English home keeps the SPEC’s texts and links to its Tamil twin', async () => {
    const html = await prerender('/');
    expect(html).toContain('Tamilnadu');
    expect(html).toContain('New Retail Platform for food and grocery');
    expect(html).toMatch(/<a href="\/ta\/" hreflang="ta" lang="ta"[^>]*>தமிழ்<\/a>/);
    const tamilStandards = await prerender('/ta/Standard');
    expect(tamilStandards).toMatch(/<a href="\/Standard" hreflang="en" lang="en"[^>]*>English<\/a>/);
    expect(tamilStandards).toContain('href="/ta/Product"');
  });
});

describe('the vendor forms on a Tamil page', () => {
  afterEach(cleanup);

  const inTamil = (children: ReactNode) =>
    render(
      <Router initialPath="/ta/vendor">
        <VendorSessionProvider>{children}</VendorSessionProvider>
      </Router>,
    );

  it.each(VENDOR_KINDS.map((kind) => [kind]))('the %s application shows Tamil labels and Tamil SPEC 5 messages', async (kind) => {
    const user = userEvent.setup();
    inTamil(<ApplyForm />);
    const form = screen.getByRole('form', { name: 'விற்க விண்ணப்பியுங்கள்' });
    await user.selectOptions(within(form).getByLabelText('வகை'), kind);
    await user.click(within(form).getByRole('button', { name: 'விண்ணப்பத்தை அனுப்பு' }));
    expect(within(form).getByLabelText('போன் நம்பர்')).toHaveAccessibleDescription('போன் நம்பர் தேவை');
    expect(within(form).getByLabelText('கடவுச்சொல்')).toHaveAccessibleDescription('கடவுச்சொல் தேவை');
    // A store's or transport's own category is the form's "Business Category", and its message says so.
    if (kind === 'vegetable' || kind === 'transport') expect(within(form).getByLabelText('வியாபார வகை')).toHaveAccessibleDescription('வியாபார வகை தேவை');
    // Every kind's place: not "where the shop is" for a transport provider.
    if (kind === 'transport') expect(within(form).getByLabelText('இருப்பிடம்')).toHaveAccessibleDescription('இருப்பிடம் தேவை');
    expect(englishIn(pageText(form.outerHTML))).toEqual([]);
    expect(within(form).getByText('விதிமுறைகளையும் நிபந்தனைகளையும் ஏற்றுக்கொள்ளுங்கள்')).toBeInTheDocument();
  });

  it('the phone rule of SPEC 5 in Tamil, and the login form in Tamil', async () => {
    const user = userEvent.setup();
    inTamil(<LoginForm />);
    const phone = screen.getByLabelText('போன் நம்பர்');
    await user.type(phone, '12345');
    await user.tab();
    expect(phone).toHaveAccessibleDescription('போன் நம்பர் சரியாக 10 இலக்கங்கள் இருக்க வேண்டும்');
    expect(englishIn(pageText(document.body.innerHTML))).toEqual([]);
  });

  it('the signed-in vendor\'s photos section in Tamil, its guidance included', () => {
    const photos = { images: [{ name: 'a.jpg', url: '/vegetablestoreimages/a.jpg', thumbnail: '/vegetablestoreimages/a-t.jpg' }], poster: 'a.jpg' };
    inTamil(<PhotosSection token="t" photos={photos} editable onChange={() => undefined} />);
    const section = screen.getByRole('region', { name: 'போட்டோக்கள்' });
    expect(within(section).getByText(/அதிகபட்சம் 10/)).toBeInTheDocument();
    expect(englishIn(pageText(section.outerHTML))).toEqual([]);
  });
});
