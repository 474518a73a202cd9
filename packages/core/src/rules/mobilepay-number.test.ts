import { describe, expect, it } from 'vitest';
import { isMobilePayNumber, normaliseMobilePayNumber } from './mobilepay-number';

describe('normaliseMobilePayNumber (decisions.md §8)', () => {
  it.each([
    ['12345678', '4512345678'],
    [' 12 34 56 78 ', '4512345678'],
    ['+45 12 34 56 78', '4512345678'],
    ['4512345678', '4512345678'],
    ['0045 12 34 56 78', '4512345678'],
    ['1234', '1234'],
  ])('turns %j into %j', (input, expected) => {
    expect(normaliseMobilePayNumber(input)).toBe(expected);
  });

  it('accepts only +45 and 8 digits', () => {
    expect(isMobilePayNumber('4512345678')).toBe(true);
    expect(isMobilePayNumber('451234567')).toBe(false);
    expect(isMobilePayNumber('4502345678')).toBe(false);
    expect(isMobilePayNumber('46701234567')).toBe(false);
  });
});
