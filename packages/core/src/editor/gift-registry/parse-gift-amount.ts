import { MAX_GIFT_AMOUNT_ORE, MAX_POT_SUGGESTED_AMOUNTS } from '../../constants/gift-registry';
import { ORE_PER_KRONA } from '../../constants/payment-products';

export type GiftAmountProblem = 'REQUIRED' | 'NOT_A_NUMBER' | 'TOO_SMALL' | 'TOO_LARGE';

export type GiftAmountResult =
  { ok: true; amount: number | null } | { ok: false; problem: GiftAmountProblem };

/** Kronor as people type them ('1 500', '1500,50', '250 kr') in öre, or null when it is no amount. */
function oreOf(text: string): number | null {
  const plain = text.replace(/\s|kr\.?$/gi, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  return Math.round(Number(plain) * ORE_PER_KRONA);
}

function checked(amount: number | null): GiftAmountResult {
  if (amount === null) return { ok: false, problem: 'NOT_A_NUMBER' };
  if (amount < ORE_PER_KRONA) return { ok: false, problem: 'TOO_SMALL' };
  if (amount > MAX_GIFT_AMOUNT_ORE) return { ok: false, problem: 'TOO_LARGE' };
  return { ok: true, amount };
}

/**
 * A money amount the owner typed in kronor (a pot's goal, a group gift's share price; issue 37), in öre:
 * spaces and a trailing 'kr' are ignored, öre follow a comma or a point. Empty is null unless `required`;
 * any amount is at least 1 krona and at most `MAX_GIFT_AMOUNT_ORE`.
 */
export function parseGiftAmount(input: string, required: boolean): GiftAmountResult {
  const text = input.trim();
  if (text === '') return required ? { ok: false, problem: 'REQUIRED' } : { ok: true, amount: null };
  return checked(oreOf(text));
}

export type SuggestedAmountsProblem = Exclude<GiftAmountProblem, 'REQUIRED'> | 'TOO_MANY';

export type SuggestedAmountsResult =
  { ok: true; amounts: number[] } | { ok: false; problem: SuggestedAmountsProblem };

/**
 * A pot's suggested amounts as the owner typed them: whole kronor separated by commas ('200, 500, 1 000'),
 * in öre, at most `MAX_POT_SUGGESTED_AMOUNTS`, repeats dropped and in rising order, as guests choose among them.
 */
export function parseSuggestedAmounts(input: string): SuggestedAmountsResult {
  const parts = input
    .split(/[,;]/)
    .map((part) => part.replace(/\s|kr\.?$/gi, ''))
    .filter((part) => part !== '');
  const amounts: number[] = [];
  for (const part of parts) {
    if (!/^\d+$/.test(part)) return { ok: false, problem: 'NOT_A_NUMBER' };
    const result = checked(Number(part) * ORE_PER_KRONA);
    if (!result.ok) return { ok: false, problem: result.problem as SuggestedAmountsProblem };
    if (result.amount !== null) amounts.push(result.amount);
  }
  const unique = [...new Set(amounts)].sort((a, b) => a - b);
  if (unique.length > MAX_POT_SUGGESTED_AMOUNTS) return { ok: false, problem: 'TOO_MANY' };
  return { ok: true, amounts: unique };
}

/** Öre as the owner types kronor back in the editor: '500', '1500,50'; '' for none. */
export function kronorInput(amount: number | null): string {
  if (amount === null) return '';
  const ore = amount % ORE_PER_KRONA;
  const kronor = Math.trunc(amount / ORE_PER_KRONA);
  return ore === 0 ? String(kronor) : `${kronor},${String(ore).padStart(2, '0')}`;
}
