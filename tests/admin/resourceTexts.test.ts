/** The resources' names reach both catalogues from their declarations, under react-admin's `resources.<name>.name`. */
import { describe, expect, it } from 'vitest';
import { RESOURCE_DECLARATIONS } from '../../src/domain/resources';
import { en } from '../../src/i18n/en';
import { ta } from '../../src/i18n/ta';

const named = RESOURCE_DECLARATIONS.filter((declaration) => 'name' in declaration.texts.en);
const nameIn = (catalogue: object, resource: string) => (catalogue as { resources: Record<string, { name?: string }> }).resources[resource]?.name;

describe('resource names', () => {
  it.each(named.map((declaration) => [declaration.name, declaration] as const))('%s: English and Tamil from its declaration', (resource, declaration) => {
    expect(nameIn(en, resource)).toBe((declaration.texts.en as { name: string }).name);
    expect(nameIn(ta, resource)).toBe((declaration.texts.ta as { name: string }).name);
  });

  it('keep the texts the catalogues had beside the name', () => {
    expect((en.resources as Record<string, { fields?: Record<string, string> }>).transportCategories?.fields?.vehicleCategory).toBe('Category Name');
    expect(nameIn(en, 'customers')).toBe('User |||| Users');
  });
});
