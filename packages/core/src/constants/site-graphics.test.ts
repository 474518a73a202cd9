import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_SITE_GRAPHICS,
  CORNER_SITE_GRAPHICS,
  DECORATION_SITE_GRAPHICS,
  isSiteGraphic,
  SITE_GRAPHICS,
} from './site-graphics';

describe('site graphics (001 "Site decorations")', () => {
  it('has moving dots, eucalyptus, minted eucalyptus and leaf mix', () => {
    expect(DECORATION_SITE_GRAPHICS).toEqual(['movingDots', 'eucalyptus', 'mintedEucalyptus', 'leafMix']);
  });

  it('has nine corners and eight backgrounds plus green-and-gold flowers', () => {
    expect(CORNER_SITE_GRAPHICS).toHaveLength(9);
    expect(BACKGROUND_SITE_GRAPHICS).toHaveLength(9);
    expect(BACKGROUND_SITE_GRAPHICS).toContain('greenAndGoldFlowers');
  });

  it('has unique names and rejects unknown ones', () => {
    expect(new Set(SITE_GRAPHICS).size).toBe(SITE_GRAPHICS.length);
    expect(isSiteGraphic('corner9')).toBe(true);
    expect(isSiteGraphic('corner10')).toBe(false);
  });
});
