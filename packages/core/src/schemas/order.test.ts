import { describe, expect, it } from 'vitest';
import {
  orderCreationSchema,
  orderSchema,
  printQuantitySchema,
  shipmentMethodSchema,
  shippingAddressSchema,
} from './order';

const address = {
  firstName: 'Anna',
  lastName: 'Berg',
  addressLine1: 'Storgatan 1',
  postCode: '411 01',
  city: 'Göteborg',
  email: 'Anna@Example.se',
  phone: '+46701234567',
};

describe('printQuantitySchema (002 §5, §9)', () => {
  it('defaults to 10', () => {
    expect(printQuantitySchema.parse(undefined)).toBe(10);
  });

  it('accepts 10 to 300 in steps of 10', () => {
    for (const quantity of [10, 20, 150, 300])
      expect(printQuantitySchema.safeParse(quantity).success).toBe(true);
    for (const quantity of [0, 5, 15, 310, 1000])
      expect(printQuantitySchema.safeParse(quantity).success).toBe(false);
  });
});

describe('shippingAddressSchema (002 §5)', () => {
  it('trims and lower-cases the mail', () => {
    expect(shippingAddressSchema.parse(address).email).toBe('anna@example.se');
  });

  it('requires every field and names the missing one', () => {
    for (const field of Object.keys(address)) {
      const result = shippingAddressSchema.safeParse({ ...address, [field]: ' ' });
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
  });
});

describe('orderCreationSchema (002 §3)', () => {
  it('defaults to 10 cards without envelopes', () => {
    const order = orderCreationSchema.parse({
      print: 'p1',
      site: 'site-1',
      shipmentMethodUid: 'postnord-1',
      shipmentMethodName: 'PostNord',
      shippingAddress: address,
    });
    expect(order).toMatchObject({ quantity: 10, envelopes: 'none' });
  });

  it('rejects unknown envelopes', () => {
    const result = orderCreationSchema.safeParse({
      print: 'p1',
      site: 'site-1',
      envelopes: 'gold',
      shipmentMethodUid: 'x',
      shipmentMethodName: 'x',
      shippingAddress: address,
    });
    expect(result.error?.issues[0]?.path).toEqual(['envelopes']);
  });
});

describe('shipment methods and orders (002 §3)', () => {
  it('knows express, normal and pick_up', () => {
    const method = {
      name: 'PostNord',
      price: 9500,
      minDeliveryDays: 2,
      maxDeliveryDays: 4,
      shipmentMethodUid: 'pn',
    };
    expect(shipmentMethodSchema.safeParse({ ...method, type: 'pick_up' }).success).toBe(true);
    expect(shipmentMethodSchema.safeParse({ ...method, type: 'drone' }).success).toBe(false);
  });

  it('holds an order in öre', () => {
    const order = {
      _id: 'o1',
      items: [{ title: 'Inbjudan', print: 'p1', priceInclVat: 15000 }],
      shipment: { priceInclVat: 9500 },
      totalInclVat: 24500,
      totalVat: 4900,
    };
    // An order is unpaid until its payment is confirmed.
    expect(orderSchema.parse(order)).toEqual({ ...order, paid: false });
    expect(orderSchema.parse({ ...order, paid: true }).paid).toBe(true);
    expect(orderSchema.safeParse({ ...order, totalVat: 49.5 }).success).toBe(false);
  });
});
