/** The anchor of a module whose menu title is empty (`001` "Anchors and menu", `002` §3). */
export const EMPTY_ANCHOR = '_';

/** Letters that Unicode does not decompose into a base letter plus an accent. */
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  æ: 'ae',
  ø: 'o',
  ß: 'ss',
  œ: 'oe',
  đ: 'd',
  ł: 'l',
  þ: 'th',
};

/**
 * The anchor (slug) of a menu title (`001` "Anchors and menu", `002` §3 and §5): lower-cased, accents
 * stripped (Unicode NFD without combining marks, so å ä → a, ö → o, é → e, ü → u; æ → ae, ø → o, ß → ss),
 * '&' becomes '-och-', white space becomes '-', every other character outside a-z, 0-9, '_' and '-' is
 * dropped, and repeated or edge hyphens are trimmed. An empty result gives '_'.
 */
export function anchorOf(title: string): string {
  const anchor = title
    .toLowerCase()
    .replace(/[æøßœđłþ]/g, (letter) => LETTER_FOLDS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/&/g, '-och-')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9_-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
  return anchor === '' ? EMPTY_ANCHOR : anchor;
}

/**
 * The anchors of a list of menu titles, in order and all different (`001` "Anchors and menu", `002` §5).
 * The first title with a given anchor keeps it; later duplicates get -2, -3 and so on, skipping any suffix
 * that another title already produces on its own ('OSA', 'OSA', 'OSA 2' → osa, osa-3, osa-2).
 */
export function anchorsOf(titles: readonly string[]): string[] {
  const plain = titles.map(anchorOf);
  const used = new Set(plain);
  const seen = new Set<string>();
  return plain.map((anchor) => {
    if (!seen.has(anchor)) {
      seen.add(anchor);
      return anchor;
    }
    let suffix = 2;
    while (used.has(`${anchor}-${suffix}`)) suffix += 1;
    const unique = `${anchor}-${suffix}`;
    used.add(unique);
    return unique;
  });
}
