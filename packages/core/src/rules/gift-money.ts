import { MARKET_CURRENCY, ORE_PER_KRONA } from '../constants/payment-products';
import type { Market } from '../constants/platform';
import { SWISH_MESSAGE_MAX } from './swish-payment';

const GIFT_AMOUNT_LOCALES: Readonly<Record<Market, string>> = { se: 'sv-SE', dk: 'da-DK' };

function giftAmountFormat(market: Market, fractionDigits: 0 | 2): Intl.NumberFormat {
  return new Intl.NumberFormat(GIFT_AMOUNT_LOCALES[market], {
    style: 'currency',
    currency: MARKET_CURRENCY[market],
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

const GIFT_AMOUNT_FORMATS: Readonly<
  Record<Market, { whole: Intl.NumberFormat; withOre: Intl.NumberFormat }>
> = {
  se: { whole: giftAmountFormat('se', 0), withOre: giftAmountFormat('se', 2) },
  dk: { whole: giftAmountFormat('dk', 0), withOre: giftAmountFormat('dk', 2) },
};

/**
 * A gift amount (öre) as guests read it in the hosts' market, öre only when there are any: '500 kr',
 * '1 234,50 kr' in Sweden, '500 kr.', '1.234,50 kr.' in Denmark (Intl's non-breaking spaces). Unlike the
 * product's own prices (`formatPrice`), a gift of 500 Danish kroner reads as a round sum.
 */
export function formatGiftAmount(market: Market, amountOre: number): string {
  const formats = GIFT_AMOUNT_FORMATS[market];
  const format = amountOre % ORE_PER_KRONA === 0 ? formats.whole : formats.withOre;
  return format.format(amountOre / ORE_PER_KRONA);
}

/** What `shares` shares of a group gift cost together, öre (issue 37 item 2). */
export function sharesCost(sharePrice: number, shares: number): number {
  return sharePrice * shares;
}

/** The shares of a group gift still free to reserve: its `quantity` less those reserved, never below 0. */
export function sharesLeft(quantity: number, reserved: number): number {
  return Math.max(0, quantity - reserved);
}

export interface PotProgress {
  /** How much of the goal the reported gifts reach, whole percent, 0 to 100. */
  percent: number;
  reached: boolean;
}

/**
 * A gift pot's progress bar (issue 37 item 1): the amounts guests reported against the hosts' goal, in whole
 * percent rounded down (so the bar is full only when the goal is reached) and capped at 100 when guests gave
 * more; null for a pot without a goal.
 */
export function potProgress(goal: number | null, reported: number): PotProgress | null {
  if (goal === null || goal <= 0) return null;
  const percent = Math.min(100, Math.floor((Math.max(0, reported) * 100) / goal));
  return { percent, reached: reported >= goal };
}

const PAYMENT_MESSAGE_SEPARATOR = ' – ';

/**
 * The payment's message, so the hosts see in their Swish or MobilePay who paid for what: the gift and the
 * giver, 'Bröllopsresan – Anna Berg', within Swish's 50 characters. When too long, the gift's title is
 * shortened first, since the giver's name is what the hosts thank; a long name alone is cut at the limit.
 */
export function giftPaymentMessage(gift: string, from: string): string {
  const title = gift.trim().replace(/\s+/g, ' ');
  const giver = from.trim().replace(/\s+/g, ' ');
  if (giver === '') return title.slice(0, SWISH_MESSAGE_MAX).trimEnd();
  if (title === '') return giver.slice(0, SWISH_MESSAGE_MAX).trimEnd();
  const room = SWISH_MESSAGE_MAX - PAYMENT_MESSAGE_SEPARATOR.length - giver.length;
  if (room <= 0) return giver.slice(0, SWISH_MESSAGE_MAX).trimEnd();
  return `${title.slice(0, room).trimEnd()}${PAYMENT_MESSAGE_SEPARATOR}${giver}`;
}
