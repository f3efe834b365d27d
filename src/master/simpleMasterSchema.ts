import { z } from 'zod';
import type { SimpleMasterDeclaration } from '../dataProvider/legacy/simpleMaster';

/** The form schema of a simple master resource: its declared name rule, else required, trimmed, at most 100 characters. */
export function nameSchemaOf({ nameSource, nameSchema }: SimpleMasterDeclaration, nameLabel: string) {
  return z.object({
    [nameSource]:
      nameSchema ??
      z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string({ error: `${nameLabel} is required` }).trim().max(100)),
  });
}
