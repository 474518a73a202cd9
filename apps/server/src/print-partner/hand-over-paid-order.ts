import { MARKET_LANGUAGE } from '@eventsite/core';
import { randomBytes } from 'node:crypto';
import type { PrintOrderDeps } from './print-order-deps';
import { buildOrderPrintView } from '../prints/build-print-view';
import { printProgrammeEvents } from '../prints/print-programme-events';
import { toPrint } from '../prints/print-repository';

/** Where a stored file is fetched from outside (the print partner fetches the PDF from here). */
function storedFileUrl(publicUrl: string, key: string): string {
  return `${publicUrl}/api/images/uploads/${key}`;
}

/**
 * Hands one paid order to the print partner, once: the order is claimed, its print is rendered to a PDF
 * and stored under a random name, the partner takes it, and the order moves to in production. A failure
 * lets the claim go, so housekeeping tries again. True when this call handed it over.
 */
export async function handOverPaidOrder(deps: PrintOrderDeps, orderId: string): Promise<boolean> {
  const { orders, prints } = deps.repositories;
  const order = await orders.claimForPartner(orderId, deps.now());
  if (!order) return false;
  try {
    const printRow = order.printId ? await prints.find(order.printId) : null;
    if (!printRow || !order.shippingAddress || !order.shipmentMethod || !order.quantity) {
      throw new Error(`Order ${order.id} has no print to hand over`);
    }
    const view = await buildOrderPrintView(
      deps.printing.view,
      deps.storage,
      toPrint(printRow),
      { title: order.id, language: MARKET_LANGUAGE[deps.config.market] },
      {
        quantity: order.quantity,
        householdCards: order.householdCards,
      },
      await printProgrammeEvents(deps.repositories.sites, order.siteId),
    );
    const pdfKey = `${order.siteId}/print-order-${randomBytes(16).toString('hex')}.pdf`;
    await deps.storage.put(pdfKey, await deps.printing.pdf.render(view.html, view.resources));
    const { partnerOrderId } = await deps.printing.partner.submit({
      orderId: order.id,
      quantity: order.quantity,
      cardsInPdf: order.householdCards?.length ? order.quantity : 1,
      envelopes: order.envelopes ?? 'none',
      roundedCorners: order.roundedCorners ?? false,
      shippingAddress: order.shippingAddress,
      shipmentMethod: order.shipmentMethod,
      pdfUrl: storedFileUrl(deps.config.publicUrl, pdfKey),
    });
    await orders.markInProduction(order.id, partnerOrderId, pdfKey);
    deps.log.info({ orderId: order.id, partnerOrderId }, 'print order handed to the print partner');
    return true;
  } catch (error) {
    await orders.releaseClaim(order.id);
    deps.log.error({ err: error, orderId: order.id }, 'handing a print order to the print partner failed');
    return false;
  }
}

/** Hands over every paid order still waiting (housekeeping, and after a restart). */
export async function handOverPaidOrders(deps: PrintOrderDeps): Promise<number> {
  let handed = 0;
  for (const order of await deps.repositories.orders.listAwaitingPartner(deps.now()))
    if (await handOverPaidOrder(deps, order.id)) handed += 1;
  return handed;
}
