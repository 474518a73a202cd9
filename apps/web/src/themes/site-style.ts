import { DEFAULT_FONTS } from '@eventsite/core/constants/fonts';
import { fontStack } from '@eventsite/core/constants/font-families';
import type { ColorScheme, HslColor } from '@eventsite/core/schemas/color-scheme';
import type { CSSProperties } from 'react';

/**
 * The colours of a site that has chosen none: warm ivory paper, a deep ink and a muted rose accent, quiet
 * enough for any theme and any event.
 */
export const DEFAULT_COLOR_SCHEME: ColorScheme = {
  primary: { h: 350, s: 30, l: 42 },
  onPrimary: { h: 0, s: 0, l: 100 },
  background: { h: 36, s: 40, l: 97 },
  onBackground: { h: 20, s: 16, l: 16 },
  surface: { h: 30, s: 30, l: 93 },
  onSurface: { h: 20, s: 16, l: 16 },
};

/** A colour as CSS, `hsl(h s% l% / a)`; alpha 1 when not given. */
export function hslToCss({ h, s, l, a }: HslColor): string {
  return `hsl(${h} ${s}% ${l}% / ${a ?? 1})`;
}

/** The background of the page around a site, as CSS. */
export function pageBackground(scheme: ColorScheme | undefined): string {
  return hslToCss((scheme ?? DEFAULT_COLOR_SCHEME).background);
}

/** The custom properties of a site's colour scheme (see themes/README.md). */
export function colorSchemeProperties(scheme: ColorScheme | undefined): Record<string, string> {
  const colors = scheme ?? DEFAULT_COLOR_SCHEME;
  return {
    '--color-primary': hslToCss(colors.primary),
    '--color-on-primary': hslToCss(colors.onPrimary),
    '--color-background': hslToCss(colors.background),
    '--color-on-background': hslToCss(colors.onBackground),
    '--color-surface': hslToCss(colors.surface),
    '--color-on-surface': hslToCss(colors.onSurface),
  };
}

/** The custom properties of a site's fonts; themes turn them into `--font-heading` and `--font-text`. */
export function fontProperties(
  fonts: { heading?: string; text?: string } | undefined,
): Record<string, string> {
  return {
    '--font-heading-family': fontStack(fonts?.heading ?? DEFAULT_FONTS.heading),
    '--font-text-family': fontStack(fonts?.text ?? DEFAULT_FONTS.text),
  };
}

/** The inline style of the site root: colours and fonts, which themes read. */
export function siteRootStyle(
  scheme: ColorScheme | undefined,
  fonts: { heading?: string; text?: string } | undefined,
): CSSProperties {
  return { ...colorSchemeProperties(scheme), ...fontProperties(fonts) } as CSSProperties;
}
