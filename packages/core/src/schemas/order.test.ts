import { describe, expect, it } from 'vitest';
import {
  orderCreationSchema,
  orderSchema,
  orderCreationSchemaFor,
  printQuantitySchema,
  shipmentMethodSchema,
  shippingAddressSchema,
  shippingAddressSchemaFor,
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

describe('shippingAddressSchemaFor (002 §5, decisions §8)', () => {
  const swedish = shippingAddressSchemaFor('se');
  const danish = shippingAddressSchemaFor('dk');

  it('takes Swedish five-digit post codes and stores them as "123 45"', () => {
    for (const postCode of ['41101', '411 01', ' 411-01 '])
      expect(swedish.parse({ ...address, postCode }).postCode).toBe('411 01');
    for (const postCode of ['4110', '411011', 'SE-41101', 'abcde'])
      expect(swedish.safeParse({ ...address, postCode }).error?.issues[0]?.path).toEqual(['postCode']);
  });

  it('takes Swedish phones from +46, 0046 or 0 and stores them as +46', () => {
    for (const phone of ['+46701234567', '070-123 45 67', '0046 70 123 45 67'])
      expect(swedish.parse({ ...address, phone }).phone).toBe('+46701234567');
    for (const phone of ['+4512345678', '12345', '0701234567890'])
      expect(swedish.safeParse({ ...address, phone }).error?.issues[0]?.path).toEqual(['phone']);
  });

  it('takes Danish four-digit post codes and eight-digit phones', () => {
    const parsed = danish.parse({ ...address, postCode: '2100', city: 'København Ø', phone: '20 12 34 56' });
    expect(parsed).toMatchObject({ postCode: '2100', phone: '+4520123456' });
    expect(danish.parse({ ...address, postCode: '2100', phone: '+45 2012 3456' }).phone).toBe('+4520123456');
    expect(danish.safeParse({ ...address, phone: '+4520123456' }).error?.issues[0]?.path).toEqual([
      'postCode',
    ]);
    expect(
      danish.safeParse({ ...address, postCode: '2100', phone: '+46701234567' }).error?.issues[0]?.path,
    ).toEqual(['phone']);
  });

  it('checks the address inside an order of the market', () => {
    const order = {
      print: 'p1',
      site: 'site-1',
      shipmentMethodUid: 'x',
      shipmentMethodName: 'x',
      shippingAddress: address,
    };
    expect(orderCreationSchemaFor('se').parse(order).shippingAddress.postCode).toBe('411 01');
    expect(orderCreationSchemaFor('dk').safeParse(order).success).toBe(false);
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
  it('takes known and unknown delivery types', () => {
    const method = {
      name: 'PostNord',
      price: 9500,
      minDeliveryDays: 2,
      maxDeliveryDays: 4,
      shipmentMethodUid: 'pn',
    };
    expect(shipmentMethodSchema.safeParse({ ...method, type: 'pick_up' }).success).toBe(true);
    // An unknown delivery type travels raw, to be reported and shown as it is (002 §8).
    expect(shipmentMethodSchema.parse({ ...method, type: 'drone' }).type).toBe('drone');
    expect(shipmentMethodSchema.safeParse({ ...method, type: '' }).success).toBe(false);
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
