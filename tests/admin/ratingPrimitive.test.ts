/** The Reviews field's shared primitive (SPEC 5): plain decimals only, so "2e0" is not 2 and "1e2" is not 100. */
import { describe, expect, it } from 'vitest';
import { messages, rating } from '../../src/domain/schemas';

describe('rating', () => {
  it.each(['2e0', '1e2', '1E0', '0x3', 'Infinity', '4,5'])('refuses %s with "Only numbers are allowed"', (typed) => {
    const result = rating.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(messages.ratingNumbersOnly);
  });

  it.each([
    ['4', 4],
    [' 3.5 ', 3.5],
    ['.5', 0.5],
    [2, 2],
  ] as const)('reads %j as %d', (typed, value) => {
    expect(rating.parse(typed)).toBe(value);
  });
});
