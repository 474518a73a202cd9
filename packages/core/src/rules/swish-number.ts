/**
 * Normalises a Swish number (`000` §5): trimmed, '+' removed, and a number longer than 6 characters that
 * starts with 07 gets the country code 46 in place of its leading 0 ('0701234567' → '46701234567').
 * Nothing else is changed; the payment provider validates the result (a 422 carries its message).
 */
export function normaliseSwishNumber(input: string): string {
  const number = input.trim().replace(/\+/g, '');
  return number.length > 6 && number.startsWith('07') ? `46${number.slice(1)}` : number;
}
