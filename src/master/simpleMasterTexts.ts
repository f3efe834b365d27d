/**
 * The texts of a declared simple master resource: `resources.<name>.…` from the catalogue when present, else
 * the generic react-admin and master texts (or what the declaration says).
 */
import { useTranslate } from 'react-admin';
import type { SimpleMasterDeclaration } from '../dataProvider/legacy/simpleMaster';

export const pluralOf = (label: string) => (label.split('||||').pop() ?? label).trim();

const MISSING = '\u0000';

export function useSimpleMasterTexts({ name, label, nameSource }: SimpleMasterDeclaration) {
  const translate = useTranslate();
  /** `resources.<name>.<key>` when the catalogue has it, else the fallback key (both take the same arguments). */
  const keyOf = (key: string, fallbackKey: string) => {
    const own = `resources.${name}.${key}`;
    return translate(own, { _: MISSING }) === MISSING ? fallbackKey : own;
  };
  const text = (key: string, fallbackKey: string, args: Record<string, unknown> = {}) =>
    translate(keyOf(key, fallbackKey), { _: fallbackKey, ...args });
  const title = translate(`resources.${name}.name`, { smart_count: 2, _: pluralOf(label) });
  return {
    keyOf,
    text,
    title,
    nameLabel: translate(`resources.${name}.fields.${nameSource}`, { _: 'Name' }),
    /** The heading of the screen with the table. */
    heading: translate(keyOf('action.title', `resources.${name}.name`), { smart_count: 2, _: title }),
  };
}
