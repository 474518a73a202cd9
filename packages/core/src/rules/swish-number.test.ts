import { describe, expect, it } from 'vitest';
import {
  formatSwishPayeeNumber,
  isSwishPayeeNumber,
  normaliseSwishNumber,
  normaliseSwishPayeeNumber,
} from './swish-number';

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

describe('normaliseSwishPayeeNumber', () => {
  it.each([
    ['070-123 45 67', '46701234567'],
    ['+46 70 123 45 67', '46701234567'],
    ['123 456 78 90', '1234567890'],
    ['123-456 78 90', '1234567890'],
    ['(070) 1234567', '46701234567'],
  ])('%j → %j', (input, output) => {
    expect(normaliseSwishPayeeNumber(input)).toBe(output);
  });
});

describe('isSwishPayeeNumber', () => {
  it.each(['46701234567', '46731234567', '46791234567', '1231234567', '1239000001'])(
    'accepts %j',
    (number) => {
      expect(isSwishPayeeNumber(number)).toBe(true);
    },
  );

  it.each([
    '0701234567',
    '+46701234567',
    '4670123456',
    '467012345678',
    '46812345678',
    '123123456',
    '12312345678',
    '9001234',
    '4512345678',
    '',
  ])('rejects %j', (number) => {
    expect(isSwishPayeeNumber(number)).toBe(false);
  });

  it('accepts what the editor normalises from the ways people write their numbers', () => {
    expect(isSwishPayeeNumber(normaliseSwishPayeeNumber('070-123 45 67'))).toBe(true);
    expect(isSwishPayeeNumber(normaliseSwishPayeeNumber('123 456 78 90'))).toBe(true);
  });
});

describe('formatSwishPayeeNumber', () => {
  it('writes a mobile with its leading 0 and a 123-number in groups', () => {
    expect(formatSwishPayeeNumber('46701234567')).toBe('070-123 45 67');
    expect(formatSwishPayeeNumber('1234567890')).toBe('123 456 78 90');
  });

  it('keeps anything else as it is', () => {
    expect(formatSwishPayeeNumber('4512345678')).toBe('4512345678');
  });
});
