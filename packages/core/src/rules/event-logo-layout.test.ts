import { describe, expect, it } from 'vitest';
import { eventLogoBadgeFontSize, eventLogoScale } from './event-logo-layout';

describe('eventLogoScale (001 "Event logo", §9)', () => {
  it('never enlarges a logo beyond its natural size', () => {
    expect(eventLogoScale(1200, 600)).toBe(1);
  });

  it('shrinks a logo wider than the page to fit it', () => {
    expect(eventLogoScale(375, 750)).toBe(0.5);
  });

  it('counts a page wider than 1400 px as 1400 px', () => {
    expect(eventLogoScale(2800, 2800)).toBe(0.5);
    expect(eventLogoScale(1440, 1400)).toBe(1);
  });

  it('leaves the logo unscaled until both widths are measured', () => {
    expect(eventLogoScale(0, 500)).toBe(1);
    expect(eventLogoScale(375, 0)).toBe(1);
    expect(eventLogoScale(Number.NaN, 500)).toBe(1);
  });
});

describe('eventLogoBadgeFontSize (001 §9)', () => {
  it('adds 25 to the initials size', () => {
    expect(eventLogoBadgeFontSize(9)).toBe(34);
    expect(eventLogoBadgeFontSize(1)).toBe(26);
  });

  it('is 35 when the initials size is unset', () => {
    expect(eventLogoBadgeFontSize(undefined)).toBe(35);
  });
});
