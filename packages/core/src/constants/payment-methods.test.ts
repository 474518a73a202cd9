import { describe, expect, it } from 'vitest';
import {
  CARD_PAYMENT_LOCALE,
  PAYMENT_METHODS,
  SWISH_PAYMENT_STATUSES,
  SWISH_REPORT_DELAY_SECONDS,
} from './payment-methods';

describe('payment methods (000 §4, §9)', () => {
  it('pays by card or Swish, card form in Swedish', () => {
    expect(PAYMENT_METHODS).toEqual(['card', 'swish']);
    expect(CARD_PAYMENT_LOCALE).toBe('sv');
  });

  it('knows the Swish statuses and the 15 s note', () => {
    expect(SWISH_PAYMENT_STATUSES).toEqual(['NOT_SET', 'PAID', 'DECLINED', 'ERROR', 'CANCELLED']);
    expect(SWISH_REPORT_DELAY_SECONDS).toBe(15);
  });
});
