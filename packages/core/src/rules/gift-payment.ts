import type { Market } from '../constants/platform';
import type { GiftRegistryModule } from '../schemas/site-modules';
import { formatMobilePayNumber, mobilePayQrText } from './mobilepay-payment';
import { formatSwishPayeeNumber } from './swish-number';
import { swishAppLink, swishQrPayload } from './swish-payment';

export type GiftPaymentMethod = 'swish' | 'mobilepay';

/** How a guest pays one money gift or group-gift share to the hosts (issue 37). */
export interface GiftPayment {
  method: GiftPaymentMethod;
  /** The hosts' number as people write it, to read or copy. */
  number: string;
  /** Opens the payment app with the payment filled in; null where the app documents no such link. */
  appLink: string | null;
  /** The QR code's content, for a guest on a computer to scan with the phone. */
  qrText: string;
}

export interface GiftPaymentInput {
  market: Market;
  registry: Pick<GiftRegistryModule, 'swishNumber' | 'mobilePayNumber'>;
  /** Öre; null leaves the amount to the guest. */
  amount: number | null;
  /** The payment's message (`giftPaymentMessage`). */
  message: string;
}

/**
 * The payment of a money gift in the hosts' market: Swish in Sweden (its app link and prefilled QR payload),
 * MobilePay in Denmark (the number, and a QR of it, `mobilepay-payment.ts`). Null when the registry has no
 * number for the market, so the page offers no payment it cannot make.
 */
export function giftPayment({ market, registry, amount, message }: GiftPaymentInput): GiftPayment | null {
  if (market === 'se') {
    const number = registry.swishNumber;
    if (number === null) return null;
    return {
      method: 'swish',
      number: formatSwishPayeeNumber(number),
      appLink: swishAppLink({ number, amount, message }),
      qrText: swishQrPayload({ number, amount, message }),
    };
  }
  const number = registry.mobilePayNumber;
  if (number === null) return null;
  return {
    method: 'mobilepay',
    number: formatMobilePayNumber(number),
    appLink: null,
    qrText: mobilePayQrText(number),
  };
}

/** The QR route's address for a pot's or a group gift's payment (`GET …/gift-pot/{potId}/qr`). */
export function giftQrSource(siteId: string, potId: string, amount: number | null, from: string): string {
  const query = new URLSearchParams();
  if (amount !== null) query.set('amount', String(amount));
  if (from.trim() !== '') query.set('from', from.trim());
  const search = query.toString();
  const path = ['', 'api', 'sites', 'public', siteId, 'gift-pot', potId, 'qr']
    .map(encodeURIComponent)
    .join('/');
  return search === '' ? path : `${path}?${search}`;
}
