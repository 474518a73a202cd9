import type { SiteFontTags } from '@eventsite/core/schemas/public-page';
import { createFontLoader, type FontFaceRequest, type SiteFonts } from '../fonts/load-site-fonts';

const cssString = (value: string) => `'${value.replace(/[\\'"<>]/g, '')}'`;

function fontFaceRule(face: FontFaceRequest): string {
  return (
    `@font-face{font-family:${cssString(face.family)};src:url(${cssString(face.url)}) format('woff2');` +
    `font-weight:${face.weight};font-style:${face.style};font-display:swap;unicode-range:${face.unicodeRange}}`
  );
}

/**
 * The site's fonts as the browser's loader (`loadSiteFonts`) declares them, by the same rules: each font,
 * weight and style once, Arial and Georgia never. The product's own interface fonts are not among them.
 * The guest latin files of the faces the first screen draws are preloaded: both fonts' regular face (the
 * header's title, the menu) and the text font's bold one (the header's second line, at weight 600). A face
 * the browser finds only while laying the page out would otherwise be fetched late, and first.
 */
export async function siteFontTags(fonts: SiteFonts): Promise<SiteFontTags> {
  const faces: FontFaceRequest[] = [];
  await createFontLoader((face) => faces.push(face))(fonts);
  // The loader declares each face's guest latin part first, then the rest of latin and latin-ext.
  const isLatin = (face: FontFaceRequest, index: number) =>
    faces.findIndex(
      (other) => other.family === face.family && other.weight === face.weight && other.style === face.style,
    ) === index;
  const firstScreen = faces.filter(
    (face, index) =>
      face.style === 'normal' &&
      (face.weight === 400 || (face.weight === 700 && face.family === fonts.text)) &&
      isLatin(face, index),
  );
  return {
    fontFaceCss: faces.map(fontFaceRule).join('\n'),
    preloadUrls: [...new Set(firstScreen.map((face) => face.url))],
  };
}
