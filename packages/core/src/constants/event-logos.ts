import type { Brand } from './platform';

/** Event logo designs; an unknown name is an error (`001` "Event logo", `002` §3). */
export const EVENT_LOGO_NAMES = [
  'RelaxedByHand',
  'BorderUpAndDown',
  'ModernMonogramStrikethrough',
  'ModernMonogramBadge',
  'HandDrawnHeart',
  'ModernMonogramBorderBetween',
  'LeafsBox',
] as const;
export type EventLogoName = (typeof EVENT_LOGO_NAMES)[number];

/** Slider bounds of the event logo dialog (`002` §5). */
export const EVENT_LOGO_FONT_SIZE_INITIALS = { min: 1, max: 15 } as const;
export const EVENT_LOGO_DISTANCE_INITIALS = { min: -14, max: 14 } as const;

/** Slider values of a new ModernMonogramBadge logo (`002` §5 "Default badge: 9, 12, 6"). */
export const DEFAULT_EVENT_LOGO_BADGE = {
  fontSizeInitials: 9,
  distanceInitialsX: 12,
  distanceInitialsY: 6,
} as const;

/** Rendering caps (`001` "Event logo", §9). */
export const EVENT_LOGO_SCALE_CAP = 1;
export const EVENT_LOGO_WIDTH_CAP_PX = 1400;

/** The badge font size is fontSizeInitials plus 25, or 35 when unset (`001` §9). */
export const EVENT_LOGO_BADGE_FONT_SIZE = { addedToInitials: 25, whenUnset: 35 } as const;

/** Event logos are the wedding brand's own (`000` §1: the event logo tab is wedding only). */
export const EVENT_LOGO_BRANDS: readonly Brand[] = ['wedding'];
