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
  it('sends the party brand’s purchase once, in kronor without VAT', async () => {
    const target: { dataLayer: unknown[] } = { dataLayer: [] };
    const options = { localDevelopment: false, target };
    expect(await trackPurchaseConversion(receipt, 'party', options)).toBe(true);
    expect(await trackPurchaseConversion(receipt, 'party', options)).toBe(false);
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

  it('sends nothing for the other brands, nor in local development', async () => {
    const target: { dataLayer: unknown[] } = { dataLayer: [] };
    const wedding = { ...receipt, reference: 'other' };
    expect(await trackPurchaseConversion(wedding, 'wedding', { localDevelopment: false, target })).toBe(
      false,
    );
    const local = { ...receipt, reference: 'local' };
    expect(await trackPurchaseConversion(local, 'party', { localDevelopment: true, target })).toBe(false);
    expect(target.dataLayer).toEqual([]);
  });
});
