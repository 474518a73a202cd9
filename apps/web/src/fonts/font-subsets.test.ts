import { describe, expect, it } from 'vitest';
import { charactersOf, GUEST_LATIN, LATIN, LATIN_REST, subtractRanges, unicodeRange } from './font-subsets';

describe('the latin file cut in two (issue 40)', () => {
  it('keeps the Swedish and Danish letters in the guest part, and Núñez and Łukasz out of it', () => {
    const guest = charactersOf(GUEST_LATIN);
    for (const letter of 'ÅÄÖÆØåäöæøéàü×€–’”…') expect(guest).toContain(letter);
    for (const letter of 'úñçŁ') expect(guest).not.toContain(letter);
    expect(charactersOf(LATIN_REST)).toContain('ñ');
  });

  it('puts every latin character in exactly one of the two parts', () => {
    const guest = charactersOf(GUEST_LATIN);
    const rest = charactersOf(LATIN_REST);
    expect([...guest].filter((character) => rest.includes(character))).toEqual([]);
    expect((guest + rest).length).toBe(charactersOf(LATIN).length);
  });

  it('writes the ranges as a CSS unicode-range', () => {
    expect(unicodeRange(subtractRanges([[0x41, 0x5a]], [[0x45, 0x45]]))).toBe('U+0041-0044,U+0046-005A');
    expect(unicodeRange(GUEST_LATIN)).toMatch(/^U\+0000-007E,U\+00A0,.*U\+00C4-00C6,/);
  });
});
