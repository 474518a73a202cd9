import {
  placeCardOrderPrice,
  placeCardQuantity,
  seatedPersonKey,
  type PlaceCardFormat,
  type PlaceCardOrderCreation,
  type PlaceCardPrint,
  type SeatingPlan,
} from '@eventsite/core';
import type { PrintOrderDeps } from '../print-partner/print-order-deps';
import { AppError } from '../errors/app-error';
import { quoteShipmentMethods } from '../print-partner/quote-shipment-methods';
import type { OrderRow } from './order-repository';

const FORMAT_TITLES = {
  se: { folded: 'vikta A6', flat: 'platta 90 × 55 mm' },
  dk: { folded: 'foldede A6', flat: 'flade 90 × 55 mm' },
} as const;

/** The order line's title, e.g. "Placeringskort, vikta A6, 40 st" (se) or "Bordkort, foldede A6, 40 stk." (dk). */
function itemTitle(market: 'se' | 'dk', format: PlaceCardFormat, quantity: number): string {
  const kind = FORMAT_TITLES[market][format];
  return market === 'se' ? `Placeringskort, ${kind}, ${quantity} st` : `Bordkort, ${kind}, ${quantity} stk.`;
}

/**
 * The plan's cards as they are now, table by table: the name, the table and (only when asked for) the diet
 * answers. Fixed in the order, so a later change of the plan changes no paid order.
 */
function placeCardsOf(plan: SeatingPlan, request: PlaceCardOrderCreation): PlaceCardPrint {
  const diets = new Map(plan.guests.map((guest) => [seatedPersonKey(guest), guest.diets]));
  return {
    eventId: plan.eventId,
    format: request.format,
    cards: plan.tables.flatMap((table) =>
      table.places.map((person) => ({
        name: person.member,
        table: table.name,
        diets: request.diets ? (diets.get(seatedPersonKey(person)) ?? []) : [],
      })),
    ),
  };
}

/**
 * Makes a place card order from the site's seating plan (issue 35 item 2, wedding brand only), priced by the
 * server alone: the market's place card price times the placed guests rounded up to tens, plus the chosen
 * method's price as the carrier quotes it now. The quantity the checkout showed must still be the plan's.
 */
export async function createPlaceCardOrder(
  deps: PrintOrderDeps,
  siteId: string,
  plan: SeatingPlan,
  request: PlaceCardOrderCreation,
): Promise<OrderRow> {
  const placeCards = placeCardsOf(plan, request);
  const quantity = placeCardQuantity(placeCards.cards.length);
  if (quantity === null) {
    throw new AppError('SEATING_PLAN_EMPTY', {
      message:
        placeCards.cards.length === 0
          ? 'No guest has a seat yet.'
          : 'More guests than one order holds (300).',
    });
  }
  if (request.quantity !== quantity) {
    throw new AppError('PLACE_CARDS_QUANTITY_CHANGED', {
      message: `The plan seats ${placeCards.cards.length} guests, which is ${quantity} cards, not ${request.quantity}.`,
    });
  }
  const methods = await quoteShipmentMethods(deps, {
    shippingAddress: request.shippingAddress,
    quantity,
    envelopes: 'none',
  });
  const method = methods.find((candidate) => candidate.shipmentMethodUid === request.shipmentMethodUid);
  if (!method) throw new AppError('SHIPMENT_METHOD_UNAVAILABLE');
  const price = placeCardOrderPrice({ market: deps.config.market, quantity, shippingOre: method.price });
  return deps.repositories.orders.create({
    siteId,
    items: [{ title: itemTitle(deps.config.market, request.format, quantity), priceInclVat: price.itemsOre }],
    shipmentPriceOre: price.shippingOre,
    createdAt: deps.now(),
    print: {
      printId: null,
      quantity,
      envelopes: 'none',
      roundedCorners: false,
      shippingAddress: request.shippingAddress,
      shipmentMethod: method,
      householdCards: null,
      placeCards,
    },
  });
}
