import { describe, expect, it } from 'vitest';
import { receiptSchema } from '../schemas/payment';
import { buildReceipt } from './receipt';

describe('buildReceipt (000 §3)', () => {
  it('splits the amount paid into VAT and the rest, in öre', () => {
    const receipt = buildReceipt({
      product: 'subdomain',
      amountWithVat: 49900,
      paymentMethod: 'swish',
      confirmedAt: new Date('2030-01-15T12:00:00.000Z'),
      reference: 'sw_1',
    });
    expect(receipt).toEqual({
      product: 'subdomain',
      amountWithVat: 49900,
      amountVat: 9980,
      amountWithoutVat: 39920,
      paymentMethod: 'swish',
      date: '2030-01-15T12:00:00.000Z',
      reference: 'sw_1',
    });
    expect(receiptSchema.parse(receipt)).toEqual(receipt);
  });
});
