import type { Market } from '@eventsite/core/constants/platform';
import type { GiftRegistryModule } from '@eventsite/core/schemas/site-modules';

/** How a guest pays the hosts on this market: the app link (null when the app has none) and the QR text. */
export interface GiftPayment {
  method: 'swish' | 'mobilepay';
  /** The hosts' number as a guest reads it: '+45 12 34 56 78', '123 456 78 90'. */
  shownNumber: string;
  appLink: string | null;
  qrPayload: string;
}

/** Swish's message field holds at most 50 characters. */
const SWISH_MESSAGE_MAX = 50;

const kronor = (amount: number) => (amount / 100).toFixed(2).replace('.', ',');

/**
 * Swish's app switch for private payments: `swish://payment?data=` and the payment as JSON, amount and
 * message left editable (Swish, "Swish QR code specification", "Prefilled app-switch").
 */
function swishAppLink(number: string, amount: number | null, message: string): string {
  const data = {
    version: 1,
    payee: { value: number },
    ...(amount === null ? {} : { amount: { value: amount / 100 } }),
    message: { value: message.slice(0, SWISH_MESSAGE_MAX), editable: true },
  };
  return `swish://payment?data=${encodeURIComponent(JSON.stringify(data))}`;
}

/** Swish's prefilled QR content `C<number>;<amount>;<message>;<lock mask>`; 0 leaves every field editable. */
function swishQrPayload(number: string, amount: number | null, message: string): string {
  return `C${number};${amount === null ? '' : kronor(amount)};${message.slice(0, SWISH_MESSAGE_MAX).replace(/;/g, ',')};0`;
}

const inPairs = (digits: string) => (digits.match(/\d{1,2}/g) ?? []).join(' ');

/** A Swedish number as written at home: '070 123 45 67', '123 456 78 90'. */
const shownSwishNumber = (number: string) => {
  const digits = number.startsWith('46') ? `0${number.slice(2)}` : number;
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${inPairs(digits.slice(6))}`.trim();
};

/**
 * The payment a guest makes to the hosts' own number: Swish in Sweden, MobilePay in Denmark, or null while
 * the hosts have given no number for the market.
 */
export function giftPayment(
  module: GiftRegistryModule,
  market: Market,
  amount: number | null,
  message: string,
): GiftPayment | null {
  if (market === 'se') {
    if (!module.swishNumber) return null;
    const number = module.swishNumber;
    return {
      method: 'swish',
      shownNumber: shownSwishNumber(number),
      appLink: swishAppLink(number, amount, message),
      qrPayload: swishQrPayload(number, amount, message),
    };
  }
  if (!module.mobilePayNumber) return null;
  const number = module.mobilePayNumber;
  return {
    method: 'mobilepay',
    shownNumber: `+45 ${inPairs(number.slice(2))}`,
    appLink: null,
    qrPayload: `+${number}`,
  };
}

/** A money amount as guests read it: '500 kr', '1 250,50 kr' (sv), '1.250,50 kr.' (da). */
export function formatGiftAmount(amount: number, language: string): string {
  const number = new Intl.NumberFormat(language === 'da' ? 'da-DK' : 'sv-SE', {
    minimumFractionDigits: amount % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount / 100);
  return language === 'da' ? `${number} kr.` : `${number} kr`;
}

/** The payment's message: what the money is for, and who gives it when known. */
export function giftPaymentMessage(title: string, from: string): string {
  return [title, from].filter((part) => part.trim() !== '').join(' – ');
}
