import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_LOGO_BADGE } from '../constants/event-logos';
import { eventLogoSchema } from './event-logo';

describe('eventLogoSchema (002 §3, §5)', () => {
  it('accepts the default badge', () => {
    const logo = eventLogoSchema.parse({
      name: 'ModernMonogramBadge',
      name1: 'Anna',
      name2: 'Erik',
      ...DEFAULT_EVENT_LOGO_BADGE,
    });
    expect(logo).toMatchObject({
      fontSizeInitials: 9,
      distanceInitialsX: 12,
      distanceInitialsY: 6,
      additionalText: '',
    });
  });

  it('bounds fontSizeInitials to 1..15', () => {
    expect(eventLogoSchema.safeParse({ name: 'LeafsBox', fontSizeInitials: 1 }).success).toBe(true);
    expect(eventLogoSchema.safeParse({ name: 'LeafsBox', fontSizeInitials: 15 }).success).toBe(true);
    expect(eventLogoSchema.safeParse({ name: 'LeafsBox', fontSizeInitials: 0 }).success).toBe(false);
    expect(eventLogoSchema.safeParse({ name: 'LeafsBox', fontSizeInitials: 16 }).success).toBe(false);
  });

  it('bounds the distances to -14..14', () => {
    expect(
      eventLogoSchema.safeParse({ name: 'LeafsBox', distanceInitialsX: -14, distanceInitialsY: 14 }).success,
    ).toBe(true);
    expect(eventLogoSchema.safeParse({ name: 'LeafsBox', distanceInitialsX: -15 }).success).toBe(false);
    expect(eventLogoSchema.safeParse({ name: 'LeafsBox', distanceInitialsY: 15 }).success).toBe(false);
  });

  it('rejects an unknown name', () => {
    expect(eventLogoSchema.safeParse({ name: 'Comic' }).success).toBe(false);
  });

  it('defaults the colour override to off', () => {
    const logo = eventLogoSchema.parse({
      name: 'HandDrawnHeart',
      colorText: { color: { h: 1, s: 2, l: 3 } },
    });
    expect(logo.colorText?.override).toBe(false);
  });
});
