import { describe, expect, it } from 'vitest';
import { giftPayment } from './gift-payment';

const registry = { swishNumber: '46701234567', mobilePayNumber: '4512345678' };

describe('giftPayment', () => {
  it('pays by Swish in Sweden: the app link and the prefilled QR payload', () => {
    expect(giftPayment({ market: 'se', registry, amount: 50000, message: 'Resan – Anna Berg' })).toEqual({
      method: 'swish',
      number: '070-123 45 67',
      appLink: expect.stringMatching(/^swish:\/\/payment\?data=/),
      qrText: 'C46701234567;500,00;Resan%20-%20Anna%20Berg;6',
    });
  });

  it('pays by MobilePay in Denmark: the number to copy and a QR of it, no app link', () => {
    expect(giftPayment({ market: 'dk', registry, amount: 50000, message: 'Rejsen' })).toEqual({
      method: 'mobilepay',
      number: '12 34 56 78',
      appLink: null,
      qrText: '12345678',
    });
  });

  it('offers nothing without the market’s number', () => {
    const none = { swishNumber: null, mobilePayNumber: null };
    expect(giftPayment({ market: 'se', registry: none, amount: null, message: '' })).toBeNull();
    expect(giftPayment({ market: 'dk', registry: none, amount: null, message: '' })).toBeNull();
    expect(
      giftPayment({
        market: 'dk',
        registry: { ...none, swishNumber: '46701234567' },
        amount: null,
        message: '',
      }),
    ).toBeNull();
  });
});
