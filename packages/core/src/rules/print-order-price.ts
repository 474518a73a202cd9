import {
  PRINT_PRICES_ORE,
  PRINT_QUANTITY,
  PRINT_VAT_SHARE_OF_TOTAL,
  type EnvelopeKind,
} from '../constants/print-prices';
import type { Market } from '../constants/platform';

export interface PrintOrderChoice {
  market: Market;
  /** 10 to 300 in steps of 10 (`002` §5). */
  quantity: number;
  envelopes: EnvelopeKind;
  /** The print's trim is `rounded`. */
  roundedCorners: boolean;
  /** The chosen shipment method's price; the market's fixed shipping when omitted (`002` §9). */
  shippingOre?: number;
}

/** What a print order costs, every amount including VAT in öre (øre for dk). */
export interface PrintOrderPrice {
  /** Card, envelope and rounded corners for one card. */
  perCardOre: number;
  /** `perCardOre` times the quantity: the order line. */
  itemsOre: number;
  shippingOre: number;
  totalOre: number;
  /** 20 % of the total, rounded to the nearest öre. */
  vatOre: number;
}

/** True for a quantity the checkout offers: 10 to 300 in steps of 10 (`002` §5, §9). */
export function isPrintQuantity(quantity: number): boolean {
  return (
    Number.isInteger(quantity) &&
    quantity >= PRINT_QUANTITY.min &&
    quantity <= PRINT_QUANTITY.max &&
    quantity % PRINT_QUANTITY.step === 0
  );
}

/**
 * The price of a print order (`002` §9, `decisions.md` §8): (card + envelope + rounded corners) times the
 * quantity, plus shipping; VAT is 20 % of that total. The server works it out again for every order, so
 * what a client shows is never what is charged unless it agrees.
 */
export function printOrderPrice({
  market,
  quantity,
  envelopes,
  roundedCorners,
  shippingOre,
}: PrintOrderChoice): PrintOrderPrice {
  if (!isPrintQuantity(quantity)) throw new RangeError(`Not a print quantity: ${quantity}`);
  const prices = PRINT_PRICES_ORE[market];
  const shipping = shippingOre ?? prices.shipping;
  if (!Number.isSafeInteger(shipping) || shipping < 0)
    throw new RangeError(`Not a shipping price: ${shipping}`);
  const perCardOre =
    prices.card + prices.envelope[envelopes] + (roundedCorners ? prices.roundedCornersPerCard : 0);
  const itemsOre = perCardOre * quantity;
  const totalOre = itemsOre + shipping;
  return {
    perCardOre,
    itemsOre,
    shippingOre: shipping,
    totalOre,
    vatOre: Math.round(totalOre * PRINT_VAT_SHARE_OF_TOTAL),
  };
}
