import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAP_THEME,
  DEFAULT_MARKER_COLOR,
  DEMO_MAP_SIZES,
  LOCATION_TYPING_PAUSE_MS,
  MAP_THEMES,
  MAP_ZOOM,
} from './map';

describe('map constants (000 §9, 001 §5, 002 §5)', () => {
  it('zooms 6 to 18 in steps of 1, default 12', () => {
    expect(MAP_ZOOM).toEqual({ min: 6, max: 18, default: 12, step: 1 });
  });

  it('defaults the marker to ea4335 as bare hex', () => {
    expect(DEFAULT_MARKER_COLOR).toBe('ea4335');
  });

  it('has the five themes, default NORMAL', () => {
    expect([...MAP_THEMES].sort()).toEqual(['DARK', 'NIGHT', 'NORMAL', 'RETRO', 'SILVER']);
    expect(DEFAULT_MAP_THEME).toBe('NORMAL');
  });

  it('waits 800 ms after typing and renders demo maps at 640 and 420', () => {
    expect(LOCATION_TYPING_PAUSE_MS).toBe(800);
    expect(DEMO_MAP_SIZES).toEqual([640, 420]);
  });
});
