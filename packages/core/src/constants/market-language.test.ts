import { describe, expect, it } from 'vitest';
import { MARKET_LANGUAGE } from './platform';

describe('MARKET_LANGUAGE (decisions.md §8)', () => {
  it('writes Swedish in Sweden and Danish in Denmark', () => {
    expect(MARKET_LANGUAGE).toEqual({ se: 'sv', dk: 'da' });
  });
});
