import { MARKET_LANGUAGE } from '@eventsite/core';
import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import type { PrintOrderDeps } from './print-order-deps';
import type { PartnerProduct } from './print-partner';
import type { OrderRow } from '../orders/order-repository';
import { buildOrderPrintView } from '../prints/build-print-view';
import { printProgrammeEvents } from '../prints/print-programme-events';
import { toPrint } from '../prints/print-repository';
import { renderPlaceCardsForPrinter } from '../seating-prints/render-seating-prints';
import { seatingPrintLanguage, seatingPrintLook } from '../seating-prints/seating-print-look';

/** Where a stored file is fetched from outside (the print partner fetches the PDF from here). */
function storedFileUrl(publicUrl: string, key: string): string {
  return `${publicUrl}/api/images/uploads/${key}`;
}

/** An invitation order's PDF: its print's card, or every household's card once. */
async function invitationPdf(deps: PrintOrderDeps, order: OrderRow, quantity: number): Promise<Buffer> {
  const printRow = order.printId ? await deps.repositories.prints.find(order.printId) : null;
  if (!printRow) throw new Error(`Order ${order.id} has no print to hand over`);
  const view = await buildOrderPrintView(
    deps.printing.view,
    deps.storage,
    toPrint(printRow),
    { title: order.id, language: MARKET_LANGUAGE[deps.config.market] },
    { quantity, householdCards: order.householdCards },
    await printProgrammeEvents(deps.repositories.sites, order.siteId),
  );
  return deps.printing.pdf.render(view.html, view.resources);
}

/** A place card order's PDF: the names fixed in the order, in the site's look as it is now. */
async function placeCardsPdf(deps: PrintOrderDeps, order: OrderRow, quantity: number): Promise<Buffer> {
  const stored = await deps.repositories.sites.findById(order.siteId);
  if (!stored || !order.placeCards) throw new Error(`Order ${order.id} has no place cards to hand over`);
  const language = seatingPrintLanguage(stored.site, MARKET_LANGUAGE[deps.config.market]);
  const look = seatingPrintLook(stored.site, order.placeCards.eventId, language);
  return renderPlaceCardsForPrinter(deps.printing.pdf, look, order.placeCards, quantity);
}

/** Each page of a PDF as a PDF of its own, for a partner that takes one design per item. */
async function pagesOf(pdf: Buffer): Promise<Buffer[]> {
  const source = await PDFDocument.load(pdf);
  const pages: Buffer[] = [];
  for (const index of source.getPageIndices()) {
    const single = await PDFDocument.create();
    const [page] = await single.copyPages(source, [index]);
    if (page) single.addPage(page);
    pages.push(Buffer.from(await single.save()));
  }
  return pages;
}

/**
 * Hands one paid order to the print partner, once: the order is claimed, its cards are rendered to a PDF
 * and stored under a random name, the partner takes it, and the order moves to in production. A failure
 * lets the claim go, so housekeeping tries again. True when this call handed it over.
 */
export async function handOverPaidOrder(deps: PrintOrderDeps, orderId: string): Promise<boolean> {
  const { orders } = deps.repositories;
  const order = await orders.claimForPartner(orderId, deps.now());
  if (!order) return false;
  try {
    if (!order.shippingAddress || !order.shipmentMethod || !order.quantity) {
      throw new Error(`Order ${order.id} has nothing to hand over`);
    }
    const placeCards = order.placeCards;
    const pdf = placeCards
      ? await placeCardsPdf(deps, order, order.quantity)
      : await invitationPdf(deps, order, order.quantity);
    const name = `${order.siteId}/print-order-${randomBytes(16).toString('hex')}`;
    const pdfKey = `${name}.pdf`;
    await deps.storage.put(pdfKey, pdf);
    let cardPdfUrls: string[] | null = null;
    if (placeCards && !deps.printing.partner.printsEachCard) {
      cardPdfUrls = [];
      for (const [index, page] of (await pagesOf(pdf)).entries()) {
        const key = `${name}-card-${index + 1}.pdf`;
        await deps.storage.put(key, page);
        cardPdfUrls.push(storedFileUrl(deps.config.publicUrl, key));
      }
    }
    const product: PartnerProduct = placeCards
      ? placeCards.format === 'folded'
        ? 'placeCardFolded'
        : 'placeCardFlat'
      : 'invitation';
    const { partnerOrderId } = await deps.printing.partner.submit({
      orderId: order.id,
      product,
      quantity: order.quantity,
      cardsInPdf: placeCards || order.householdCards?.length ? order.quantity : 1,
      envelopes: order.envelopes ?? 'none',
      roundedCorners: order.roundedCorners ?? false,
      shippingAddress: order.shippingAddress,
      shipmentMethod: order.shipmentMethod,
      pdfUrl: storedFileUrl(deps.config.publicUrl, pdfKey),
      cardPdfUrls,
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
