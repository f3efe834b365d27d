import { z } from 'zod';
import { ruleSchema } from '../domain/vendorKinds/validators';
import type { SimpleMasterDeclaration } from '../dataProvider/legacy/simpleMaster';

/** The form schema of a simple master resource: its declared name rule, else required, trimmed, at most 100 characters. */
export function nameSchemaOf({ nameSource, nameRule }: SimpleMasterDeclaration, nameLabel: string) {
  return z.object({
    [nameSource]:
      (nameRule && ruleSchema(nameRule)) ??
      z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string({ error: `${nameLabel} is required` }).trim().max(100)),
  });
}
