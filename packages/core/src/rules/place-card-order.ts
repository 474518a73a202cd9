import { PRINT_PRICES_ORE, PRINT_QUANTITY, PRINT_VAT_SHARE_OF_TOTAL } from '../constants/print-prices';
import type { Market } from '../constants/platform';
import type { PrintOrderPrice } from './print-order-price';

/**
 * How many place cards an order prints (issue 35 item 2): the placed guests rounded up to whole tens, as
 * every print quantity is (`002` §9); the cards beyond the guests are printed blank, for a late guest's name
 * by hand. Null when nobody is placed or one order cannot hold them all (300).
 */
export function placeCardQuantity(placedGuests: number): number | null {
  if (!Number.isInteger(placedGuests) || placedGuests < 1) return null;
  const quantity = Math.ceil(placedGuests / PRINT_QUANTITY.step) * PRINT_QUANTITY.step;
  return quantity <= PRINT_QUANTITY.max ? quantity : null;
}

/**
 * The price of a place card order (README "Place cards"): the market's place card price times the quantity,
 * plus shipping by the invitations' rule (the carrier's price, or the market's fixed one); VAT is 20 % of
 * the total. No envelopes and no rounded corners: a place card stands on the table as it is.
 */
export function placeCardOrderPrice({
  market,
  quantity,
  shippingOre,
}: {
  market: Market;
  quantity: number;
  shippingOre?: number;
}): PrintOrderPrice {
  if (placeCardQuantity(quantity) !== quantity)
    throw new RangeError(`Not a place card quantity: ${quantity}`);
  const prices = PRINT_PRICES_ORE[market];
  const shipping = shippingOre ?? prices.shipping;
  if (!Number.isSafeInteger(shipping) || shipping < 0)
    throw new RangeError(`Not a shipping price: ${shipping}`);
  const itemsOre = prices.placeCard * quantity;
  const totalOre = itemsOre + shipping;
  return {
    perCardOre: prices.placeCard,
    itemsOre,
    shippingOre: shipping,
    totalOre,
    vatOre: Math.round(totalOre * PRINT_VAT_SHARE_OF_TOTAL),
  };
}
