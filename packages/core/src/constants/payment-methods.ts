/** How an owner pays: by card or Swish (`000` §2.6). */
export const PAYMENT_METHODS = ['card', 'swish'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The statuses a polled Swish payment reports (`000` §4 "Swish flow"). */
export const SWISH_PAYMENT_STATUSES = ['NOT_SET', 'PAID', 'DECLINED', 'ERROR', 'CANCELLED'] as const;
export type SwishPaymentStatus = (typeof SWISH_PAYMENT_STATUSES)[number];

/** The card form's locale (`000` §9). */
export const CARD_PAYMENT_LOCALE = 'sv';

/** The interface tells the payer a Swish payment can take this long to be reported (`000` §4). */
export const SWISH_REPORT_DELAY_SECONDS = 15;
