/**
 * What gives away a Swedish text left in a Danish one (`decisions.md` §8: Danish everywhere for dk), for
 * the tests of the Danish catalogues and the Danish demo sites. Only words and signs Danish never uses.
 */
const SWEDISH_WORDS = [
  'och',
  'inte',
  'till',
  'att',
  'är',
  'för',
  'från',
  'också',
  'gäst',
  'gäster',
  'sida',
  'sidan',
  'välj',
  'skicka',
  'tack',
  'hälsningar',
  'kronor',
  'betala',
  'bröllop',
  'OSA',
];

/** Letters Danish writes æ and ø, and Swedish's closing-quote-first quotation (”…”); Danish quotes »…«. */
const SWEDISH_SIGNS = /[äöÄÖ]|”[^”“]*”/u;

const WORD = new RegExp(`(?<!\\p{L})(${SWEDISH_WORDS.join('|')})(?!\\p{L})`, 'iu');

/**
 * The Swedish words or signs in a Danish text, after the allowed names (places and people, which keep their
 * own spelling) are taken out; empty when the text reads as Danish.
 */
export function swedishLeftovers(text: string, allowedNames: readonly string[] = []): string[] {
  const rest = allowedNames.reduce((remaining, name) => remaining.replaceAll(name, ''), text);
  return [rest.match(WORD)?.[0], rest.match(SWEDISH_SIGNS)?.[0]].filter(
    (found): found is string => found !== undefined,
  );
}
