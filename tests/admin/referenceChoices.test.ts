/** The choices of a master-data select (category, vehicle type) around the vendor's stored value. */
import { describe, expect, it } from 'vitest';
import { referenceChoices } from '../../src/vendorKinds/FieldInput';

const LIST = ['Lorry', 'Mini Truck', 'Tempo'];

describe('referenceChoices', () => {
  it('offers the list and selects a listed stored value, whatever its case', () => {
    expect(referenceChoices(LIST, 'mini truck', 'Vehicle Type', false)).toEqual({
      choices: [
        { id: 'Lorry', name: 'Lorry' },
        { id: 'mini truck', name: 'Mini Truck' },
        { id: 'Tempo', name: 'Tempo' },
      ],
    });
  });

  it('shows a stored value the list no longer has as such, and not as an option to pick', () => {
    const { choices, stale } = referenceChoices(LIST, 'Spaceship', 'Vehicle Type', false);
    expect(stale).toBe('Spaceship');
    expect(choices.at(-1)).toEqual({ id: 'Spaceship', name: 'Spaceship (not in the vehicle type list)', disabled: true });
    expect(choices.filter((choice) => !choice.disabled).map((choice) => choice.id)).toEqual(LIST);
  });

  it('shows the stored value plainly while the list loads, and nothing extra for an empty one', () => {
    expect(referenceChoices([], 'Lorry', 'Vehicle Type', true)).toEqual({ choices: [{ id: 'Lorry', name: 'Lorry' }] });
    expect(referenceChoices(LIST, '', 'Vehicle Type', false).choices).toHaveLength(3);
  });
});
