/*
 * How the simulated card form reads what is typed, as Stripe's card element does in test mode
 * (`decisions.md` §6): the number in groups of four, the expiry as MM/YY, and a past expiry refused.
 */

const MAX_CARD_DIGITS = 19;

/** '4242424242424242' → '4242 4242 4242 4242'; anything but digits is dropped. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * '1230' → '12/30', '1' → '1', '2' → '02/' (no month starts with 2 to 9), '12' → '12/'. A deleted slash
 * stays deleted: '12/' shortened to '12' gives '12'.
 */
export function formatCardExpiry(typed: string, previous = ''): string {
  const deleting = typed.length < previous.length;
  let digits = typed.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The month and two-digit year of a complete 'MM/YY', or null. */
function expiryOf(expiry: string): { month: number; year: number } | null {
  const match = /^(0[1-9]|1[0-2]) ?\/ ?(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** A card is valid through the last day of its expiry month; before the current month it is expired. */
export function isCardExpiryPast(expiry: string, now: Date): boolean {
  const parsed = expiryOf(expiry);
  if (!parsed) return false;
  const current = now.getFullYear() * 12 + now.getMonth();
  return parsed.year * 12 + (parsed.month - 1) < current;
}
