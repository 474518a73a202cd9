/**
 * Normalises a MobilePay number (`decisions.md` §8: Danish, +45 and 8 digits): trimmed, '+', spaces and
 * hyphens removed, the international prefix 00 before 45 dropped, and 8 digits get the country code 45 ('12 34 56 78' → '4512345678'). Anything else is
 * left as typed; `isMobilePayNumber` says whether the result is a Danish mobile number.
 */
export function normaliseMobilePayNumber(input: string): string {
  const number = input
    .trim()
    .replace(/[+\s-]/g, '')
    .replace(/^00(?=45\d{8}$)/, '');
  return /^\d{8}$/.test(number) ? `45${number}` : number;
}

/** A normalised Danish number: 45 and 8 digits, the first of which is not 0. */
export function isMobilePayNumber(normalised: string): boolean {
  return /^45[1-9]\d{7}$/.test(normalised);
}
