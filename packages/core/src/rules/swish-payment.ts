/**
 * What a guest's phone needs to pay the hosts by Swish (issue 37): the prefilled QR code's content and the
 * app-switch link, both with the hosts' number locked and the amount and message left for the guest to change.
 * Nothing is sent to Swish; the guest's own Swish app makes the payment.
 */

/** Swish's longest payment message, in characters (Swish Merchant Integration Guide, `message`). */
export const SWISH_MESSAGE_MAX = 50;

/**
 * The characters a Swish message may hold (Swish Merchant Integration Guide, `message`: the letters a–ö,
 * A–Ö, digits and `:;.,?!()-"`), with the space between words.
 */
const SWISH_MESSAGE_CHARACTER = /^[0-9A-Za-zÅÄÖåäö :;.,?!()"-]$/;

/** Characters outside Swish's set that have a near twin inside it: Danish letters, dashes and quotes. */
const SWISH_LOOKALIKES: Readonly<Record<string, string>> = {
  æ: 'ä',
  Æ: 'Ä',
  ø: 'ö',
  Ø: 'Ö',
  '–': '-',
  '—': '-',
  '‐': '-',
  '“': '"',
  '”': '"',
  '„': '"',
  '«': '"',
  '»': '"',
  '&': 'och',
};

function swishCharacter(character: string): string {
  if (SWISH_MESSAGE_CHARACTER.test(character)) return character;
  const lookalike = SWISH_LOOKALIKES[character];
  if (lookalike !== undefined) return lookalike;
  // 'é' → 'e', 'ü' → 'u': the letter without its accent when that letter is allowed.
  const base = character.normalize('NFD').replace(/\p{M}/gu, '');
  return SWISH_MESSAGE_CHARACTER.test(base) ? base : ' ';
}

/**
 * A payment message Swish accepts: each character outside Swish's set becomes its near twin or a space,
 * runs of spaces become one, and the text is cut at `SWISH_MESSAGE_MAX` characters.
 */
export function swishMessage(text: string): string {
  const allowed = Array.from(text.normalize('NFC'), swishCharacter).join('').replace(/ +/g, ' ').trim();
  return allowed.slice(0, SWISH_MESSAGE_MAX).trimEnd();
}

/** Öre as the Swish QR code writes kronor: two decimals after a comma, no thousands separator ('1234,50'). */
function swishQrAmount(amountOre: number): string {
  const ore = Math.abs(amountOre) % 100;
  return `${Math.trunc(amountOre / 100)},${String(ore).padStart(2, '0')}`;
}

/**
 * The lock mask's bits of a prefilled Swish QR code (Swish QR code API manual §6.1, developer.getswish.se/
 * qr-api-manual/6-qr-code-encoding-specification): a bit per field, set where the payer may edit it —
 * payee bit 0, amount bit 1, message bit 2.
 */
const SWISH_QR_EDITABLE_BIT = { payee: 1, amount: 2, message: 4 } as const;

/** The hosts' number is locked; the guest may change amount and message: 2 + 4 = 6. */
const SWISH_QR_LOCK_MASK = SWISH_QR_EDITABLE_BIT.amount + SWISH_QR_EDITABLE_BIT.message;

export interface SwishGiftPayment {
  /** The hosts' normalised Swish number (`isSwishPayeeNumber`). */
  number: string;
  /** Öre; null leaves the amount for the guest to type. */
  amount: number | null;
  /** The payment message, made fit for Swish by `swishMessage`. */
  message: string;
}

/**
 * The content of a prefilled Swish QR code (Swish QR code API manual §6.1 "Swish C2B",
 * developer.getswish.se/qr-api-manual/6-qr-code-encoding-specification): `C<payee>;<amount>;<message>;<lock
 * mask>` — a capital C, the payee's number, the amount in kronor with two decimals and a decimal comma, the
 * URL-encoded message, and the lock mask; an omitted field is an empty string. Example from the manual:
 * `C1237856901;100,00;12229445;0`.
 */
export function swishQrPayload({ number, amount, message }: SwishGiftPayment): string {
  const amountField = amount === null ? '' : swishQrAmount(amount);
  return `C${number};${amountField};${encodeURIComponent(swishMessage(message))};${SWISH_QR_LOCK_MASK}`;
}

/**
 * The link that opens the Swish app with the payment filled in, for a guest on a phone: `swish://payment?data=`
 * and the URL-encoded JSON of Swish's prefilled payment (Swish QR code API manual §4.1.2 "Prefilled request",
 * developer.getswish.se/qr-api-manual/4-create-qr-codes-using-swish-qr-code-generator-apis: `payee`,
 * `amount` (kronor, a number) and `message`, each `{ value, editable }`), with `version: 1` as Swish's app
 * switch reads it. The payee is locked, amount and message editable, as in the QR code.
 */
export function swishAppLink({ number, amount, message }: SwishGiftPayment): string {
  const text = swishMessage(message);
  const data = {
    version: 1,
    payee: { value: number, editable: false },
    ...(amount === null ? {} : { amount: { value: amount / 100, editable: true } }),
    ...(text === '' ? {} : { message: { value: text, editable: true } }),
  };
  return `swish://payment?data=${encodeURIComponent(JSON.stringify(data))}`;
}
