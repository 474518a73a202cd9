import { MARKET_LANGUAGE, type Market } from './platform';

/** How an owner pays: by card, Swish in Sweden (`000` §2.6), MobilePay in Denmark (`decisions.md` §8). */
export const PAYMENT_METHODS = ['card', 'swish', 'mobilepay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A payment the payer approves in a phone app: Swish or MobilePay. */
export type PhonePaymentMethod = Exclude<PaymentMethod, 'card'>;

/** Each market's phone payment app: Swish in Sweden, MobilePay in its place in Denmark (`decisions.md` §8). */
export const MARKET_PHONE_PAYMENT_METHOD: Readonly<Record<Market, PhonePaymentMethod>> = {
  se: 'swish',
  dk: 'mobilepay',
};

/** The methods a market offers, in the order the payment dialog shows them. */
export function paymentMethodsOf(market: Market): readonly PaymentMethod[] {
  return [MARKET_PHONE_PAYMENT_METHOD[market], 'card'];
}

/**
 * The statuses a polled phone payment reports (`000` §4 "Swish flow"); a MobilePay payment reports the same
 * ones, so both flows share their states (`decisions.md` §8).
 */
export const SWISH_PAYMENT_STATUSES = ['NOT_SET', 'PAID', 'DECLINED', 'ERROR', 'CANCELLED'] as const;
export type SwishPaymentStatus = (typeof SWISH_PAYMENT_STATUSES)[number];

/** The card form's locale: the market's language, Swedish in Sweden (`000` §9), Danish in Denmark (`decisions.md` §8). */
export const CARD_PAYMENT_LOCALE = MARKET_LANGUAGE;

/** The interface tells the payer a phone payment can take this long to be reported (`000` §4). */
export const SWISH_REPORT_DELAY_SECONDS = 15;
