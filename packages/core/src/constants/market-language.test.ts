import { describe, expect, it } from 'vitest';
import { CARD_PAYMENT_LOCALE } from './payment-methods';
import { MARKET_LANGUAGE } from './platform';

describe('MARKET_LANGUAGE (decisions.md §8)', () => {
  it('writes Swedish in Sweden and Danish in Denmark, as the card form speaks', () => {
    expect(MARKET_LANGUAGE).toEqual({ se: 'sv', dk: 'da' });
    expect(CARD_PAYMENT_LOCALE).toEqual(MARKET_LANGUAGE);
  });
});
