/**
 * The florist's texts come from its declaration alone, in English and Tamil: the admin's catalogues and the vendor
 * portal's labels and messages derive them. On the copy where florists are a kind of the product (onACopy.test.ts),
 * the product's own catalogues show them too.
 */
import { expect, it } from 'vitest';
import { tamilApplyLabels, tamilPortalNames, VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds';
import { tamilMessage } from '../../src/domain/tamilMessages';
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
  expect(tamilApplyLabels(registryWithFlorists)['Flower Shop']).toBe('பூக்கடையின் பெயர்');
  expect(tamilApplyLabels(registryWithFlorists)['Garlands per Day']).toBe('ஒரு நாளைக்கு மாலைகள்');
  expect(tamilPortalNames(registryWithFlorists).florist).toBe('பூக்கடை');
});

it.runIf(isProductKind)("shows the florist's texts in the product's catalogues and the portal's messages once registered", () => {
  const resources = (catalogue: object) => (catalogue as { resources: Record<string, { name: string; fields: Record<string, string> }> }).resources;
  expect(resources(en).florists?.fields.shopName).toBe('Flower Shop');
  expect(resources(ta).florists?.name).toBe('பூக்கடை |||| பூக்கடைகள்');
  expect(kindLabel('ta', 'florist')).toBe('பூக்கடை');
  expect(tamilMessage('Flower Shop is required')).toBe('பூக்கடையின் பெயர் தேவை');
});
