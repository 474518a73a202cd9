import { FONT_VARIANTS, isExternallyLoadedFont, type FontVariant } from '@eventsite/core/constants/fonts';
import { loadFontFiles, type FontFiles, type FontSubsetFiles, type FontVariantKey } from './font-files';
import { GUEST_LATIN, LATIN_EXT, LATIN_REST, unicodeRange } from './font-subsets';

/*
 * The character ranges of the three files (`font-subsets.ts`). Declaring them lets the browser fetch the
 * rest of latin and latin-ext only for a page that uses such letters; the packages' per-subset CSS files
 * leave them out, which is why the faces are declared here rather than by importing that CSS.
 */
const UNICODE_RANGES: Readonly<Record<keyof FontSubsetFiles, string>> = {
  latin: unicodeRange(GUEST_LATIN),
  latinRest: unicodeRange(LATIN_REST),
  latinExt: unicodeRange(LATIN_EXT),
};

/** One `@font-face` to declare. */
export interface FontFaceRequest {
  family: string;
  url: string;
  weight: FontVariant['weight'];
  style: FontVariant['style'];
  unicodeRange: string;
}

export type AddFontFace = (face: FontFaceRequest) => void;
export type LoadFontFiles = (family: string) => Promise<FontFiles | null>;

/**
 * Declares the face in the document. The browser downloads it only when text needs it, and `swap` shows
 * the fallback meanwhile, so text is never invisible. Browsers without the Font Loading API keep fallbacks.
 */
function addToDocument(face: FontFaceRequest): void {
  if (typeof FontFace === 'undefined' || !('fonts' in document)) return;
  document.fonts.add(
    new FontFace(face.family, `url(${face.url}) format('woff2')`, {
      weight: String(face.weight),
      style: face.style,
      unicodeRange: face.unicodeRange,
      display: 'swap',
    }),
  );
}

export interface SiteFonts {
  heading: string;
  text: string;
}

/**
 * Makes a loader that declares a site's fonts: the heading font in 400 and 700, the text font in 400,
 * 400 italic, 700 and 700 italic (`001` "Themes"), latin (in two files) and latin-ext only. Each font, weight and style is
 * requested once however often it is asked for (the heading and text font may be the same); Arial,
 * Georgia and fonts that are not self-hosted are never requested.
 */
export function createFontLoader(
  addFace: AddFontFace,
  loadFiles: LoadFontFiles = loadFontFiles,
): (fonts: SiteFonts) => Promise<void> {
  const requested = new Set<string>();
  const request = async (family: string, variants: readonly FontVariant[]) => {
    if (!isExternallyLoadedFont(family)) return;
    const wanted = variants.filter(
      (variant) => !requested.has(`${family}|${variant.weight}-${variant.style}`),
    );
    if (wanted.length === 0) return;
    // Marked before the files are known, so a second call while they load asks for nothing again.
    wanted.forEach((variant) => requested.add(`${family}|${variant.weight}-${variant.style}`));
    const files = await loadFiles(family);
    for (const variant of wanted) {
      const key: FontVariantKey = `${variant.weight}-${variant.style}`;
      const subsets = files?.[key];
      if (subsets === undefined) continue;
      for (const subset of ['latin', 'latinRest', 'latinExt'] as const) {
        addFace({ family, url: subsets[subset], ...variant, unicodeRange: UNICODE_RANGES[subset] });
      }
    }
  };
  return async (fonts) => {
    await Promise.all([
      request(fonts.heading, FONT_VARIANTS.heading),
      request(fonts.text, FONT_VARIANTS.text),
    ]);
  };
}

/** The page's font loader. */
export const loadSiteFonts = createFontLoader(addToDocument);
