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
 * The latin subsets of both fonts' regular face draw the first screen, so they are preloaded.
 */
export async function siteFontTags(fonts: SiteFonts): Promise<SiteFontTags> {
  const faces: FontFaceRequest[] = [];
  await createFontLoader((face) => faces.push(face))(fonts);
  const latinRegular = faces.filter(
    (face, index) =>
      face.weight === 400 &&
      face.style === 'normal' &&
      faces.findIndex((other) => other.family === face.family) === index,
  );
  return {
    fontFaceCss: faces.map(fontFaceRule).join('\n'),
    preloadUrls: [...new Set(latinRegular.map((face) => face.url))],
  };
}
