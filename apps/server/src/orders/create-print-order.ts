import {
  householdCardQuantity,
  householdLinkUrl,
  printOrderPrice,
  type HouseholdCard,
  type OrderCreation,
  type Print,
  type PrintPurpose,
} from '@eventsite/core';
import type { PrintOrderDeps } from '../print-partner/print-order-deps';
import { AppError } from '../errors/app-error';
import { quoteShipmentMethods } from '../print-partner/quote-shipment-methods';
import { toPrint } from '../prints/print-repository';
import { publicSiteUrl } from '../sites/render-site-qr-code';
import type { OrderRow } from './order-repository';

const CARD_NAMES = {
  se: { invitation: 'Inbjudningskort', thankYou: 'Tackkort' },
  dk: { invitation: 'Invitationskort', thankYou: 'Takkekort' },
} as const;

/**
 * The order line's title, e.g. "Inbjudningskort A6, 20 st" (se) or "Invitationskort A6, 20 stk." (dk); a
 * thank-you card's (issue 37 item 4) "Tackkort A6, 20 st".
 */
function itemTitle(market: 'se' | 'dk', purpose: PrintPurpose, quantity: number): string {
  const name = CARD_NAMES[market][purpose];
  return market === 'se' ? `${name} A6, ${quantity} st` : `${name} A6, ${quantity} stk.`;
}

/**
 * The households' cards of an order with a personal QR per household (issue 21 item 5), in guest list
 * order, each with its personal link and its invitation to the programme's events as they are now: both
 * are fixed in the order, so what is paid for is what is printed. The quantity must be the households
 * rounded up to tens, as the checkout showed it.
 */
async function householdCardsOf(
  deps: PrintOrderDeps,
  request: OrderCreation,
  print: Print,
): Promise<HouseholdCard[]> {
  const [stored, households] = await Promise.all([
    deps.repositories.sites.findById(request.site),
    deps.repositories.households.list(request.site),
  ]);
  const qr = print.content.find((item) => item.contentType === 'qr');
  const host = stored?.site.host;
  const quantity = householdCardQuantity(households.length);
  if (
    !deps.printing.partner.printsEachCard ||
    !host ||
    qr?.contentType !== 'qr' ||
    qr.properties.hidden ||
    quantity === null
  ) {
    throw new AppError('HOUSEHOLD_CARDS_UNAVAILABLE');
  }
  if (request.quantity !== quantity) {
    throw new AppError('HOUSEHOLD_CARDS_QUANTITY_CHANGED', {
      message: `The guest list has ${households.length} households, which is ${quantity} cards, not ${request.quantity}.`,
    });
  }
  const siteUrl = publicSiteUrl(deps.config.publicUrl, host);
  return households.map((household) => ({
    householdId: household._id,
    name: household.name,
    url: householdLinkUrl(siteUrl, household),
    events: household.events,
  }));
}

/**
 * Makes a print order from the creation payload (`002` §3 "Order"), priced by the server alone: the
 * rounded corners come from the stored print's trim and the shipment price from the carrier's quote for the
 * chosen method, asked again now. Whatever totals a client sends are never read.
 */
export async function createPrintOrder(deps: PrintOrderDeps, request: OrderCreation): Promise<OrderRow> {
  const printRow = await deps.repositories.prints.find(request.print);
  if (!printRow || printRow.siteId !== request.site) {
    throw new AppError('PRINT_NOT_FOUND', { message: 'The site has no such print.' });
  }
  const print = toPrint(printRow);
  const householdCards = request.householdQr ? await householdCardsOf(deps, request, print) : null;
  const methods = await quoteShipmentMethods(deps, {
    shippingAddress: request.shippingAddress,
    quantity: request.quantity,
    envelopes: request.envelopes,
  });
  const method = methods.find((candidate) => candidate.shipmentMethodUid === request.shipmentMethodUid);
  if (!method) throw new AppError('SHIPMENT_METHOD_UNAVAILABLE');
  const roundedCorners = print.trim === 'rounded';
  const price = printOrderPrice({
    market: deps.config.market,
    quantity: request.quantity,
    envelopes: request.envelopes,
    roundedCorners,
    shippingOre: method.price,
  });
  return deps.repositories.orders.create({
    siteId: request.site,
    items: [
      {
        title: itemTitle(deps.config.market, print.purpose, request.quantity),
        print: print._id,
        priceInclVat: price.itemsOre,
      },
    ],
    shipmentPriceOre: price.shippingOre,
    createdAt: deps.now(),
    print: {
      printId: print._id,
      quantity: request.quantity,
      envelopes: request.envelopes,
      roundedCorners,
      shippingAddress: request.shippingAddress,
      shipmentMethod: method,
      householdCards,
      placeCards: null,
    },
  });
}
