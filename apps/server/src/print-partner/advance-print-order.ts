import type { PrintOrderDeps } from './print-order-deps';
import type { OrderRow } from '../orders/order-repository';
import { orderShippedMail } from './print-order-mails';
import { orderPrintPurpose } from '../prints/order-print-purpose';

/** The printer reports an order printed; null when it was not in production. */
export async function reportOrderPrinted(deps: PrintOrderDeps, orderId: string): Promise<OrderRow | null> {
  return deps.repositories.orders.markPrinted(orderId, deps.now());
}

/**
 * The printer reports an order shipped with its tracking number: the order changes once, and only the call
 * that changed it mails the owner's shipping address. Null when it was not printed or in production.
 */
export async function reportOrderShipped(
  deps: PrintOrderDeps,
  orderId: string,
  trackingNumber: string,
): Promise<OrderRow | null> {
  const shipped = await deps.repositories.orders.markShipped(orderId, trackingNumber, deps.now());
  if (!shipped) return null;
  const purpose = await orderPrintPurpose(deps.repositories.prints, shipped);
  const mail = orderShippedMail(shipped, purpose, deps.config.market, deps.config.productName);
  if (mail) await deps.mail.sendMail(mail);
  return shipped;
}
