const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * A map marker colour typed by the owner as the stored six lower-case hex digits without '#' (`002` §5:
 * hex only): '#EA4335', 'ea4335' and the short form '#e43' are read; anything else gives null.
 */
export function readMarkerColor(input: string): string | null {
  const digits = HEX_COLOR.exec(input.trim())?.[1]?.toLowerCase();
  if (digits === undefined) return null;
  return digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
}
