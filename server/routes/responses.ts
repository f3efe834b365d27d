/**
 * Response schemas of the legacy shapes (src/domain/types.ts), for the route declarations and the OpenAPI
 * document: exact, full shapes. They type the handlers and document the answer; the serializer (see
 * server/openapi.ts) sends what the handler built, so no field a legacy client reads is ever stripped.
 */
import { z } from 'zod';

/** The body of every error answer, as server/app.ts's error handler (and the guards) send it. */
export const errorBody = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });

/** An error answer with what it means (the document's description of the status). */
export const errorAnswer = (description: string) => errorBody.describe(description);

/**
 * The 409 of a route whose change conflicts with the stored state (a name or phone already taken, a review in
 * a state that does not allow the decision). server/openapi.ts adds the errors every route can give; this one
 * only the route knows.
 */
export const conflictAnswer = (what: string) => ({ 409: errorAnswer(`Conflict: ${what}`) });

export const flag = z.union([z.literal(0), z.literal(1)]);

/** `{ success: true, [idField]: id }`: what the delete calls answer. */
export const deletedAnswer = <K extends string = 'id'>(idField: K = 'id' as K) =>
  z.object({ success: z.literal(true), ...({ [idField]: z.number() } as Record<K, z.ZodNumber>) });

export const successAnswer = z.object({ success: z.literal(true) });

export const imagePathsAnswer = z.object({ imagePaths: z.array(z.string()).describe('File names in the kind\'s image folder') });

export const storiesAnswer = z.array(
  z.object({ id: z.number(), todaystory: z.string().describe('File name in the kind\'s story folder; .mp4 is a video') }),
);

export const subcategoryRecord = z.object({
  id: z.number(),
  subcategoryName: z.string(),
  subcategoryImage: z.string().nullable(),
  active: flag,
  categoryId: z.number(),
});

export const transportCategoryRecord = z.object({ id: z.number(), vehicleCategory: z.string() });

export const callRequestRecord = z.object({
  id: z.number(),
  phone_number: z.string(),
  notes: z.string().nullable(),
  created_at: z.string(),
  /** Extension (capability callRequestSource): where the request came from, e.g. 'website'; null for others. */
  source: z.string().nullable().optional(),
});

export const customerRecord = z.object({
  id: z.number(),
  name: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  city: z.string(),
  verified: flag,
  created_at: z.string(),
});

export const adminUserRecord = z.object({ id: z.number(), email: z.string(), name: z.string(), role: z.string() });

/**
 * A record documented by its key fields; the document allows further fields and the handler's type is not
 * narrowed (for extension records whose full shape lives in their own module's types).
 */
export const recordWith = (shape: z.ZodRawShape, description?: string) =>
  z.looseObject(shape).meta(description ? { description } : {}) as unknown as z.ZodType<unknown>;

/** The ra-data-simple-rest list parameters, each a JSON text (parsed by server/routes/simpleRest.ts). */
export const simpleRestQuery = z.object({
  sort: z.string().optional().describe('JSON, e.g. ["id","ASC"]'),
  range: z.string().optional().describe('JSON, e.g. [0,24]'),
  filter: z.string().optional().describe('JSON object of filters'),
});
