import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { textSchema } from '@eventsite/core';

/**
 * Gelato's webhook events that move an order (dashboard.gelato.com/docs/webhooks): `order_status_updated`
 * with the order's fulfilment status and its items' tracking codes, and `order_item_tracking_code_updated`.
 * Any other event, or a field Gelato adds, is let through and ignored.
 */
const fulfillmentSchema = z.looseObject({ trackingCode: textSchema.max(200).nullish() });

export const gelatoWebhookEventSchema = z.looseObject({
  event: textSchema.max(100),
  orderId: textSchema.min(1).max(200),
  orderReferenceId: textSchema.max(200).nullish(),
  fulfillmentStatus: textSchema.max(100).nullish(),
  trackingCode: textSchema.max(200).nullish(),
  items: z
    .array(z.looseObject({ fulfillments: z.array(fulfillmentSchema).max(50).nullish() }))
    .max(100)
    .nullish(),
});
export type GelatoWebhookEvent = z.infer<typeof gelatoWebhookEventSchema>;

/** What an event means for our order: printed, shipped with a tracking number, or nothing we track. */
export type PrintOrderUpdate =
  { step: 'printed' } | { step: 'shipped'; trackingNumber: string } | { step: 'none' };

/** Gelato's statuses at or after the hand-over to the carrier. */
const SHIPPED_STATUSES = new Set(['shipped', 'in_transit', 'delivered']);

function firstTrackingCode(event: GelatoWebhookEvent): string | null {
  if (event.trackingCode) return event.trackingCode;
  for (const item of event.items ?? [])
    for (const fulfillment of item.fulfillments ?? [])
      if (fulfillment.trackingCode) return fulfillment.trackingCode;
  return null;
}

/**
 * The step an event reports. A shipment without a tracking code yet counts as printed: Gelato sends the code
 * in a later event, and the owner's mail should carry it.
 */
export function printOrderUpdateOf(event: GelatoWebhookEvent): PrintOrderUpdate {
  const trackingNumber = firstTrackingCode(event);
  if (event.event === 'order_item_tracking_code_updated')
    return trackingNumber ? { step: 'shipped', trackingNumber } : { step: 'none' };
  if (event.event !== 'order_status_updated') return { step: 'none' };
  const status = event.fulfillmentStatus ?? '';
  if (SHIPPED_STATUSES.has(status))
    return trackingNumber ? { step: 'shipped', trackingNumber } : { step: 'printed' };
  return status === 'printed' ? { step: 'printed' } : { step: 'none' };
}

/**
 * Gelato signs no webhook; its documented protection is TLS to the URL registered in its portal. That URL
 * carries our secret, compared here in constant time, so only Gelato (who holds the URL) can move an order.
 */
export function isGelatoWebhookSecret(expected: string, given: string): boolean {
  const left = Buffer.from(expected);
  const right = Buffer.from(given);
  return expected.length > 0 && left.length === right.length && timingSafeEqual(left, right);
}
