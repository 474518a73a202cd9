import { formatPrice } from '@eventsite/core';
import type { SimulatedMobilePayPayment } from '../../payments/simulated-mobilepay-provider';
import type { PhonePaymentPage } from './render-phone-payment-page';

const STATE_TEXT: Record<SimulatedMobilePayPayment['state'], string> = {
  CREATED: 'Venter på betaleren',
  AUTHORIZED: 'Godkendt',
  ABORTED: 'Afvist',
  EXPIRED: 'Udløbet',
  TERMINATED: 'Annulleret',
};

/** The MobilePay simulator's page (`decisions.md` §8), in Danish like the MobilePay app. */
export const MOBILEPAY_SIMULATOR_PAGE: PhonePaymentPage<SimulatedMobilePayPayment> = {
  lang: 'da',
  market: 'dk',
  provider: 'MobilePay',
  itemClass: 'payment',
  accentColor: '#5a78ff',
  lead: 'Betalinger, der venter på betaleren. Godkend, afvis, lad dem udløbe eller annullér dem, ligesom i MobilePay-appen.',
  actionBase: '/dev/mobilepay/payments',
  autoApprovePath: '/dev/mobilepay/auto-approve',
  actionLabels: { approve: 'Godkend', decline: 'Afvis', fail: 'Lad udløbe', cancel: 'Annullér' },
  texts: {
    idLabel: 'Reference',
    autoApprove: 'Godkend automatisk',
    on: 'til',
    off: 'fra',
    turnOn: 'Slå til',
    turnOff: 'Slå fra',
    pending: 'Venter',
    noPending: 'Ingen betalinger venter.',
    settled: 'Senest afgjort',
    noSettled: 'Ingen endnu.',
  },
  view: (payment) => {
    const moneyParts: string[] = [];
    if (payment.capturedOre > 0) moneyParts.push(`${formatPrice('dk', payment.capturedOre)} hævet`);
    if (payment.refundedOre > 0) moneyParts.push(`${formatPrice('dk', payment.refundedOre)} refunderet`);
    return {
      id: payment.reference,
      state: payment.state,
      stateText: STATE_TEXT[payment.state],
      amountOre: payment.amountOre,
      attributes: [
        ['data-mobilepay-id', payment.reference],
        ['data-phone', payment.phoneNumber],
      ],
      moneyParts,
      details: [
        ['Telefon', `+${payment.phoneNumber}`],
        ['Tekst', payment.description],
      ],
    };
  },
};
