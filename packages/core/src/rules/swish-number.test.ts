import { describe, expect, it } from 'vitest';
import { normaliseSwishNumber } from './swish-number';

describe('normaliseSwishNumber', () => {
  it.each([
    ['0701234567', '46701234567'],
    ['+46701234567', '46701234567'],
    ['46701234567', '46701234567'],
    ['  0701234567  ', '46701234567'],
    ['+0701234567', '46701234567'],
    ['0701234', '46701234'],
  ])('%j → %j', (input, output) => {
    expect(normaliseSwishNumber(input)).toBe(output);
  });

  it('keeps a number of exactly 6 characters as it is', () => {
    expect(normaliseSwishNumber('070123')).toBe('070123');
    expect(normaliseSwishNumber(' 070123 ')).toBe('070123');
    expect(normaliseSwishNumber('+070123')).toBe('070123');
  });

  it('keeps short numbers trimmed', () => {
    expect(normaliseSwishNumber(' 0701 ')).toBe('0701');
  });

  it('only converts numbers starting with 07', () => {
    expect(normaliseSwishNumber('0812345678')).toBe('0812345678');
    expect(normaliseSwishNumber('1231234567')).toBe('1231234567');
  });

  it('leaves inner spaces alone', () => {
    expect(normaliseSwishNumber('070 123 45 67')).toBe('4670 123 45 67');
  });

  it('gives an empty string for empty input', () => {
    expect(normaliseSwishNumber('   ')).toBe('');
  });
});
