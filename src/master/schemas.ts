/**
 * The master forms' zod schemas, built from the shared rules of src/domain/schemas.ts so the admin refuses
 * exactly what the server refuses, with the SPEC section 5 messages.
 */
import { z } from 'zod';
import { messages, subcategoryName, vegetableCategoryName } from '../domain/schemas';

/** A picked image file; the message is the form's SPEC text for a missing one. */
const imageFile = (message: string) => z.custom<Blob>((value) => value instanceof Blob, { message });

/** A name that is required with this message (the SPEC gives one per form). */
const nameRequired = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string({ error: message }).trim().max(100));

const categoryId = z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ error: messages.fillAllFields }).int().positive(messages.fillAllFields));

export const vegetableCategorySchema = z.object({ vegcategory: vegetableCategoryName });

export const professionalCategorySchema = z.object({
  professionalCategory: nameRequired(messages.categoryNameAndImage),
  image: imageFile(messages.categoryNameAndImage),
});

export const professionalCategoryRenameSchema = z.object({ professionalCategory: nameRequired(messages.categoryNameRequired) });

export const vegetableSubcategorySchema = z.object({ subcategoryName, categoryId });

export const professionalSubcategorySchema = z.object({ subcategoryName, categoryId, image: imageFile(messages.fillAllFields) });

export const subcategoryRenameSchema = z.object({ subcategoryName });
