/**
 * Normalises a Swish number (`000` §5): trimmed, '+' removed, and a number longer than 6 characters that
 * starts with 07 gets the country code 46 in place of its leading 0 ('0701234567' → '46701234567').
 * Nothing else is changed; the payment provider validates the result (a 422 carries its message).
 */
export function normaliseSwishNumber(input: string): string {
  const number = input.trim().replace(/\+/g, '');
  return number.length > 6 && number.startsWith('07') ? `46${number.slice(1)}` : number;
}

/**
 * Normalises the hosts' receiving Swish number as typed in the editor (issue 37): spaces, hyphens and
 * brackets people write in phone numbers ('070-123 45 67', '123 456 78 90') are dropped, then
 * `normaliseSwishNumber` gives a mobile its country code.
 */
export function normaliseSwishPayeeNumber(input: string): string {
  return normaliseSwishNumber(input.replace(/[\s\-()]/g, ''));
}

/**
 * A normalised number Swish pays money to (issue 37): a Swedish mobile as Swish writes it, country code and
 * no leading zero ('46701234567', Swish Merchant Integration Guide, `payerAlias`), or a 123-number
 * ('1231234567', ten digits, as businesses and associations receive payments).
 */
export function isSwishPayeeNumber(normalised: string): boolean {
  return /^467\d{8}$/.test(normalised) || /^123\d{7}$/.test(normalised);
}

/** A payee number as Swedes write it: '070-123 45 67' for a mobile, '123 456 78 90' for a 123-number. */
export function formatSwishPayeeNumber(normalised: string): string {
  const mobile = /^46(7\d)(\d{3})(\d{2})(\d{2})$/.exec(normalised);
  if (mobile) return `0${mobile[1]}-${mobile[2]} ${mobile[3]} ${mobile[4]}`;
  const business = /^(123)(\d{3})(\d{2})(\d{2})$/.exec(normalised);
  return business ? business.slice(1).join(' ') : normalised;
}
