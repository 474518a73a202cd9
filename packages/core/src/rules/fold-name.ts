/**
 * A name as the guest list compares it: case, accents and spacing aside, so 'Åsa  Öberg' and 'asa oberg'
 * are the same name, and Danish 'Søren Ærø' matches 'soren aero' (issue 21, item 3).
 */
export function foldName(name: string): string {
  return name
    .toLowerCase()
    .replace(/ø/gu, 'o')
    .replace(/æ/gu, 'ae')
    .replace(/ß/gu, 'ss')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[\s\-.'’]+/gu, ' ')
    .trim();
}
