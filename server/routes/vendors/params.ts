/** Schemas of the vendor routes' params and JSON bodies; a bad value is a 400 naming the field. */
import { z } from 'zod';
import { id, phoneNumber } from '../../../src/domain/schemas.ts';
import { isSafeName } from '../../media/storage.ts';

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
