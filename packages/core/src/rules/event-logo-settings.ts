import {
  DEFAULT_EVENT_LOGO_BADGE,
  EVENT_LOGO_DISTANCE_INITIALS,
  EVENT_LOGO_FONT_SIZE_INITIALS,
  type EventLogoName,
} from '../constants/event-logos';
import type { EventLogo } from '../schemas/event-logo';

/** The three sliders of the event logo tab. */
export type EventLogoSlider = 'fontSizeInitials' | 'distanceInitialsX' | 'distanceInitialsY';

/** Each slider's bounds (`002` §5: fontSizeInitials 1 to 15, the distances −14 to 14), whole steps. */
export const EVENT_LOGO_SLIDER_BOUNDS: Readonly<Record<EventLogoSlider, { min: number; max: number }>> = {
  fontSizeInitials: EVENT_LOGO_FONT_SIZE_INITIALS,
  distanceInitialsX: EVENT_LOGO_DISTANCE_INITIALS,
  distanceInitialsY: EVENT_LOGO_DISTANCE_INITIALS,
};

/** A slider's value as stored: a whole number within its bounds. */
export function clampEventLogoSlider(slider: EventLogoSlider, value: number): number {
  const { min, max } = EVENT_LOGO_SLIDER_BOUNDS[slider];
  if (Number.isNaN(value)) return DEFAULT_EVENT_LOGO_BADGE[slider];
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** The value a slider shows: the logo's own, or the default badge's (`002` §5 "Default badge: 9, 12, 6"). */
export function eventLogoSliderValue(logo: EventLogo, slider: EventLogoSlider): number {
  return logo[slider] ?? DEFAULT_EVENT_LOGO_BADGE[slider];
}

/**
 * The logo in another design: the names, the extra line and the colours stay. The badge starts at the
 * default 9, 12, 6 unless it has slider values already (`002` §5).
 */
export function chooseEventLogo(current: EventLogo | null | undefined, name: EventLogoName): EventLogo {
  const base: EventLogo = current ?? { name, name1: '', name2: '', additionalText: '' };
  const next: EventLogo = { ...base, name };
  if (name === 'ModernMonogramBadge') {
    next.fontSizeInitials = base.fontSizeInitials ?? DEFAULT_EVENT_LOGO_BADGE.fontSizeInitials;
    next.distanceInitialsX = base.distanceInitialsX ?? DEFAULT_EVENT_LOGO_BADGE.distanceInitialsX;
    next.distanceInitialsY = base.distanceInitialsY ?? DEFAULT_EVENT_LOGO_BADGE.distanceInitialsY;
  }
  return next;
}
