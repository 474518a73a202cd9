import { describe, expect, it } from 'vitest';
import type { EventLogo } from '../schemas/event-logo';
import { eventLogoSchema } from '../schemas/event-logo';
import {
  chooseEventLogo,
  clampEventLogoSlider,
  EVENT_LOGO_SLIDER_BOUNDS,
  eventLogoSliderValue,
} from './event-logo-settings';

const couple: EventLogo = {
  name: 'LeafsBox',
  name1: 'Anna',
  name2: 'Erik',
  additionalText: '14.06.2025',
  colorText: { override: true, color: { h: 10, s: 20, l: 30 } },
};

describe('event logo sliders (002 §5)', () => {
  it('run fontSizeInitials 1 to 15 and the distances −14 to 14', () => {
    expect(EVENT_LOGO_SLIDER_BOUNDS).toEqual({
      fontSizeInitials: { min: 1, max: 15 },
      distanceInitialsX: { min: -14, max: 14 },
      distanceInitialsY: { min: -14, max: 14 },
    });
  });

  it('clamp to the bounds in whole steps', () => {
    expect(clampEventLogoSlider('fontSizeInitials', 0)).toBe(1);
    expect(clampEventLogoSlider('fontSizeInitials', 16)).toBe(15);
    expect(clampEventLogoSlider('fontSizeInitials', 7.4)).toBe(7);
    expect(clampEventLogoSlider('distanceInitialsX', -20)).toBe(-14);
    expect(clampEventLogoSlider('distanceInitialsY', 14.6)).toBe(14);
    expect(clampEventLogoSlider('distanceInitialsY', Number.NaN)).toBe(6);
  });

  it('show the default badge 9, 12, 6 for a logo without values', () => {
    expect(eventLogoSliderValue(couple, 'fontSizeInitials')).toBe(9);
    expect(eventLogoSliderValue(couple, 'distanceInitialsX')).toBe(12);
    expect(eventLogoSliderValue(couple, 'distanceInitialsY')).toBe(6);
    expect(eventLogoSliderValue({ ...couple, fontSizeInitials: 3 }, 'fontSizeInitials')).toBe(3);
  });

  it('are checked by the schema too', () => {
    expect(eventLogoSchema.safeParse({ ...couple, fontSizeInitials: 16 }).success).toBe(false);
    expect(eventLogoSchema.safeParse({ ...couple, distanceInitialsX: -15 }).success).toBe(false);
    expect(eventLogoSchema.safeParse({ ...couple, distanceInitialsY: 14 }).success).toBe(true);
  });
});

describe('chooseEventLogo', () => {
  it('keeps the names, the extra line and the colours in another design', () => {
    expect(chooseEventLogo(couple, 'HandDrawnHeart')).toEqual({ ...couple, name: 'HandDrawnHeart' });
  });

  it('starts a badge at 9, 12, 6 and keeps a badge’s own values', () => {
    expect(chooseEventLogo(couple, 'ModernMonogramBadge')).toMatchObject({
      fontSizeInitials: 9,
      distanceInitialsX: 12,
      distanceInitialsY: 6,
    });
    const tuned = { ...couple, fontSizeInitials: 4, distanceInitialsX: -2, distanceInitialsY: 0 };
    expect(chooseEventLogo(tuned, 'ModernMonogramBadge')).toMatchObject({
      fontSizeInitials: 4,
      distanceInitialsX: -2,
      distanceInitialsY: 0,
    });
  });

  it('makes a new logo with empty names when there was none', () => {
    expect(chooseEventLogo(null, 'RelaxedByHand')).toEqual({
      name: 'RelaxedByHand',
      name1: '',
      name2: '',
      additionalText: '',
    });
  });
});
