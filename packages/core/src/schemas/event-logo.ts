import { z } from 'zod';
import { textSchema } from './common';
import {
  EVENT_LOGO_DISTANCE_INITIALS,
  EVENT_LOGO_FONT_SIZE_INITIALS,
  EVENT_LOGO_NAMES,
} from '../constants/event-logos';
import { hslColorSchema } from './color-scheme';

/** A logo colour; the scheme's colour applies unless `override` is set (`002` §3 "Event logo"). */
export const eventLogoColorSchema = z.object({
  override: z.boolean().default(false),
  color: hslColorSchema,
});
export type EventLogoColor = z.infer<typeof eventLogoColorSchema>;

const distanceInitialsSchema = z
  .number()
  .int()
  .min(EVENT_LOGO_DISTANCE_INITIALS.min)
  .max(EVENT_LOGO_DISTANCE_INITIALS.max);

/** The event logo of a wedding site's header or a print (`001` "Event logo", `002` §3, §5). */
export const eventLogoSchema = z.object({
  name: z.enum(EVENT_LOGO_NAMES),
  name1: textSchema.max(100).default(''),
  name2: textSchema.max(100).default(''),
  additionalText: textSchema.max(200).default(''),
  fontSizeInitials: z
    .number()
    .int()
    .min(EVENT_LOGO_FONT_SIZE_INITIALS.min)
    .max(EVENT_LOGO_FONT_SIZE_INITIALS.max)
    .optional(),
  distanceInitialsX: distanceInitialsSchema.optional(),
  distanceInitialsY: distanceInitialsSchema.optional(),
  colorText: eventLogoColorSchema.optional(),
  colorBackground: eventLogoColorSchema.optional(),
});
export type EventLogo = z.infer<typeof eventLogoSchema>;
