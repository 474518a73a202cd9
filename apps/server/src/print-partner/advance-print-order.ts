import type { FastifyInstance } from 'fastify';
import type { OrderRow } from '../orders/order-repository';
import { orderShippedMail } from './print-order-mails';

/** The printer reports an order printed; null when it was not in production. */
export async function reportOrderPrinted(app: FastifyInstance, orderId: string): Promise<OrderRow | null> {
  return app.repositories.orders.markPrinted(orderId, app.now());
}

/**
 * The printer reports an order shipped with its tracking number: the order changes once, and only the call
 * that changed it mails the owner's shipping address. Null when it was not printed or in production.
 */
export async function reportOrderShipped(
  app: FastifyInstance,
  orderId: string,
  trackingNumber: string,
): Promise<OrderRow | null> {
  const shipped = await app.repositories.orders.markShipped(orderId, trackingNumber, app.now());
  if (!shipped) return null;
  const mail = orderShippedMail(shipped, app.config.market, app.config.productName);
  if (mail) await app.mail.sendMail(mail);
  return shipped;
}
