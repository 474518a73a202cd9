import { z } from 'zod';
import { textSchema } from './common';
import { DEFAULT_FONTS } from '../constants/fonts';
import { BRANDS } from '../constants/platform';
import { SITE_GRAPHICS } from '../constants/site-graphics';
import { THEMES } from '../constants/themes';
import { colorSchemeSchema } from './color-scheme';
import { eventLogoSchema } from './event-logo';

/** A layout theme (`000` §3). Whether the brand offers it is `isThemeAvailableForBrand`. */
export const themeSchema = z.enum(THEMES);

/** A decoration name; any other name is an error (`001` "Site decorations"). */
export const siteGraphicSchema = z.enum(SITE_GRAPHICS);

/** A font family name; it ends up in CSS, so only letters, digits, spaces and hyphens. */
const fontFamilySchema = textSchema
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9 -]+$/, 'must be a plain font family name');

/** Heading and text fonts, defaulting to Playfair Display and Arial (`000` §3, `001` "Themes"). */
export const fontsSchema = z
  .object({
    heading: fontFamilySchema.default(DEFAULT_FONTS.heading),
    text: fontFamilySchema.default(DEFAULT_FONTS.text),
  })
  .default(() => ({ heading: DEFAULT_FONTS.heading, text: DEFAULT_FONTS.text }));
export type Fonts = z.infer<typeof fontsSchema>;

/** A named design the owner can apply; some are exclusive to brands (`002` §2.4, §3). */
export const designTemplateSchema = z.object({
  name: textSchema.min(1).max(100),
  colorScheme: colorSchemeSchema,
  fonts: fontsSchema,
  theme: themeSchema,
  siteGraphic: siteGraphicSchema.nullable().optional(),
  eventLogo: eventLogoSchema.nullable().optional(),
  /** Empty when every brand offers the template. */
  brandsExclusive: z.array(z.enum(BRANDS)).max(BRANDS.length).default([]),
});
export type DesignTemplate = z.infer<typeof designTemplateSchema>;
