import {
  formatPrice,
  type InterfaceLanguage,
  type Market,
  type PaymentMethod,
  type Receipt,
  type ReceiptProduct,
} from '@eventsite/core';
import { escapeHtml } from '../html/escape-html';
import type { MailMessage } from '../mail/mail-outbox-repository';

interface ReceiptMailTexts {
  subject: (productName: string) => string;
  greeting: string;
  thanks: (productName: string) => string;
  product: string;
  address: string;
  amountWithoutVat: string;
  amountVat: string;
  amountWithVat: string;
  paymentMethod: string;
  date: string;
  reference: string;
  products: Record<ReceiptProduct, string>;
  methods: Record<PaymentMethod, string>;
  signOff: (productName: string) => string;
}

/** Names as the interface's receipt gives them (`payment.product.*`, `payment.method.*`). */
const TEXTS: Record<InterfaceLanguage, ReceiptMailTexts> = {
  sv: {
    subject: (productName) => `Kvitto från ${productName}`,
    greeting: 'Hej!',
    thanks: (productName) => `Tack för ditt köp hos ${productName}. Här är ditt kvitto.`,
    product: 'Produkt',
    address: 'Adress',
    amountWithoutVat: 'Belopp exkl. moms',
    amountVat: 'Moms',
    amountWithVat: 'Totalt inkl. moms',
    paymentMethod: 'Betalsätt',
    date: 'Datum',
    reference: 'Referens',
    products: {
      subdomain: 'Subdomän',
      extend_subdomain: 'Förlängd publicering',
      domain_name: 'Egen domän',
      domain_name_other_registrar: 'Egen domän hos annan registrar',
      domain_name_upgrade_from_subdomain: 'Uppgradering till egen domän',
      domain_name_other_registrar_upgrade_from_subdomain: 'Uppgradering till egen domän hos annan registrar',
      print_order: 'Tryckta kort',
      place_card_order: 'Tryckta placeringskort',
    },
    methods: { card: 'Kort', swish: 'Swish', mobilepay: 'MobilePay' },
    signOff: (productName) => `Vänliga hälsningar\n${productName}`,
  },
  en: {
    subject: (productName) => `Your ${productName} receipt`,
    greeting: 'Hi!',
    thanks: (productName) => `Thank you for your purchase from ${productName}. Here is your receipt.`,
    product: 'Product',
    address: 'Address',
    amountWithoutVat: 'Amount excl. VAT',
    amountVat: 'VAT',
    amountWithVat: 'Total incl. VAT',
    paymentMethod: 'Payment method',
    date: 'Date',
    reference: 'Reference',
    products: {
      subdomain: 'Subdomain',
      extend_subdomain: 'Extended publication',
      domain_name: 'Own domain',
      domain_name_other_registrar: 'Own domain at another registrar',
      domain_name_upgrade_from_subdomain: 'Upgrade to own domain',
      domain_name_other_registrar_upgrade_from_subdomain: 'Upgrade to own domain at another registrar',
      print_order: 'Printed cards',
      place_card_order: 'Printed place cards',
    },
    methods: { card: 'Card', swish: 'Swish', mobilepay: 'MobilePay' },
    signOff: (productName) => `Best regards\n${productName}`,
  },
  da: {
    subject: (productName) => `Kvittering fra ${productName}`,
    greeting: 'Hej!',
    thanks: (productName) => `Tak for dit køb hos ${productName}. Her er din kvittering.`,
    product: 'Produkt',
    address: 'Adresse',
    amountWithoutVat: 'Beløb ekskl. moms',
    amountVat: 'Moms',
    amountWithVat: 'I alt inkl. moms',
    paymentMethod: 'Betalingsmåde',
    date: 'Dato',
    reference: 'Reference',
    products: {
      subdomain: 'Subdomæne',
      extend_subdomain: 'Forlænget udgivelse',
      domain_name: 'Eget domæne',
      domain_name_other_registrar: 'Eget domæne hos en anden registrator',
      domain_name_upgrade_from_subdomain: 'Opgradering til eget domæne',
      domain_name_other_registrar_upgrade_from_subdomain:
        'Opgradering til eget domæne hos en anden registrator',
      print_order: 'Trykte kort',
      place_card_order: 'Trykte bordkort',
    },
    methods: { card: 'Kort', swish: 'Swish', mobilepay: 'MobilePay' },
    signOff: (productName) => `Venlig hilsen\n${productName}`,
  },
};

const DATE_LOCALES: Record<InterfaceLanguage, string> = { sv: 'sv-SE', en: 'en-GB', da: 'da-DK' };

/**
 * The receipt mailed to the owner once a payment is confirmed (`000` §3 "Receipt", `decisions.md` §8): the
 * receipt's fields in the owner's language, amounts in the market's currency and manner.
 */
export function composeReceiptMail(input: {
  to: string;
  receipt: Receipt;
  host: string | null;
  language: InterfaceLanguage;
  market: Market;
  productName: string;
}): MailMessage {
  const { receipt, market, productName } = input;
  const texts = TEXTS[input.language];
  const date = new Intl.DateTimeFormat(DATE_LOCALES[input.language], { dateStyle: 'long' }).format(
    new Date(receipt.date),
  );
  const amounts = [receipt.amountWithoutVat, receipt.amountVat, receipt.amountWithVat];
  const rows: [string, string][] = [
    [texts.product, texts.products[receipt.product]],
    ...(input.host ? [[texts.address, input.host] as [string, string]] : []),
    [texts.amountWithoutVat, formatPrice(market, receipt.amountWithoutVat, amounts)],
    [texts.amountVat, formatPrice(market, receipt.amountVat, amounts)],
    [texts.amountWithVat, formatPrice(market, receipt.amountWithVat, amounts)],
    [texts.paymentMethod, texts.methods[receipt.paymentMethod]],
    [texts.date, date],
    [texts.reference, receipt.reference],
  ];
  const text = [
    texts.greeting,
    texts.thanks(productName),
    rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    texts.signOff(productName),
  ].join('\n\n');
  const table = rows
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = [
    `<p>${escapeHtml(texts.greeting)}</p>`,
    `<p>${escapeHtml(texts.thanks(productName))}</p>`,
    `<table cellpadding="4">${table}</table>`,
    `<p>${escapeHtml(texts.signOff(productName)).replaceAll('\n', '<br>')}</p>`,
  ].join('\n');
  return { to: input.to, subject: texts.subject(productName), text, html };
}
