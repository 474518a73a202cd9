import { describe, expect, it } from 'vitest';
import {
  CARD_PAYMENT_LOCALE,
  MARKET_PHONE_PAYMENT_METHOD,
  PAYMENT_METHODS,
  paymentMethodsOf,
  SWISH_PAYMENT_STATUSES,
  SWISH_REPORT_DELAY_SECONDS,
} from './payment-methods';

describe('payment methods (000 §4, §9, decisions.md §8)', () => {
  it('pays by card, Swish or MobilePay', () => {
    expect(PAYMENT_METHODS).toEqual(['card', 'swish', 'mobilepay']);
  });

  it('offers Swish and card in Sweden, MobilePay and card in Denmark', () => {
    expect(paymentMethodsOf('se')).toEqual(['swish', 'card']);
    expect(paymentMethodsOf('dk')).toEqual(['mobilepay', 'card']);
    expect(MARKET_PHONE_PAYMENT_METHOD).toEqual({ se: 'swish', dk: 'mobilepay' });
  });

  it('shows the card form in the market language', () => {
    expect(CARD_PAYMENT_LOCALE).toEqual({ se: 'sv', dk: 'da' });
  });

  it('knows the phone payment statuses and the 15 s note', () => {
    expect(SWISH_PAYMENT_STATUSES).toEqual(['NOT_SET', 'PAID', 'DECLINED', 'ERROR', 'CANCELLED']);
    expect(SWISH_REPORT_DELAY_SECONDS).toBe(15);
  });
});
