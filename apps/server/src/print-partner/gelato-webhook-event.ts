import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { textSchema } from '@eventsite/core';

/**
 * Gelato's webhook events (dashboard.gelato.com/docs/webhooks). Only which order to ask about is read: the
 * order's status is then fetched from Gelato's API, so a forged body cannot move an order. Any other field,
 * or one Gelato adds, is let through and ignored.
 */
export const gelatoWebhookEventSchema = z.looseObject({
  event: textSchema.max(100),
  orderId: textSchema.min(1).max(200),
  orderReferenceId: textSchema.max(200).nullish(),
});
export type GelatoWebhookEvent = z.infer<typeof gelatoWebhookEventSchema>;

/** The events that can mean an order was printed or shipped; any other changes nothing. */
export function isOrderProgressEvent(event: GelatoWebhookEvent): boolean {
  return event.event === 'order_status_updated' || event.event === 'order_item_tracking_code_updated';
}

/**
 * Gelato signs no webhook; its documented protection is TLS to the URL registered in its portal. That URL
 * carries our secret, compared here in constant time, so strangers are turned away before Gelato is asked.
 */
export function isGelatoWebhookSecret(expected: string, given: string): boolean {
  const left = Buffer.from(expected);
  const right = Buffer.from(given);
  return expected.length > 0 && left.length === right.length && timingSafeEqual(left, right);
}
