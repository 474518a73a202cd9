import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';

/** What an owner route names: a site itself, or one of its prints, orders or payments. */
type Named = { kind: 'site' | 'print' | 'order' | 'payment'; siteId: string | undefined };

async function siteNamedBy(app: FastifyInstance, params: Record<string, unknown>): Promise<Named> {
  const { siteId, printId, orderId } = params;
  // A Swish or MobilePay payment is named by its reference (`swish_…`, `mobilepay_…`).
  const paymentReference = params.swishId ?? params.mobilePayId;
  if (typeof siteId === 'string') return { kind: 'site', siteId };
  if (typeof printId === 'string') {
    const print = await app.repositories.prints.find(printId);
    if (!print) throw new AppError('PRINT_NOT_FOUND', { message: `No print ${printId.slice(0, 100)}` });
    return { kind: 'print', siteId: print.siteId };
  }
  if (typeof orderId === 'string') {
    const order = await app.repositories.orders.find(orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND', { message: `No order ${orderId.slice(0, 100)}` });
    return { kind: 'order', siteId: order.siteId };
  }
  if (typeof paymentReference === 'string') {
    const payment = await app.repositories.payments.findByReference(paymentReference);
    if (!payment) {
      throw new AppError('PAYMENT_NOT_FOUND', { message: `No payment ${paymentReference.slice(0, 100)}` });
    }
    return { kind: 'payment', siteId: payment.siteId };
  }
  return { kind: 'site', siteId: undefined };
}

/**
 * The owner folder's one onRequest hook: 403 unless the session's account owns the site the route names in
 * `{siteId}`, or the site of its `{printId}`, `{orderId}`, `{swishId}` or `{mobilePayId}` (`decisions.md` §2);
 * an unknown print, order or payment is 404. A route in the folder that names none of them is refused, so none can skip the check.
 */
export function requireOwner(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.account) await app.authenticate(request);
    const account = request.requireAccount();
    const { kind, siteId } = await siteNamedBy(app, request.params as Record<string, unknown>);
    if (siteId === undefined || !(await app.repositories.sites.isOwnedBy(siteId, account.id))) {
      throw new AppError('NOT_SITE_OWNER', { message: `The logged-in account does not own this ${kind}.` });
    }
  };
}
