import { formatPrice } from '@eventsite/core';
import type { SimulatedSwishRequest } from '../../payments/simulated-swish-provider';
import type { PhonePaymentPage } from './render-phone-payment-page';

const STATUS_TEXT: Record<SimulatedSwishRequest['status'], string> = {
  CREATED: 'Väntar på betalaren',
  PAID: 'Betald',
  DECLINED: 'Nekad',
  ERROR: 'Fel',
  CANCELLED: 'Avbruten',
};

/** The Swish simulator's page (`decisions.md` §6), in Swedish like the Swish app. */
export const SWISH_SIMULATOR_PAGE: PhonePaymentPage<SimulatedSwishRequest> = {
  lang: 'sv',
  market: 'se',
  provider: 'Swish',
  itemClass: 'request',
  accentColor: '#0b8a5a',
  lead: 'Betalningsförfrågningar som väntar på betalaren. Godkänn, neka, ge fel eller avbryt, precis som i Swish-appen.',
  actionBase: '/dev/swish/requests',
  autoApprovePath: '/dev/swish/auto-approve',
  actionLabels: { approve: 'Godkänn', decline: 'Neka', fail: 'Fel', cancel: 'Avbryt' },
  texts: {
    idLabel: 'Id',
    autoApprove: 'Godkänn automatiskt',
    on: 'på',
    off: 'av',
    turnOn: 'Slå på',
    turnOff: 'Stäng av',
    pending: 'Väntar',
    noPending: 'Inga förfrågningar väntar.',
    settled: 'Senast avgjorda',
    noSettled: 'Inga ännu.',
  },
  view: (request) => {
    const refunded = request.refunds.reduce((sum, refund) => sum + refund.amountOre, 0);
    return {
      id: request.id,
      state: request.status,
      stateText: STATUS_TEXT[request.status],
      amountOre: request.amountOre,
      attributes: [
        ['data-swish-id', request.id],
        ['data-payer', request.payerAlias],
      ],
      moneyParts: refunded > 0 ? [`${formatPrice('se', refunded)} återbetalt`] : [],
      details: [
        ['Betalare', request.payerAlias],
        ['Meddelande', request.message],
      ],
    };
  },
};
