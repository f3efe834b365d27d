import { describe, expect, it } from 'vitest';
import { duplicateNameGuard } from '../../src/master/duplicateName';
import { capitalise } from '../../src/master/ImageCard';
import { imageFileProblem } from '../../src/vendors/imageFile';

const { isDuplicateName, suggestedNames } = duplicateNameGuard('vehicleCategory');

const existing = [
  { id: 1, vehicleCategory: 'Mini Truck' },
  { id: 2, vehicleCategory: 'Van' },
];

describe('transport duplicate-name guard', () => {
  it('compares trimmed names case-insensitively', () => {
    expect(isDuplicateName('  mini TRUCK ', existing)).toBe(true);
    expect(isDuplicateName('Minivan', existing)).toBe(false);
    expect(isDuplicateName('   ', existing)).toBe(false);
  });

  it('lets a category keep its own name while edited', () => {
    expect(isDuplicateName('van', existing, 2)).toBe(false);
    expect(isDuplicateName('van', existing, 1)).toBe(true);
  });

  it('suggests existing names containing the typed text', () => {
    expect(suggestedNames('', existing)).toEqual(['Mini Truck', 'Van']);
    expect(suggestedNames('TRU', existing)).toEqual(['Mini Truck']);
    expect(suggestedNames('van', existing, 2)).toEqual([]);
  });
});

describe('image file checks and names', () => {
  it('accepts images and refuses other types and oversize files', () => {
    expect(imageFileProblem(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(imageFileProblem(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe('app.notifications.notAnImage');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    expect(imageFileProblem(big)).toBe('app.notifications.tooLarge');
  });

  it('capitalises the first letter only', () => {
    expect(capitalise('carrots and beans')).toBe('Carrots and beans');
    expect(capitalise('')).toBe('');
  });
});
