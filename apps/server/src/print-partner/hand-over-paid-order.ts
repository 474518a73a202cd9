import { MARKET_LANGUAGE } from '@eventsite/core';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildOrderPrintView } from '../prints/build-print-view';
import { toPrint } from '../prints/print-repository';

/** Where a stored file is fetched from outside (the print partner fetches the PDF from here). */
export function storedFileUrl(publicUrl: string, key: string): string {
  return `${publicUrl}/api/images/uploads/${key}`;
}

/**
 * Hands one paid order to the print partner, once: the order is claimed, its print is rendered to a PDF
 * and stored under a random name, the partner takes it, and the order moves to in production. A failure
 * lets the claim go, so housekeeping tries again. True when this call handed it over.
 */
export async function handOverPaidOrder(app: FastifyInstance, orderId: string): Promise<boolean> {
  const { orders, prints } = app.repositories;
  const order = await orders.claimForPartner(orderId, app.now());
  if (!order) return false;
  try {
    const printRow = order.printId ? await prints.find(order.printId) : null;
    if (!printRow || !order.shippingAddress || !order.shipmentMethod || !order.quantity) {
      throw new Error(`Order ${order.id} has no print to hand over`);
    }
    const view = await buildOrderPrintView(
      app.printing.view,
      app.storage,
      toPrint(printRow),
      { title: order.id, language: MARKET_LANGUAGE[app.config.market] },
      {
        quantity: order.quantity,
        householdCards: order.householdCards,
      },
    );
    const pdfKey = `${order.siteId}/print-order-${randomBytes(16).toString('hex')}.pdf`;
    await app.storage.put(pdfKey, await app.printing.pdf.render(view.html, view.resources));
    const { partnerOrderId } = await app.printing.partner.submit({
      orderId: order.id,
      quantity: order.quantity,
      cardsInPdf: order.householdCards?.length ? order.quantity : 1,
      envelopes: order.envelopes ?? 'none',
      roundedCorners: order.roundedCorners ?? false,
      shippingAddress: order.shippingAddress,
      shipmentMethod: order.shipmentMethod,
      pdfUrl: storedFileUrl(app.config.publicUrl, pdfKey),
    });
    await orders.markInProduction(order.id, partnerOrderId, pdfKey);
    app.log.info({ orderId: order.id, partnerOrderId }, 'print order handed to the print partner');
    return true;
  } catch (error) {
    await orders.releaseClaim(order.id);
    app.log.error({ err: error, orderId: order.id }, 'handing a print order to the print partner failed');
    return false;
  }
}

/** Hands over every paid order still waiting (housekeeping, and after a restart). */
export async function handOverPaidOrders(app: FastifyInstance): Promise<number> {
  let handed = 0;
  for (const order of await app.repositories.orders.listAwaitingPartner(app.now()))
    if (await handOverPaidOrder(app, order.id)) handed += 1;
  return handed;
}
