import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EVENT_LOGO_BADGE,
  EVENT_LOGO_BADGE_FONT_SIZE,
  EVENT_LOGO_DISTANCE_INITIALS,
  EVENT_LOGO_FONT_SIZE_INITIALS,
  EVENT_LOGO_NAMES,
  EVENT_LOGO_SCALE_CAP,
  EVENT_LOGO_WIDTH_CAP_PX,
} from './event-logos';

describe('event logos (001 "Event logo", 002 §5)', () => {
  it('has the seven designs', () => {
    expect([...EVENT_LOGO_NAMES].sort()).toEqual([
      'BorderUpAndDown',
      'HandDrawnHeart',
      'LeafsBox',
      'ModernMonogramBadge',
      'ModernMonogramBorderBetween',
      'ModernMonogramStrikethrough',
      'RelaxedByHand',
    ]);
  });

  it('bounds the sliders', () => {
    expect(EVENT_LOGO_FONT_SIZE_INITIALS).toEqual({ min: 1, max: 15 });
    expect(EVENT_LOGO_DISTANCE_INITIALS).toEqual({ min: -14, max: 14 });
  });

  it('starts a badge at 9, 12, 6', () => {
    expect(DEFAULT_EVENT_LOGO_BADGE).toEqual({
      fontSizeInitials: 9,
      distanceInitialsX: 12,
      distanceInitialsY: 6,
    });
  });

  it('caps scale at 1 and width at 1400, badge font initials + 25 or 35', () => {
    expect(EVENT_LOGO_SCALE_CAP).toBe(1);
    expect(EVENT_LOGO_WIDTH_CAP_PX).toBe(1400);
    expect(EVENT_LOGO_BADGE_FONT_SIZE).toEqual({ addedToInitials: 25, whenUnset: 35 });
  });
});
