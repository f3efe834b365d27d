/**
 * The vendor portal and the enquiry form answer their validation messages in the caller's language
 * (Accept-Language, or ?lang= from the landing's plain form post); field names never change, English stays the
 * SPEC's text. Runs on SQLite (unit) and PostgreSQL (unit-pg).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, startServer, type TestServer } from '../helpers/server.ts';
import { acceptedLanguage } from '../../server/i18n/language.ts';
import { complianceMessages } from '../../src/domain/compliance/documents.ts';
import { identifierMessages } from '../../src/domain/compliance/identifiers.ts';
import { FSSAI_LICENCE_TYPES } from '../../src/domain/compliance/requirements.ts';
import { fieldErrors } from '../../src/domain/fieldValidation.ts';
import { renderErrors, renderText, validationText, VALIDATION_TEXTS } from '../../src/domain/validationTexts.ts';
import { VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds/index.ts';
import { applicationSchemaOf, applyFieldsOf, applyNameOf } from '../../src/domain/vendorKinds/application.ts';
import { FIXTURE_PASSWORD, createVendor } from './vendorFixtures.ts';

/** Latin a Tamil message may keep: file formats, and the numbers' shapes as they are typed. */
const KEPT_LATIN = /\b(JPEG|PNG|WebP|GIF|PDF|MP4|MB|YYYY|MM|DD|TN|AB|BH|AA|ABCPE1234F|TN01|GRV|Google|Map|Maps)\b/g;
const englishIn = (message: string) => message.replace(KEPT_LATIN, '').match(/[A-Za-z]{2,}/g) ?? [];

describe('validation messages in the caller’s language', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  let address = 0;
  const post = (url: string, body: object, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers }, remoteAddress: `10.9.0.${++address}` });

  const application = { category: 'vegetable', name: '', storename: 'Kavitha Greens', phoneNumber: '12345', email: 'kavitha@example.com', password: 'secret1' };

  it('a vendor application in Tamil: the same fields, Tamil SPEC 5 messages', async () => {
    const english = await post('/api/vendor/apply', application);
    const tamil = await post('/api/vendor/apply', application, { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.5' });
    expect(english.statusCode).toBe(400);
    expect(tamil.statusCode).toBe(400);
    const { errors: en } = english.json() as { errors: Record<string, string> };
    const { errors: ta } = tamil.json() as { errors: Record<string, string> };
    expect(Object.keys(ta).sort()).toEqual(Object.keys(en).sort());
    expect(en).toMatchObject({ name: 'Name is required', phoneNumber: 'Phone Number must be exactly 10 digits', acceptTerms: 'Please accept the Terms and Conditions' });
    expect(ta).toMatchObject({
      name: 'பெயர் தேவை',
      phoneNumber: 'போன் நம்பர் சரியாக 10 இலக்கங்கள் இருக்க வேண்டும்',
      acceptTerms: 'விதிமுறைகளையும் நிபந்தனைகளையும் ஏற்றுக்கொள்ளுங்கள்',
      location: 'இருப்பிடம் தேவை',
      city: 'ஊர் தேவை',
    });
    for (const message of Object.values(ta)) expect(message, message).not.toMatch(/[A-Za-z]{2,}/);
  });

  it('the vendor login and an unknown category in Tamil; English when the caller prefers it', async () => {
    const login = await post('/api/vendor/login', { category: 'vegetable', phoneNumber: '99', password: '' }, { 'accept-language': 'ta' });
    expect(login.statusCode).toBe(400);
    expect(login.json().errors).toMatchObject({ phoneNumber: 'போன் நம்பர் சரியாக 10 இலக்கங்கள் இருக்க வேண்டும்', password: 'கடவுச்சொல் தேவை' });
    const kind = await post('/api/vendor/apply', { category: '' }, { 'accept-language': 'ta' });
    expect(kind.json().errors).toEqual({ category: 'வகை தேவை' });
    const preferred = await post('/api/vendor/apply', { category: '' }, { 'accept-language': 'en-IN, ta;q=0.8' });
    expect(preferred.json().errors).toEqual({ category: 'Category is required' });
  });

  it('the enquiry form: JSON in Tamil, and the Tamil page’s plain form post (?lang=ta) answers the Tamil page', async () => {
    const json = await post('/api/enquiries', { name: '', business: 'Hotel Saravana', phoneNumber: '1', city: 'Dindigul', needs: 'onions' }, { 'accept-language': 'ta' });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toEqual({ name: 'பெயர் தேவை', phoneNumber: 'போன் நம்பர் சரியாக 10 இலக்கங்கள் இருக்க வேண்டும்' });
    const form = await server.app.inject({
      method: 'POST',
      url: '/api/enquiries?lang=ta',
      payload: 'name=&business=Hotel&phoneNumber=98765&city=Palani&needs=rice',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: `10.9.0.${++address}`,
    });
    expect(form.statusCode).toBe(400);
    // Without a built landing the server answers JSON; with it, the Tamil Contact page with the form's notice.
    if (String(form.headers['content-type']).startsWith('text/html')) {
      expect(form.body).toContain('<html lang="ta" data-page-path="/ta/Footer">');
      expect(form.body).toContain('கீழே குறிக்கப்பட்ட விவரங்களைச் சரிசெய்யுங்கள்.');
      expect(form.body).toContain('பெயர் தேவை');
    } else {
      expect(form.json().errors).toMatchObject({ name: 'பெயர் தேவை' });
    }
  });

  it('Accept-Language: quality order, q=0 refused, regional tags, English by default', () => {
    expect(acceptedLanguage(undefined)).toBe('en');
    expect(acceptedLanguage('ta')).toBe('ta');
    expect(acceptedLanguage('ta-IN')).toBe('ta');
    expect(acceptedLanguage('fr, ta;q=0.5')).toBe('ta');
    expect(acceptedLanguage('ta;q=0, en')).toBe('en');
    expect(acceptedLanguage('en;q=0.4, ta;q=0.9')).toBe('ta');
    expect(acceptedLanguage('de')).toBe('en');
  });

  it('every message the vendor kinds’ applications give an applicant renders in Tamil, the kinds’ labels and choices included', () => {
    for (const kind of VENDOR_KIND_DECLARATIONS) {
      const bad = Object.fromEntries(applyFieldsOf(kind).map((field) => [applyNameOf(field), field.type === 'wholeNumber' ? 'many' : field.type === 'choice' ? 'Other' : '\u202E']));
      for (const input of [{ category: kind.kind }, { ...bad, category: kind.kind }]) {
        const result = applicationSchemaOf(kind).safeParse(input);
        if (result.success) throw new Error(`${kind.kind}: a bad application passed`);
        for (const [field, tamil] of Object.entries(renderErrors(fieldErrors(result.error), 'ta'))) expect(englishIn(tamil), `${kind.kind}.${field}: ${tamil}`).toEqual([]);
      }
    }
  });

  it('the catalogue’s Tamil texts carry no English words but the numbers’ shapes and file formats', () => {
    for (const [key, tamil] of Object.entries(VALIDATION_TEXTS.ta)) {
      if (key === 'validation.activeFlag') continue; // The admin's own wire name (active).
      expect(englishIn(tamil.replace(/\{\w+\}/g, '')), key).toEqual([]);
    }
  });

  it('the portal’s photos and documents answer a Tamil caller in Tamil: the file checks, the number checks, the dates', async () => {
    const { phoneNumber } = await createVendor(server, 'vegetable', { documents: false });
    const login = await post('/api/vendor/login', { category: 'vegetable', phoneNumber, password: FIXTURE_PASSWORD });
    const headers = { authorization: `Bearer ${login.json().token}`, 'accept-language': 'ta' };
    const notAFile = { file: { bytes: Buffer.from('not a picture'), filename: 'shop.jpg', type: 'image/jpeg' } };
    const send = async (url: string, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = notAFile) => {
      const res = await server.app.inject({ method: 'POST', url, headers, payload: multipart(fields, files) as unknown as object, remoteAddress: `10.9.0.${++address}` });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors as Record<string, string>;
    };
    const photo = await send('/api/vendor/images', {});
    const document = await send('/api/vendor/documents', { requirement: 'fssai', number: '12345', licence_type: 'Permit', expires_on: '2020-01-31' });
    const noFile = await send('/api/vendor/documents', { requirement: 'fssai', number: '12421999000123', licence_type: 'Registration', expires_on: '2099-01-31' }, {});
    expect(Object.keys(document).sort()).toEqual(['expires_on', 'file', 'licence_type', 'number']);
    expect(document).toMatchObject({ number: 'எஃப்எஸ்எஸ்ஏஐ எண் சரியாக 14 இலக்கங்கள் இருக்க வேண்டும்', expires_on: 'செல்லுபடியாகும் கடைசி நாள் ஏற்கனவே கடந்துவிட்டது' });
    expect(document.licence_type).toBe('உரிம வகை: பதிவு, மாநில உரிமம், மத்திய உரிமம் இவற்றில் ஒன்று');
    for (const message of [...Object.values(photo), ...Object.values(document), ...Object.values(noFile)]) expect(englishIn(message), message).toEqual([]);
  });

  it('every message the portal’s documents, uploads and stories give a vendor renders in Tamil', () => {
    const vendorFacing = [
      ...Object.values(identifierMessages),
      validationText('validation.invalidNumber'),
      complianceMessages.expiryRequired,
      complianceMessages.expiryFormat,
      complianceMessages.expiryPast,
      complianceMessages.licenceTypeRequired(FSSAI_LICENCE_TYPES),
      complianceMessages.fileRequired,
      complianceMessages.unknownRequirement,
      validationText('upload.imageType', { formats: 'JPEG, PNG, WebP or GIF' }),
      validationText('upload.theFileType', { formats: 'JPEG, PNG, WebP, GIF or MP4' }),
      validationText('upload.fileType', { formats: 'JPEG, PNG, WebP or PDF' }),
      validationText('upload.photoType', { formats: 'JPEG, PNG, WebP or GIF' }),
      validationText('upload.photoNotAnImage'),
      validationText('upload.tooBig', { megabytes: 5 }),
      validationText('portal.storiesAfterApproval'),
      validationText('portal.sessionExpired'),
      validationText('portal.applicationLocked', { state: 'approved' }),
      validationText('portal.applicationLocked', { state: 'changes requested' }),
    ];
    for (const message of vendorFacing) {
      const tamil = renderText(message, 'ta');
      expect(tamil, message).not.toBe(renderText(message, 'en'));
      expect(englishIn(tamil), message).toEqual([]);
    }
  });
});
