import { describe, expect, it } from 'vitest';
import {
  cardPaymentConfirmationSchema,
  cardPaymentSessionSchema,
  receiptSchema,
  swishPaymentSchema,
} from './payment';

describe('receiptSchema (000 §3)', () => {
  const receipt = {
    product: 'subdomain',
    amountWithVat: 49900,
    amountVat: 9980,
    amountWithoutVat: 39920,
    paymentMethod: 'swish',
    date: '2025-01-10T12:00:00.000Z',
    reference: 'ref-1',
  };

  it('parses a receipt', () => {
    expect(receiptSchema.parse(receipt)).toEqual(receipt);
    expect(
      receiptSchema.safeParse({ ...receipt, product: 'print_order', paymentMethod: 'card' }).success,
    ).toBe(true);
  });

  it('rejects unknown products, methods and fractional öre', () => {
    expect(receiptSchema.safeParse({ ...receipt, product: 'hosting' }).success).toBe(false);
    expect(receiptSchema.safeParse({ ...receipt, paymentMethod: 'invoice' }).success).toBe(false);
    expect(receiptSchema.safeParse({ ...receipt, amountVat: 99.8 }).success).toBe(false);
  });
});

describe('swishPaymentSchema (000 §4)', () => {
  it('knows the five statuses', () => {
    for (const status of ['NOT_SET', 'PAID', 'DECLINED', 'ERROR', 'CANCELLED']) {
      expect(swishPaymentSchema.safeParse({ swishId: 's1', status }).success).toBe(true);
    }
    expect(swishPaymentSchema.safeParse({ swishId: 's1', status: 'PENDING' }).success).toBe(false);
  });

  it('carries the server error message', () => {
    expect(
      swishPaymentSchema.parse({ swishId: 's1', status: 'ERROR', errorMessage: 'Fel' }).errorMessage,
    ).toBe('Fel');
  });
});

describe('card payments (000 §3, §4)', () => {
  it('keeps the server names', () => {
    const session = { client_secret: 'pi_1_secret_2', reference: 'ref-1', stripe_public_key: 'pk_test_1' };
    expect(cardPaymentSessionSchema.parse(session)).toEqual(session);
    expect(cardPaymentConfirmationSchema.parse({ paymentConfirmed: false })).toEqual({
      paymentConfirmed: false,
    });
  });
});
