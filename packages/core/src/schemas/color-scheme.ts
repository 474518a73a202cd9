import { z } from 'zod';

/** A colour as hue 0..360, saturation and lightness 0..100 and optional alpha 0..1 (`000` §3, `002` §3). */
export const hslColorSchema = z.object({
  h: z.number().min(0).max(360),
  s: z.number().min(0).max(100),
  l: z.number().min(0).max(100),
  a: z.number().min(0).max(1).optional(),
});
export type HslColor = z.infer<typeof hslColorSchema>;

/** The six colours of a site or print (`000` §3 "Color scheme"). */
export const colorSchemeSchema = z.object({
  primary: hslColorSchema,
  background: hslColorSchema,
  surface: hslColorSchema,
  onPrimary: hslColorSchema,
  onBackground: hslColorSchema,
  onSurface: hslColorSchema,
});
export type ColorScheme = z.infer<typeof colorSchemeSchema>;
