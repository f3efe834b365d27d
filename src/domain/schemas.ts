/**
 * The validation rules (fieldValidation.ts) and the portal forms whose vendor kind is one of the registry's.
 * The registry's declarations are built from the rules, hence two files: importing this one never runs a
 * declaration before the rules it needs exist.
 */
import { z } from 'zod';
import { blankToUndefined, city, cleanText, email, messages, publicPhoneNumber, required, requiredText } from './fieldValidation';
import { VENDOR_KIND_DECLARATIONS } from './vendorKinds/index';

export * from './fieldValidation';

const kinds = VENDOR_KIND_DECLARATIONS.map((declaration) => declaration.kind) as [string, ...string[]];
const category = z.preprocess(blankToUndefined, z.enum(kinds, { error: required('category') }));

export const vendorApplicationSchema = z.object({
  name: z.preprocess(blankToUndefined, cleanText('name', 200, messages.nameRequired)),
  phoneNumber: publicPhoneNumber,
  email,
  location: requiredText('address'),
  city,
  category,
  storename: requiredText('storeName'),
  description: requiredText('description', 2000),
  password: z.preprocess(blankToUndefined, z.string({ error: required('password') }).min(6, messages.passwordTooShort).max(200)),
});
export type VendorApplication = z.infer<typeof vendorApplicationSchema>;

export const vendorLoginSchema = z.object({
  category,
  phoneNumber: publicPhoneNumber,
  password: z.preprocess(blankToUndefined, z.string({ error: required('password') })),
});
export type VendorLogin = z.infer<typeof vendorLoginSchema>;
