/**
 * The request and answer schemas of a category area's calls (categoryArea.ts), categories and subcategories.
 * The add and image-replace calls take a JSON body or a multipart form: their schemas document the fields, and the
 * handlers read the parts, check the bytes and validate both encodings with one set of rules.
 */
import { z } from 'zod';
import { cleanText, id, required, vegetableCategoryName } from '../../src/domain/schemas.ts';
import { documented } from '../openapi.ts';
import { activeBody, blankToUndefined, idParams, imageUpload, JSON_OR_FORM, replaceForm, requiredId, tags, type CategoryArea, type CategoryRecord } from './categoryArea.ts';
import { conflictAnswer, deletedAnswer, flag, subcategoryRecord, successAnswer } from './responses.ts';

/** A category add reports a missing name and a missing image together. */
export function categorySchemas(area: CategoryArea) {
  const category = z.object({
    id: z.number(),
    [area.nameField]: z.string(),
    image_name: z.string().nullable(),
    active: flag,
  }) as unknown as z.ZodType<CategoryRecord>;
  const nameTaken = conflictAnswer('a category of this name already exists');
  return {
    list: { tags, response: { 200: z.array(category) } },
    add: {
      tags,
      consumes: JSON_OR_FORM,
      body: documented(z.object({ [area.nameField]: z.string(), categoryimg: imageUpload(area).optional() })),
      response: { 200: category, ...nameTaken },
    },
    /** `nameKey` is the body field of the new name: newName (vegetable) or professionalCategory (professional). */
    rename: <K extends string>(nameKey: K) => ({
      tags,
      body: z.object({ categoryId: requiredId('categoryId', required('categoryId')) }).extend({ [nameKey]: vegetableCategoryName } as Record<K, typeof vegetableCategoryName>),
      response: { 200: category, ...nameTaken },
    }),
    replaceImage: { tags, consumes: ['multipart/form-data'], body: replaceForm('category_id'), response: { 200: category } },
    delete: { tags, params: idParams, response: { 200: deletedAnswer(), ...conflictAnswer('vendors use the category; move them first') } },
    setActive: { tags, params: idParams, body: activeBody, response: { 200: category } },
  };
}

export function subcategorySchemas(area: CategoryArea) {
  const nameTaken = conflictAnswer('the category already has a subcategory of this name');
  return {
    list: { tags, params: z.object({ categoryId: id('categoryId') }), response: { 200: z.array(subcategoryRecord) } },
    add: {
      tags,
      consumes: JSON_OR_FORM,
      body: documented(z.object({ subcategoryName: z.string(), categoryId: z.union([z.number(), z.string()]), subcategoryImage: imageUpload(area).optional() })),
      response: { 200: subcategoryRecord, ...nameTaken },
    },
    setActive: { tags, params: idParams, body: activeBody, response: { 200: subcategoryRecord } },
    replaceImage: { tags, consumes: ['multipart/form-data'], body: replaceForm('subcategory_id'), response: { 200: subcategoryRecord } },
    rename: {
      tags,
      body: z.object({
        subcategoryId: requiredId('subcategoryId', required('subcategoryId')),
        newName: z.preprocess(blankToUndefined, cleanText('newName', 100)),
      }),
      response: { 200: successAnswer.extend(subcategoryRecord.shape), ...nameTaken },
    },
  };
}
