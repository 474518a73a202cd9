import type { ColorScheme, HslColor } from '../schemas/color-scheme';

function hsl(h: number, s: number, l: number): HslColor {
  return { h, s, l };
}

const WHITE = hsl(0, 0, 100);

/** A ready colour scheme the owner can apply in one click (`002` §2.4 "colours"). */
export interface ColorPalette {
  /** Stable id; its name is an interface text (`design.palette.<id>`). */
  id: string;
  colorScheme: ColorScheme;
}

function palette(
  id: string,
  primary: HslColor,
  background: HslColor,
  surface: HslColor,
  ink: HslColor,
  onPrimary: HslColor = WHITE,
): ColorPalette {
  return {
    id,
    colorScheme: { primary, background, surface, onPrimary, onBackground: ink, onSurface: ink },
  };
}

/**
 * The ready palettes: light papers with one accent for most events, a few dark ones for evening parties
 * and galas. Every text colour reads on its background at 4.5:1 or better (a test checks it).
 */
export const COLOR_PALETTES: readonly ColorPalette[] = [
  palette('ivoryRose', hsl(350, 30, 42), hsl(36, 40, 97), hsl(30, 30, 93), hsl(20, 16, 16)),
  palette('sage', hsl(140, 18, 33), hsl(90, 20, 97), hsl(100, 18, 91), hsl(150, 20, 14)),
  palette('eucalyptus', hsl(168, 28, 30), hsl(160, 20, 97), hsl(165, 20, 91), hsl(180, 25, 14)),
  palette('dustyBlue', hsl(212, 32, 38), hsl(210, 30, 98), hsl(212, 30, 93), hsl(215, 35, 15)),
  palette('terracotta', hsl(14, 55, 40), hsl(30, 45, 96), hsl(25, 45, 90), hsl(15, 30, 15)),
  palette('champagne', hsl(36, 45, 32), hsl(40, 40, 97), hsl(40, 35, 91), hsl(30, 20, 14)),
  palette('blush', hsl(345, 42, 44), hsl(350, 60, 98), hsl(350, 50, 94), hsl(340, 20, 18)),
  palette('lavender', hsl(265, 25, 44), hsl(260, 35, 98), hsl(265, 30, 94), hsl(260, 20, 18)),
  palette('burgundy', hsl(345, 55, 30), hsl(30, 40, 97), hsl(25, 30, 92), hsl(345, 30, 14)),
  palette('emerald', hsl(160, 60, 24), hsl(45, 35, 97), hsl(150, 20, 92), hsl(160, 40, 12)),
  palette('nordic', hsl(200, 15, 30), hsl(40, 20, 97), hsl(35, 15, 92), hsl(210, 15, 15)),
  palette('monochrome', hsl(0, 0, 15), WHITE, hsl(0, 0, 95), hsl(0, 0, 12)),
  palette('sunset', hsl(12, 75, 40), hsl(35, 90, 97), hsl(30, 80, 92), hsl(15, 40, 15)),
  palette('ocean', hsl(195, 70, 30), hsl(195, 40, 97), hsl(195, 40, 91), hsl(200, 45, 14)),
  palette('confetti', hsl(330, 65, 40), hsl(50, 100, 97), hsl(45, 90, 90), hsl(260, 30, 16)),
  palette('citrus', hsl(90, 50, 26), hsl(55, 80, 96), hsl(60, 60, 89), hsl(80, 30, 12)),
  palette('peach', hsl(18, 60, 40), hsl(25, 100, 97), hsl(22, 85, 93), hsl(15, 35, 18)),
  palette('navy', hsl(220, 55, 30), WHITE, hsl(220, 25, 95), hsl(222, 40, 14)),
  palette('teal', hsl(175, 60, 25), WHITE, hsl(170, 25, 94), hsl(200, 30, 14)),
  palette('midnight', hsl(42, 60, 62), hsl(225, 35, 12), hsl(225, 30, 18), hsl(40, 30, 94), hsl(225, 35, 12)),
  palette('forest', hsl(42, 55, 60), hsl(150, 30, 14), hsl(150, 25, 20), hsl(60, 25, 94), hsl(150, 30, 12)),
  palette('graphite', hsl(190, 70, 55), hsl(220, 15, 13), hsl(220, 12, 19), hsl(0, 0, 95), hsl(220, 15, 10)),
];

/** The palette of that id. Throws for an unknown id: the templates name palettes, so it is a code error. */
export function colorPaletteOf(id: string): ColorPalette {
  const found = COLOR_PALETTES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`Unknown colour palette: ${id}`);
  return found;
}
