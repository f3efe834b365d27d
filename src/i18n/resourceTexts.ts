/**
 * The resources' own texts, from their declarations (src/domain/resources/): `resources.<name>.name` as react-admin
 * reads it, in the catalogue of each language. The rest of a resource's texts stays in ./en.ts and ./ta.ts.
 */
import type { ResourceRegistry } from '../domain/resources';

export type ResourceLanguage = 'en' | 'ta';

export function resourceMessages(registry: ResourceRegistry, language: ResourceLanguage): Record<string, { name: string }> {
  const named = registry.flatMap((declaration) => {
    const { name } = declaration.texts[language] as { name?: string };
    return name === undefined ? [] : [[declaration.name, { name }] as const];
  });
  return Object.fromEntries(named);
}
