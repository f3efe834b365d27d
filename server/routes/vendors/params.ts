/** Schemas of the vendor routes: params, JSON bodies, multipart forms and the records they answer. */
import { z } from 'zod';
import { id, phoneNumber } from '../../../src/domain/schemas.ts';
import { isSafeName } from '../../media/storage.ts';
import { documented, formFile } from '../../openapi.ts';
import { flag } from '../responses.ts';
import type { ServedVendorKind } from './kinds.ts';

/** `{ [param]: positive id }`; the param name differs between paths (user_id, userId). */
export function userIdParams<K extends string = 'user_id'>(param: K = 'user_id' as K) {
  const shape = { [param]: id(param) } as Record<K, ReturnType<typeof id>>;
  return z.object(shape);
}

export const storyParams = z.object({ storyId: id('storyId') });

export const imageParams = z.object({
  user_id: id('user_id'),
  imageName: z.string().refine(isSafeName, 'imageName must be a plain file name'),
});

export const phoneParams = z.object({ phoneNumber });

export const posterFromImageBody = z.object({
  user_id: id('user_id'),
  poster: z
    .string({ error: 'poster is required' })
    .trim()
    .min(1, 'poster is required')
    .refine(isSafeName, 'poster must be a plain file name'),
});

export const posterUploadFields = z.object({ user_id: id('user_id') });

/** The multipart form of a poster upload, for the document (the handler reads the parts and checks the bytes). */
export const posterUploadForm = documented(
  z.object({ user_id: z.string().describe('The vendor account id'), poster: formFile('JPEG, PNG, WebP or GIF, at most 5 MB') }),
);

/** Fields every vendor record has, whatever its kind (src/domain/types.ts VendorBase). */
const vendorBase = {
  id: z.number().describe('Equals user_id for every kind'),
  user_id: z.number(),
  name: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  city: z.string(),
  description: z.string(),
  verification: flag,
  poster: z.string().nullable().describe('Poster file name in the kind\'s image folder, or null'),
  created_at: z.string(),
};

/** A kind's record: the common fields plus the kind's own, named as its declaration reads them. */
export function vendorRecord(config: ServedVendorKind) {
  const own = Object.fromEntries(Object.keys(config.fields).map((field) => [field, z.unknown()]));
  return z.object({ ...own, ...vendorBase }).meta({ title: `${config.label} record` });
}

/**
 * The cached list bodies are sent as pre-serialized bytes: their schema documents the records and never
 * serializes, so to the handler's type it is the bytes it sends.
 */
export const vendorListAnswer = (config: ServedVendorKind) =>
  documented(
    z.array(
      vendorRecord(config).extend({
        compliance_lapsed: z
          .boolean()
          .optional()
          .describe(
            'Extension (capability `compliance`), on approved vendors\' records: an accepted, required document has expired (advisory); the legacy backend never sends it',
          ),
      }),
    ),
  ) as unknown as z.ZodType<Buffer>;
