import type { PaymentProductKey } from '@eventsite/core/constants/payment-products';

/** An address product of a site: the product and, for an address, its host. */
interface SitePurchase {
  siteId: string;
  paymentProduct: PaymentProductKey;
  host?: string;
  /** The price the server quoted, in öre, shown in the dialog. */
  priceOre: number;
}

/** A print order, paid at the total the server stored (`002` §4 "Order flow"). */
interface OrderPurchase {
  orderId: string;
  /** The order's total including VAT, in öre, shown in the dialog. */
  priceOre: number;
}

/** What the payment dialog charges for (`000` §7: `/api/sites/{siteId}/payment/…` or `/api/orders/{orderId}/payment/…`). */
export type Purchase = SitePurchase | OrderPurchase;

/** Whose payments a receipt or a confirmation is asked of. */
export type PaymentOwner = { siteId: string } | { orderId: string };

/** The payment calls' base path of a site or an order. */
export function paymentPath(owner: PaymentOwner): string {
  return 'orderId' in owner
    ? `/api/orders/${encodeURIComponent(owner.orderId)}/payment`
    : `/api/sites/${encodeURIComponent(owner.siteId)}/payment`;
}

/** A stable key of the owner, for effects and query caches. */
export function paymentOwnerKey(owner: PaymentOwner): string {
  return 'orderId' in owner ? `order:${owner.orderId}` : `site:${owner.siteId}`;
}
