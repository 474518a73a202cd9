import type { Brand } from '@eventsite/core/constants/platform';
import type { Receipt } from '@eventsite/core/schemas/payment';

interface TrackerWindow {
  dataLayer?: unknown[];
}

const tracked = new Set<string>();

/**
 * The purchase conversion for ad trackers (`000` §7: party brand only): value in kronor without VAT, in
 * SEK, with the payment reference as transaction id, sent once per receipt. It goes to the tag manager's
 * `dataLayer`, which exists only where a tracker is installed.
 */
export function trackPurchaseConversion(
  receipt: Receipt,
  brand: Brand,
  target: TrackerWindow = window as TrackerWindow,
): boolean {
  if (brand !== 'party' || tracked.has(receipt.reference)) return false;
  tracked.add(receipt.reference);
  (target.dataLayer ??= []).push({
    event: 'purchase',
    transaction_id: receipt.reference,
    value: receipt.amountWithoutVat / 100,
    tax: receipt.amountVat / 100,
    currency: 'SEK',
    items: [{ item_id: receipt.product, price: receipt.amountWithVat / 100, quantity: 1 }],
  });
  return true;
}
