import { z } from 'zod';
import { mailSchema } from '../api/accounts';
import { DEFAULT_ENVELOPE_KIND, ENVELOPE_KINDS, PRINT_QUANTITY } from '../constants/print-prices';
import type { Market } from '../constants/platform';
import { entityIdSchema, textSchema } from './common';

/** An amount in öre. */
const oreSchema = z.number().int().min(0).max(100_000_000);

const requiredTextSchema = (max: number) => textSchema.trim().min(1).max(max);

/** Where printed cards are sent; every field is required (`002` §3, §5 "Checkout address"). */
export const shippingAddressSchema = z.object({
  firstName: requiredTextSchema(100),
  lastName: requiredTextSchema(100),
  addressLine1: requiredTextSchema(200),
  postCode: requiredTextSchema(20),
  city: requiredTextSchema(100),
  email: mailSchema,
  phone: requiredTextSchema(40),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** Spaces, hyphens and brackets people type inside numbers. */
const withoutSeparators = (value: string) => value.replace(/[\s\-()]/g, '');

/**
 * Post codes and phone numbers of a market (`002` §5, `decisions.md` §8): Swedish post codes are five
 * digits (stored as "123 45"), Swedish phones start +46 or 0; Danish post codes are four digits and Danish
 * phones eight digits, optionally after +45. Phones are stored in the international form.
 */
const MARKET_ADDRESS_RULES: Readonly<
  Record<Market, { postCode: z.ZodType<string>; phone: z.ZodType<string> }>
> = {
  se: {
    postCode: requiredTextSchema(20)
      .transform(withoutSeparators)
      .pipe(textSchema.regex(/^\d{5}$/, 'a Swedish post code has five digits'))
      .transform((code) => `${code.slice(0, 3)} ${code.slice(3)}`),
    phone: requiredTextSchema(40)
      .transform(withoutSeparators)
      .pipe(textSchema.regex(/^(\+46|0046|0)[1-9]\d{6,9}$/, 'a Swedish phone number starts with +46 or 0'))
      .transform((phone) => `+46${phone.replace(/^(\+46|0046|0)/, '')}`),
  },
  dk: {
    postCode: requiredTextSchema(20)
      .transform(withoutSeparators)
      .pipe(textSchema.regex(/^\d{4}$/, 'a Danish post code has four digits')),
    phone: requiredTextSchema(40)
      .transform(withoutSeparators)
      .pipe(textSchema.regex(/^(\+45|0045)?\d{8}$/, 'a Danish phone number has eight digits after +45'))
      .transform((phone) => `+45${phone.slice(-8)}`),
  },
};

/** The shipping address of a market, with its post code and phone checked and normalised. */
export function shippingAddressSchemaFor(market: Market) {
  return shippingAddressSchema.extend(MARKET_ADDRESS_RULES[market]);
}

/**
 * A delivery option; price in öre (`002` §3 "Shipment method"). `type` is one of `SHIPMENT_METHOD_TYPES`
 * when the carrier uses a known one; an unknown type is passed on raw, to be reported and shown as it is
 * (`002` §8).
 */
export const shipmentMethodSchema = z.object({
  name: textSchema.max(200),
  type: textSchema.min(1).max(50),
  price: oreSchema,
  minDeliveryDays: z.number().int().min(0).max(365),
  maxDeliveryDays: z.number().int().min(0).max(365),
  shipmentMethodUid: textSchema.min(1).max(200),
});
export type ShipmentMethod = z.infer<typeof shipmentMethodSchema>;

/** Number of cards: 10 to 300 in steps of 10, default 10 (`002` §5, §9). */
export const printQuantitySchema = z
  .number()
  .int()
  .min(PRINT_QUANTITY.min)
  .max(PRINT_QUANTITY.max)
  .multipleOf(PRINT_QUANTITY.step)
  .default(PRINT_QUANTITY.default);

/** Envelopes of an order, default none (`002` §9). */
export const envelopeKindSchema = z.enum(ENVELOPE_KINDS).default(DEFAULT_ENVELOPE_KIND);

/** The order creation payload of `POST /api/orders/` (`002` §3 "Order"). */
export const orderCreationSchema = z.object({
  print: entityIdSchema,
  site: entityIdSchema,
  quantity: printQuantitySchema,
  envelopes: envelopeKindSchema,
  shipmentMethodUid: textSchema.min(1).max(200),
  shipmentMethodName: textSchema.max(200),
  shippingAddress: shippingAddressSchema,
  /**
   * A personal QR per household (issue 21 item 5): each card's QR opens one household's personal link and
   * its back carries the household's name; the quantity must then be the households rounded up to tens.
   */
  householdQr: z.boolean().default(false),
});
export type OrderCreation = z.infer<typeof orderCreationSchema>;

/**
 * One household's card of an order with personal QR codes, fixed when the order is made: the link its QR
 * opens (with the token of that moment) and the name on its back.
 */
export interface HouseholdCard {
  householdId: string;
  name: string;
  url: string;
  /**
   * The programme's events the household was invited to when the order was made (issue 34 item 6), as
   * `Household.events`: null or absent (orders made before) invites it to all.
   */
  events?: readonly string[] | null;
}

/** The two place cards a printer makes (issue 35 item 2): a folded A6 tent, or a flat 90 × 55 mm card. */
export const PLACE_CARD_FORMATS = ['folded', 'flat'] as const;
export type PlaceCardFormat = (typeof PLACE_CARD_FORMATS)[number];

/**
 * `POST /api/sites/{siteId}/seating/place-card-orders` (issue 35 item 2, wedding brand): printed place cards
 * of the site's seating plan for one event (none: the whole day), with or without the diet mark. The quantity
 * is the one the checkout showed, the placed guests rounded up to tens; a plan changed since is refused.
 */
export const placeCardOrderCreationSchema = z.object({
  event: entityIdSchema.nullable().default(null),
  format: z.enum(PLACE_CARD_FORMATS).default('folded'),
  diets: z.boolean().default(false),
  quantity: printQuantitySchema,
  shipmentMethodUid: textSchema.min(1).max(200),
  shipmentMethodName: textSchema.max(200),
  shippingAddress: shippingAddressSchema,
});
export type PlaceCardOrderCreation = z.infer<typeof placeCardOrderCreationSchema>;

/** The place card order payload with the market's address rules. */
export function placeCardOrderCreationSchemaFor(market: Market) {
  return placeCardOrderCreationSchema.extend({ shippingAddress: shippingAddressSchemaFor(market) });
}

/** `POST /api/sites/{siteId}/seating/place-card-orders/shipmentMethods`: the carriers' offers. */
export const placeCardShipmentMethodsRequestSchema = z.object({
  shippingAddress: shippingAddressSchema,
});
export type PlaceCardShipmentMethodsRequest = z.infer<typeof placeCardShipmentMethodsRequestSchema>;

/** The request with the market's address rules. */
export function placeCardShipmentMethodsRequestSchemaFor(market: Market) {
  return placeCardShipmentMethodsRequestSchema.extend({ shippingAddress: shippingAddressSchemaFor(market) });
}

/**
 * A place card order's cards, fixed when the order is made so that what is paid for is what is printed: a
 * later change of the plan changes no paid order. `cards` are the seated guests table by table; the rest of
 * the quantity is printed blank.
 */
export interface PlaceCardPrint {
  eventId: string | null;
  format: PlaceCardFormat;
  cards: { name: string; table: string; diets: string[] }[];
}

/** The order creation payload with the market's address rules. */
export function orderCreationSchemaFor(market: Market) {
  return orderCreationSchema.extend({ shippingAddress: shippingAddressSchemaFor(market) });
}

/** `POST /api/orders/shipmentMethods/` (`002` §7); the estimate asks with 10 cards and standard envelopes. */
export const shipmentMethodsRequestSchema = z.object({
  shippingAddress: shippingAddressSchema,
  print: entityIdSchema,
  quantity: printQuantitySchema,
  envelopes: envelopeKindSchema,
});
export type ShipmentMethodsRequest = z.infer<typeof shipmentMethodsRequestSchema>;

/** The request with the market's address rules. */
export function shipmentMethodsRequestSchemaFor(market: Market) {
  return shipmentMethodsRequestSchema.extend({ shippingAddress: shippingAddressSchemaFor(market) });
}

export const shipmentMethodsResponseSchema = z.object({ shipmentMethods: z.array(shipmentMethodSchema) });
export type ShipmentMethodsResponse = z.infer<typeof shipmentMethodsResponseSchema>;

/** `POST /api/orders/` answers the new order's id (`002` §7). */
export const orderCreatedSchema = z.object({ _id: entityIdSchema });

/**
 * Where an order is (`002` §4 "Order flow" and the print partner): made and waiting for its payment, paid,
 * handed to the printer, printed, and shipped with a tracking number.
 */
export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'in_production', 'printed', 'shipped'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order line; price including VAT in öre (`002` §3 "Order"). */
export const orderItemSchema = z.object({
  title: textSchema.max(200),
  /** The invitation card printed; place cards have none. */
  print: entityIdSchema.optional(),
  priceInclVat: oreSchema,
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** A print order; amounts in öre (`002` §3 "Order"). */
export const orderSchema = z.object({
  _id: entityIdSchema,
  items: z.array(orderItemSchema).max(20),
  shipment: z.object({ priceInclVat: oreSchema }),
  totalInclVat: oreSchema,
  totalVat: oreSchema,
  /** True once its payment is confirmed; the confirmation page shows the receipt then. */
  paid: z.boolean().default(false),
  /** The rest is what the overview and confirmation show; absent on orders made before prints existed. */
  status: z.enum(ORDER_STATUSES).optional(),
  /** The confirmed payment's reference, for its receipt. */
  paymentReference: textSchema.max(200).nullable().optional(),
  quantity: z.number().int().min(0).max(10_000).optional(),
  envelopes: z.enum(ENVELOPE_KINDS).optional(),
  roundedCorners: z.boolean().optional(),
  shippingAddress: shippingAddressSchema.optional(),
  shipmentMethod: shipmentMethodSchema.nullable().optional(),
  trackingNumber: textSchema.max(200).nullable().optional(),
  /** How many of the cards carry a household's personal QR and name; absent on orders without. */
  householdCards: z.number().int().min(1).max(PRINT_QUANTITY.max).optional(),
  /** A place card order (issue 35 item 2): its format and how many of its cards carry a guest's name. */
  placeCards: z
    .object({
      format: z.enum(PLACE_CARD_FORMATS),
      named: z.number().int().min(1).max(PRINT_QUANTITY.max),
    })
    .optional(),
  createdAt: z.iso.datetime().optional(),
});
export type Order = z.infer<typeof orderSchema>;
