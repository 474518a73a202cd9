import type { Market } from '../../constants/platform';
import { isMobilePayNumber, normaliseMobilePayNumber } from '../../rules/mobilepay-number';
import { isSwishPayeeNumber, normaliseSwishPayeeNumber } from '../../rules/swish-number';

export type PayeeNumberResult = { ok: true; number: string | null } | { ok: false };

/**
 * The hosts' receiving number as typed in the gift registry's editor (issue 37), normalised for the market:
 * a Swish number in Sweden (a Swedish mobile or a 123-number), a MobilePay number in Denmark (+45 and 8
 * digits). Empty is null: the registry then offers no money gifts.
 */
export function parsePayeeNumber(market: Market, input: string): PayeeNumberResult {
  if (input.trim() === '') return { ok: true, number: null };
  const number = market === 'se' ? normaliseSwishPayeeNumber(input) : normaliseMobilePayNumber(input);
  const valid = market === 'se' ? isSwishPayeeNumber(number) : isMobilePayNumber(number);
  return valid ? { ok: true, number } : { ok: false };
}
