import { z } from 'zod';
import { mailSchema } from '../api/accounts';
import {
  DEFAULT_ENVELOPE_KIND,
  ENVELOPE_KINDS,
  PRINT_QUANTITY,
  SHIPMENT_METHOD_TYPES,
} from '../constants/print-prices';
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

/** A delivery option; price in öre (`002` §3 "Shipment method"). */
export const shipmentMethodSchema = z.object({
  name: textSchema.max(200),
  type: z.enum(SHIPMENT_METHOD_TYPES),
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
});
export type OrderCreation = z.infer<typeof orderCreationSchema>;

/** An order line; price including VAT in öre (`002` §3 "Order"). */
export const orderItemSchema = z.object({
  title: textSchema.max(200),
  print: entityIdSchema,
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
});
export type Order = z.infer<typeof orderSchema>;
