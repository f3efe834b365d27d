/**
 * The florist's texts come from its declaration alone, in English and Tamil: the admin's catalogues and the vendor
 * portal's labels and messages derive them. On the copy where florists are a kind of the product (onACopy.test.ts),
 * the product's own catalogues show them too.
 */
import { expect, it } from 'vitest';
import { tamilPortalNames, VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds';
import { applicationSchemaOf, applyFieldsOf, applyLabelTextOf } from '../../src/domain/vendorKinds/application';
import { fieldErrors } from '../../src/domain/fieldValidation';
import { renderErrors } from '../../src/domain/validationTexts';
import { vendorKindMessages } from '../../src/i18n/vendorKindTexts';
import { en } from '../../src/i18n/en';
import { ta } from '../../src/i18n/ta';
import { kindLabel } from '../../landing/vendor/options';
import { registryWithFlorists } from './registry';

const isProductKind = VENDOR_KIND_DECLARATIONS.some((declaration) => (declaration.kind as string) === 'florist');

it('gives the Tamil admin the florist in Tamil, from the declaration', () => {
  const tamil = vendorKindMessages(registryWithFlorists, 'ta').florists;
  expect(tamil?.name).toBe('பூக்கடை |||| பூக்கடைகள்');
  expect(tamil?.fields.shopName).toBe('பூக்கடையின் பெயர்');
  expect(tamil?.fields.shop_name).toBe('பூக்கடையின் பெயர்');
  expect(tamil?.action.unverifiedTitle).toBe('அங்கீகரிக்கப்படாத பூக்கடைகள்');
  expect(vendorKindMessages(registryWithFlorists, 'en').florists?.fields.shopName).toBe('Flower Shop');
});

it("gives the Tamil vendor portal the florist's labels and names", () => {
  const florist = registryWithFlorists.find((declaration) => declaration.kind === 'florist');
  if (!florist) throw new Error('no florist in the fixture registry');
  const labels = applyFieldsOf(florist).map(applyLabelTextOf);
  expect(labels).toContainEqual({ en: 'Flower Shop', ta: 'பூக்கடையின் பெயர்' });
  expect(labels).toContainEqual({ en: 'Garlands per Day', ta: 'ஒரு நாளைக்கு மாலைகள்' });
  const result = applicationSchemaOf(florist).safeParse({ category: 'florist', garlandsPerDay: 'many' });
  if (result.success) throw new Error('an empty application passed');
  const tamil = renderErrors(fieldErrors(result.error), 'ta');
  expect(tamil.shopName).toBe('பூக்கடையின் பெயர் தேவை');
  expect(tamil.garlandsPerDay).toBe('ஒரு நாளைக்கு மாலைகள் முழு எண்ணாக இருக்க வேண்டும்');
  expect(renderErrors(fieldErrors(result.error), 'en').shopName).toBe('Flower Shop is required');
  expect(tamilPortalNames(registryWithFlorists).florist).toBe('பூக்கடை');
});

it.runIf(isProductKind)("shows the florist's texts in the product's catalogues and the portal's messages once registered", () => {
  const resources = (catalogue: object) => (catalogue as { resources: Record<string, { name: string; fields: Record<string, string> }> }).resources;
  expect(resources(en).florists?.fields.shopName).toBe('Flower Shop');
  expect(resources(ta).florists?.name).toBe('பூக்கடை |||| பூக்கடைகள்');
  expect(kindLabel('ta', 'florist')).toBe('பூக்கடை');
});
