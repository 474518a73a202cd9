import { describe, expect, it } from 'vitest';
import { kronorInput, parseGiftAmount, parseSuggestedAmounts } from './parse-gift-amount';

describe('parseGiftAmount', () => {
  it.each([
    ['500', 50000],
    ['1 500', 150000],
    ['1500,50', 150050],
    ['1500.5', 150050],
    ['250 kr', 25000],
    [' 20000 ', 2000000],
  ])('%j → %j öre', (input, amount) => {
    expect(parseGiftAmount(input, true)).toEqual({ ok: true, amount });
  });

  it('is null when empty unless required', () => {
    expect(parseGiftAmount(' ', false)).toEqual({ ok: true, amount: null });
    expect(parseGiftAmount('', true)).toEqual({ ok: false, problem: 'REQUIRED' });
  });

  it.each([
    ['femhundra', 'NOT_A_NUMBER'],
    ['-500', 'NOT_A_NUMBER'],
    ['5,555', 'NOT_A_NUMBER'],
    ['0,50', 'TOO_SMALL'],
    ['1000001', 'TOO_LARGE'],
  ])('refuses %j: %s', (input, problem) => {
    expect(parseGiftAmount(input, false)).toEqual({ ok: false, problem });
  });
});

describe('parseSuggestedAmounts', () => {
  it('reads whole kronor separated by commas, in rising order without repeats', () => {
    expect(parseSuggestedAmounts('1 000, 200,500 kr, 200')).toEqual({
      ok: true,
      amounts: [20000, 50000, 100000],
    });
    expect(parseSuggestedAmounts('  ')).toEqual({ ok: true, amounts: [] });
  });

  it('refuses what is no whole amount, too small or too many', () => {
    expect(parseSuggestedAmounts('200, mycket')).toEqual({ ok: false, problem: 'NOT_A_NUMBER' });
    expect(parseSuggestedAmounts('0')).toEqual({ ok: false, problem: 'TOO_SMALL' });
    expect(parseSuggestedAmounts('1, 2, 3, 4, 5, 6, 7')).toEqual({ ok: false, problem: 'TOO_MANY' });
  });
});

describe('kronorInput', () => {
  it('writes öre back as kronor to edit', () => {
    expect(kronorInput(50000)).toBe('500');
    expect(kronorInput(150050)).toBe('1500,50');
    expect(kronorInput(null)).toBe('');
  });
});
