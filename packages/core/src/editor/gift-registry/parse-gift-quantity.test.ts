import { describe, expect, it } from 'vitest';
import { parseGiftQuantity } from './parse-gift-quantity';

describe('parseGiftQuantity (002 §5 "Gift item")', () => {
  it('reads a whole number from 1', () => {
    expect(parseGiftQuantity('1', true)).toEqual({ ok: true, quantity: 1 });
    expect(parseGiftQuantity(' 12 ', false)).toEqual({ ok: true, quantity: 12 });
  });

  it('requires a quantity when the item is reservable', () => {
    expect(parseGiftQuantity('', true)).toEqual({ ok: false, problem: 'REQUIRED' });
    expect(parseGiftQuantity('  ', true)).toEqual({ ok: false, problem: 'REQUIRED' });
  });

  it('turns an empty value into null when the item is not reservable', () => {
    expect(parseGiftQuantity('', false)).toEqual({ ok: true, quantity: null });
  });

  it('refuses what is not a whole number', () => {
    for (const input of ['abc', '1.5', '-2', '2 st', '1e3']) {
      expect(parseGiftQuantity(input, true)).toEqual({ ok: false, problem: 'NOT_A_NUMBER' });
    }
  });

  it('refuses 0 and more than 10 000', () => {
    expect(parseGiftQuantity('0', true)).toEqual({ ok: false, problem: 'TOO_SMALL' });
    expect(parseGiftQuantity('0', false)).toEqual({ ok: false, problem: 'TOO_SMALL' });
    expect(parseGiftQuantity('10000', true)).toEqual({ ok: true, quantity: 10000 });
    expect(parseGiftQuantity('10001', true)).toEqual({ ok: false, problem: 'TOO_LARGE' });
  });
});
