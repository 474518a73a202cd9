import {
  formatPrice,
  shipmentCarrierOf,
  splitVat,
  type Market,
  MARKET_LANGUAGE,
  type PrintPurpose,
} from '@eventsite/core';
import type { MailMessage } from '../mail/mail-outbox-repository';
import type { OrderRow } from '../orders/order-repository';

/** Mails go out in the market's language (`decisions.md` §8). */

const TEXTS = {
  sv: {
    confirmedSubject: 'Tack för din beställning av inbjudningskort',
    confirmedIntro: 'Tack! Vi har tagit emot din betalning och skickar dina inbjudningskort till tryck.',
    shippedSubject: 'Dina inbjudningskort är på väg',
    shippedIntro: 'Dina inbjudningskort är tryckta och skickade.',
    order: 'Order',
    cards: 'kort',
    shipping: 'Frakt',
    total: 'Totalt',
    vat: 'varav moms',
    deliverTo: 'Leveransadress',
    carrier: 'Leveranssätt',
    tracking: 'Spårningsnummer',
    greeting: 'Hälsningar',
    placeCards: {
      confirmedSubject: 'Tack för din beställning av placeringskort',
      confirmedIntro: 'Tack! Vi har tagit emot din betalning och skickar dina placeringskort till tryck.',
      shippedSubject: 'Dina placeringskort är på väg',
      shippedIntro: 'Dina placeringskort är tryckta och skickade.',
    },
    thankYou: {
      confirmedSubject: 'Tack för din beställning av tackkort',
      confirmedIntro: 'Tack! Vi har tagit emot din betalning och skickar dina tackkort till tryck.',
      shippedSubject: 'Dina tackkort är på väg',
      shippedIntro: 'Dina tackkort är tryckta och skickade.',
    },
  },
  da: {
    confirmedSubject: 'Tak for din bestilling af invitationskort',
    confirmedIntro: 'Tak! Vi har modtaget din betaling og sender dine invitationskort til tryk.',
    shippedSubject: 'Dine invitationskort er på vej',
    shippedIntro: 'Dine invitationskort er trykt og sendt.',
    order: 'Ordre',
    cards: 'kort',
    shipping: 'Fragt',
    total: 'I alt',
    vat: 'heraf moms',
    deliverTo: 'Leveringsadresse',
    carrier: 'Leveringsmetode',
    tracking: 'Sporingsnummer',
    greeting: 'Venlig hilsen',
    placeCards: {
      confirmedSubject: 'Tak for din bestilling af bordkort',
      confirmedIntro: 'Tak! Vi har modtaget din betaling og sender dine bordkort til tryk.',
      shippedSubject: 'Dine bordkort er på vej',
      shippedIntro: 'Dine bordkort er trykt og sendt.',
    },
    thankYou: {
      confirmedSubject: 'Tak for din bestilling af takkekort',
      confirmedIntro: 'Tak! Vi har modtaget din betaling og sender dine takkekort til tryk.',
      shippedSubject: 'Dine takkekort er på vej',
      shippedIntro: 'Dine takkekort er trykt og sendt.',
    },
  },
  en: {
    confirmedSubject: 'Thank you for ordering invitation cards',
    confirmedIntro:
      'Thank you! We have received your payment and are sending your invitation cards to print.',
    shippedSubject: 'Your invitation cards are on their way',
    shippedIntro: 'Your invitation cards have been printed and shipped.',
    order: 'Order',
    cards: 'cards',
    shipping: 'Shipping',
    total: 'Total',
    vat: 'of which VAT',
    deliverTo: 'Delivery address',
    carrier: 'Delivery method',
    tracking: 'Tracking number',
    greeting: 'Kind regards',
    placeCards: {
      confirmedSubject: 'Thank you for ordering place cards',
      confirmedIntro: 'Thank you! We have received your payment and are sending your place cards to print.',
      shippedSubject: 'Your place cards are on their way',
      shippedIntro: 'Your place cards have been printed and shipped.',
    },
    thankYou: {
      confirmedSubject: 'Thank you for ordering thank-you cards',
      confirmedIntro:
        'Thank you! We have received your payment and are sending your thank-you cards to print.',
      shippedSubject: 'Your thank-you cards are on their way',
      shippedIntro: 'Your thank-you cards have been printed and shipped.',
    },
  },
} as const;

function addressLines(order: OrderRow): string[] {
  const address = order.shippingAddress;
  if (!address) return [];
  return [
    `${address.firstName} ${address.lastName}`,
    address.addressLine1,
    `${address.postCode} ${address.city}`,
  ];
}

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/**
 * The subject and intro of an order's mails: they name the place cards, the thank-you cards (issue 37 item
 * 4), or the invitation cards.
 */
function wordsOf(order: OrderRow, purpose: PrintPurpose, t: Texts) {
  if (order.placeCards) return t.placeCards;
  return purpose === 'thankYou' ? t.thankYou : t;
}

/**
 * A mail to the order's shipping mail (none without one), in the market's language: the intro, the
 * order's own lines, then the delivery address and the greeting every order mail ends with.
 */
function orderMail(
  order: OrderRow,
  market: Market,
  productName: string,
  compose: (t: Texts) => { subject: string; intro: string; lines: string[] },
): MailMessage | null {
  const to = order.shippingAddress?.email;
  if (!to) return null;
  const t = TEXTS[MARKET_LANGUAGE[market]];
  const { subject, intro, lines } = compose(t);
  const text = [
    intro,
    '',
    ...lines,
    '',
    `${t.deliverTo}:`,
    ...addressLines(order),
    '',
    t.greeting,
    productName,
  ].join('\n');
  return { to, subject, text };
}

/** The confirmation a paid order sends to its shipping mail, with the receipt's lines (`002` §4 "Order flow"). */
export function orderConfirmedMail(
  order: OrderRow,
  purpose: PrintPurpose,
  market: Market,
  productName: string,
): MailMessage | null {
  const method = order.shipmentMethod;
  const vatOre = splitVat(order.totalOre).amountVat;
  const amounts = [
    ...order.items.map((item) => item.priceInclVat),
    order.shipmentPriceOre,
    order.totalOre,
    vatOre,
  ];
  const price = (amountOre: number) => formatPrice(market, amountOre, amounts);
  return orderMail(order, market, productName, (t) => ({
    subject: wordsOf(order, purpose, t).confirmedSubject,
    intro: wordsOf(order, purpose, t).confirmedIntro,
    lines: [
      `${t.order} ${order.id}`,
      ...order.items.map((item) => `${item.title}: ${price(item.priceInclVat)}`),
      `${t.shipping}${method ? ` (${method.name})` : ''}: ${price(order.shipmentPriceOre)}`,
      `${t.total}: ${price(order.totalOre)} (${t.vat} ${price(vatOre)})`,
    ],
  }));
}

/** The mail an order sends when it ships, with its carrier and tracking number. */
export function orderShippedMail(
  order: OrderRow,
  purpose: PrintPurpose,
  market: Market,
  productName: string,
): MailMessage | null {
  return orderMail(order, market, productName, (t) => {
    const carrier = order.shipmentMethod
      ? shipmentCarrierOf(market, order.shipmentMethod.name).carrier
      : null;
    return {
      subject: wordsOf(order, purpose, t).shippedSubject,
      intro: wordsOf(order, purpose, t).shippedIntro,
      lines: [
        `${t.order} ${order.id}${order.quantity ? `: ${order.quantity} ${t.cards}` : ''}`,
        ...(carrier ? [`${t.carrier}: ${order.shipmentMethod?.name ?? carrier}`] : []),
        `${t.tracking}: ${order.trackingNumber ?? ''}`,
      ],
    };
  });
}
