/** The kind of a font, which chooses the fallback shown before it loads. */
export type FontCategory = 'serif' | 'sans-serif' | 'script' | 'display';

/** A font a site can choose (`001` "Themes", `002` §2.4). */
export interface FontFamily {
  /** The CSS family name, as stored in a site's `fonts`. */
  name: string;
  category: FontCategory;
  /** Offered as a text font; scripts and display faces are for headings only, as body text they tire. */
  text: boolean;
  /** A font every device has, never loaded (`000` §9). */
  system: boolean;
}

function font(name: string, category: FontCategory, system = false): FontFamily {
  return { name, category, text: category === 'serif' || category === 'sans-serif', system };
}

/**
 * The curated fonts for weddings and parties: serifs for classic and romantic sites, sans-serifs for modern
 * and playful ones, scripts and display faces for headings. All but Arial and Georgia are self-hosted
 * (`decisions.md` §7). Playfair Display and Arial are the defaults (`000` §3).
 */
export const FONT_FAMILIES: readonly FontFamily[] = [
  font('Playfair Display', 'serif'),
  font('Cormorant Garamond', 'serif'),
  font('EB Garamond', 'serif'),
  font('Libre Baskerville', 'serif'),
  font('Lora', 'serif'),
  font('Crimson Pro', 'serif'),
  font('Source Serif 4', 'serif'),
  font('Georgia', 'serif', true),
  font('Great Vibes', 'script'),
  font('Parisienne', 'script'),
  font('Dancing Script', 'script'),
  font('Abril Fatface', 'display'),
  font('Amatic SC', 'display'),
  font('Josefin Sans', 'sans-serif'),
  font('Montserrat', 'sans-serif'),
  font('Raleway', 'sans-serif'),
  font('Lato', 'sans-serif'),
  font('Open Sans', 'sans-serif'),
  font('Poppins', 'sans-serif'),
  font('Nunito', 'sans-serif'),
  font('Quicksand', 'sans-serif'),
  font('Arial', 'sans-serif', true),
];

/** Every font can head a site. */
export const HEADING_FONT_FAMILIES: readonly string[] = FONT_FAMILIES.map((family) => family.name);

/** Fonts that read well as running text. */
export const TEXT_FONT_FAMILIES: readonly string[] = FONT_FAMILIES.filter((family) => family.text).map(
  (family) => family.name,
);

/** The curated font of that name, if it is one. */
export function fontFamilyOf(name: string): FontFamily | undefined {
  return FONT_FAMILIES.find((family) => family.name === name);
}

/** What the browser shows while a font loads, close in feel to the font itself. */
const FALLBACK_STACKS: Readonly<Record<FontCategory, string>> = {
  serif: "Georgia, 'Times New Roman', serif",
  'sans-serif': "'Helvetica Neue', Helvetica, Arial, sans-serif",
  script: "'Snell Roundhand', Georgia, serif",
  display: "Georgia, 'Times New Roman', serif",
};

/**
 * The CSS `font-family` value of a site font: the font itself, then fallbacks of its kind. An unknown name
 * (older sites) gets the serif fallbacks. The schema only lets letters, digits, spaces and hyphens through,
 * so quoting the name is enough to make it safe CSS.
 */
export function fontStack(name: string): string {
  const category = fontFamilyOf(name)?.category ?? 'serif';
  return `'${name}', ${FALLBACK_STACKS[category]}`;
}
