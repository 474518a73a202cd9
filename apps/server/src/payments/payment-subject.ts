import type { PaymentProductKey, ReceiptProduct } from '@eventsite/core';
import type { PaymentDeps } from './payment-deps';
import { AppError } from '../errors/app-error';
import { pricePurchase } from './price-purchase';

/**
 * What a payment pays for, priced by the server: an address product of a site (`000` §4) or a print order
 * of a site (`002` §4 "Order flow"). Card and Swish payments start the same way for both.
 */
export interface PaymentSubject {
  siteId: string;
  /** The print order paid for; null for an address product. */
  orderId: string | null;
  product: ReceiptProduct;
  amountOre: number;
  months: number;
  host: string | null;
}

/** An address product of a site, priced from the site as it is now (the client's price is never trusted). */
export async function siteProductSubject(
  deps: PaymentDeps,
  siteId: string,
  request: { paymentProduct: PaymentProductKey; host?: string | undefined },
): Promise<PaymentSubject> {
  const priced = await pricePurchase(deps, siteId, request.paymentProduct, request.host);
  return { siteId, orderId: null, ...priced };
}

/** A print order at its stored total; an order that is paid already (or further along) is not paid twice. */
export async function orderSubject(deps: PaymentDeps, orderId: string): Promise<PaymentSubject> {
  const order = await deps.repositories.orders.find(orderId);
  if (!order) throw new AppError('ORDER_NOT_FOUND', { message: `No order ${orderId}` });
  if (order.status !== 'awaiting_payment')
    throw new AppError('ORDER_ALREADY_PAID', { message: `Order ${orderId} is paid` });
  return {
    siteId: order.siteId,
    orderId,
    // Its receipt names what was printed: place cards, or the invitations.
    product: order.placeCards ? 'place_card_order' : 'print_order',
    amountOre: order.totalOre,
    months: 0,
    host: null,
  };
}
