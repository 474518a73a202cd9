import { describe, expect, it } from 'vitest';
import { trackPurchaseConversion } from './conversion';

const receipt = {
  product: 'subdomain' as const,
  amountWithVat: 49900,
  amountVat: 9980,
  amountWithoutVat: 39920,
  paymentMethod: 'card' as const,
  date: '2030-01-15T12:00:00.000Z',
  reference: 'card_conversion',
};

describe('trackPurchaseConversion (000 §7)', () => {
  it('sends the party brand’s purchase once, in kronor without VAT', () => {
    const target: { dataLayer?: unknown[] } = {};
    expect(trackPurchaseConversion(receipt, 'party', target)).toBe(true);
    expect(trackPurchaseConversion(receipt, 'party', target)).toBe(false);
    expect(target.dataLayer).toEqual([
      {
        event: 'purchase',
        transaction_id: 'card_conversion',
        value: 399.2,
        tax: 99.8,
        currency: 'SEK',
        items: [{ item_id: 'subdomain', price: 499, quantity: 1 }],
      },
    ]);
  });

  it('sends nothing for the other brands', () => {
    const target: { dataLayer?: unknown[] } = {};
    expect(trackPurchaseConversion({ ...receipt, reference: 'other' }, 'wedding', target)).toBe(false);
    expect(target.dataLayer).toBeUndefined();
  });
});
