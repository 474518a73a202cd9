/** One font weight and style that is loaded. */
export interface FontVariant {
  weight: 400 | 700;
  style: 'normal' | 'italic';
}

/** Weights loaded per font role (`000` §9, `001` "Themes"). */
export const FONT_VARIANTS: Readonly<{ heading: readonly FontVariant[]; text: readonly FontVariant[] }> = {
  heading: [
    { weight: 400, style: 'normal' },
    { weight: 700, style: 'normal' },
  ],
  text: [
    { weight: 400, style: 'normal' },
    { weight: 400, style: 'italic' },
    { weight: 700, style: 'normal' },
    { weight: 700, style: 'italic' },
  ],
};

/** A site's fonts when none are chosen (`000` §3, `001` "Themes"). */
export const DEFAULT_FONTS = { heading: 'Playfair Display', text: 'Arial' } as const;

/** System fonts that are never loaded externally (`000` §9). */
export const SYSTEM_FONTS: readonly string[] = ['Arial', 'Georgia'];

/** True when a font has to be fetched (self-hosted, `decisions.md` §7); false for system fonts (`000` §9). */
export function isExternallyLoadedFont(family: string): boolean {
  return !SYSTEM_FONTS.includes(family);
}
