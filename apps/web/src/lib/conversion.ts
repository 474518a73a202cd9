import type { Brand } from '@eventsite/core/constants/platform';
import type { Receipt } from '@eventsite/core/schemas/payment';
import { trackEvent, type TrackEventOptions } from './track-event';

const tracked = new Set<string>();

/**
 * The purchase conversion for ad trackers (`000` §7: party brand only): value in kronor without VAT, in
 * SEK, with the payment reference as transaction id, sent once per receipt through the same data layer
 * and tracker lookup as every other tracked event.
 */
export async function trackPurchaseConversion(
  receipt: Receipt,
  brand: Brand,
  options: TrackEventOptions,
): Promise<boolean> {
  if (brand !== 'party' || tracked.has(receipt.reference)) return false;
  tracked.add(receipt.reference);
  return trackEvent(
    'purchase',
    {
      transaction_id: receipt.reference,
      value: receipt.amountWithoutVat / 100,
      tax: receipt.amountVat / 100,
      currency: 'SEK',
      items: [{ item_id: receipt.product, price: receipt.amountWithVat / 100, quantity: 1 }],
    },
    options,
  );
}
