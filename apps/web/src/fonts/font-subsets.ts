/*
 * How a self-hosted font's woff2 files split the characters (issue 40): fontsource's latin file is cut in
 * two at build time (vite-plugins/unhinted-fonts.ts), a small file with what Swedish, Danish and English
 * text uses, and the rest of latin, which a browser fetches only for a page that has such a letter (a
 * guest called Jürgen or Łukasz: latin-ext, fontsource's own second file). No character is in two faces.
 */

/** A run of code points, first and last included. */
export type CodePointRange = readonly [number, number];

/** Fontsource's latin subset (its `unicode-range`). */
export const LATIN: readonly CodePointRange[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** Fontsource's latin-ext subset (its `unicode-range`); its file is used as published. */
export const LATIN_EXT: readonly CodePointRange[] = [
  [0x0100, 0x02ba],
  [0x02bd, 0x02c5],
  [0x02c7, 0x02cc],
  [0x02ce, 0x02d7],
  [0x02dd, 0x02ff],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x1d00, 0x1dbf],
  [0x1e00, 0x1e9f],
  [0x1ef2, 0x1eff],
  [0x2020, 0x2020],
  [0x20a0, 0x20ab],
  [0x20ad, 0x20c0],
  [0x2113, 0x2113],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
];

function codePoints(ranges: readonly CodePointRange[]): Set<number> {
  const set = new Set<number>();
  for (const [first, last] of ranges) for (let code = first; code <= last; code += 1) set.add(code);
  return set;
}

/** The code points of `ranges` that are not in `without`, as sorted runs. */
export function subtractRanges(
  ranges: readonly CodePointRange[],
  without: readonly CodePointRange[],
): CodePointRange[] {
  const removed = codePoints(without);
  const kept = [...codePoints(ranges)].filter((code) => !removed.has(code)).sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const code of kept) {
    const last = runs.at(-1);
    if (last && last[1] === code - 1) last[1] = code;
    else runs.push([code, code]);
  }
  return runs;
}

const points = (text: string): CodePointRange[] =>
  [...text].map((character) => {
    const code = character.codePointAt(0) ?? 0;
    return [code, code] as const;
  });

/**
 * What a Swedish, Danish or English page draws: ASCII, å ä ö æ ø é and their capitals, the à and × of the
 * product's own texts ('2 andelar à 100 kr'), the ü and è ô of names they borrow (Münchenbryggeriet, Grand
 * Hôtel), the spaces and minus sign `Intl` writes numbers and times with, and the typographic
 * punctuation, « », € and §.
 */
export const GUEST_LATIN: readonly CodePointRange[] = subtractRanges(
  [
    [0x0000, 0x007e],
    ...points('\u00a0§«°·»ÀÄÅÆÈÉÔÖ×ØÜàäåæèéôöøü'),
    [0x2009, 0x2009],
    [0x2011, 0x2011],
    [0x2013, 0x2014],
    [0x2018, 0x2019],
    [0x201c, 0x201e],
    [0x2022, 0x2022],
    [0x2026, 0x2026],
    [0x202f, 0x202f],
    [0x20ac, 0x20ac],
    [0x2212, 0x2212],
  ],
  [],
);

/** The rest of latin, for the second file cut from fontsource's latin one. */
export const LATIN_REST: readonly CodePointRange[] = subtractRanges(LATIN, GUEST_LATIN);

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

/** A CSS `unicode-range` value: `U+0000-007E,U+00A0,…`. */
export function unicodeRange(ranges: readonly CodePointRange[]): string {
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(',');
}

/** The characters of `ranges` (without surrogates), as harfbuzz's subsetter takes them. */
export function charactersOf(ranges: readonly CodePointRange[]): string {
  return [...codePoints(ranges)]
    .filter((code) => code < 0xd800 || code > 0xdfff)
    .map((code) => String.fromCodePoint(code))
    .join('');
}
