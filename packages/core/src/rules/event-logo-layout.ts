import {
  EVENT_LOGO_BADGE_FONT_SIZE,
  EVENT_LOGO_SCALE_CAP,
  EVENT_LOGO_WIDTH_CAP_PX,
} from '../constants/event-logos';

/**
 * How much an event logo is scaled (`001` "Event logo", §9): it is drawn at its natural size and shrinks
 * to fit the page, never grows (cap 1), and a page wider than 1400 px counts as 1400 px.
 * Returns 1 until both widths are known, so a first render before measuring shows the logo unscaled.
 */
export function eventLogoScale(containerWidth: number, naturalWidth: number): number {
  if (!(containerWidth > 0) || !(naturalWidth > 0)) return EVENT_LOGO_SCALE_CAP;
  const pageWidth = Math.min(containerWidth, EVENT_LOGO_WIDTH_CAP_PX);
  return Math.min(EVENT_LOGO_SCALE_CAP, pageWidth / naturalWidth);
}

/** The initials' font size of the ModernMonogramBadge logo: fontSizeInitials plus 25, or 35 when unset (`001` §9). */
export function eventLogoBadgeFontSize(fontSizeInitials: number | undefined): number {
  return fontSizeInitials === undefined
    ? EVENT_LOGO_BADGE_FONT_SIZE.whenUnset
    : fontSizeInitials + EVENT_LOGO_BADGE_FONT_SIZE.addedToInitials;
}
