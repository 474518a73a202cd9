import { describe, expect, it } from 'vitest';
import { mapImageParamsSchema } from '../api/maps';
import { mapPicturePath } from './map-picture-path';

const settings = {
  location: ' Stora torget 1, Visby ',
  zoom: 14,
  mapTheme: 'RETRO',
  markerColor: 'ea4335',
} as const;

describe('mapPicturePath (002 §7)', () => {
  it('builds the save path under the API base with the location encoded and the colour without #', () => {
    expect(mapPicturePath('/api/sites/site-1', settings)).toBe(
      '/api/sites/site-1/maps/Stora%20torget%201%2C%20Visby/14/RETRO/ea4335/',
    );
  });

  it('builds the preview path', () => {
    expect(mapPicturePath('/api/sites/site-1', settings, { preview: true })).toBe(
      '/api/sites/site-1/maps/preview/Stora%20torget%201%2C%20Visby/14/RETRO/ea4335/',
    );
  });

  it('keeps a slash or a question mark in the location inside its segment', () => {
    const path = mapPicturePath('/api/sites/s', { ...settings, location: 'A/B? #1' });
    expect(path).toBe('/api/sites/s/maps/A%2FB%3F%20%231/14/RETRO/ea4335/');
  });

  it('gives segments the map call accepts', () => {
    const [, , , , , location, zoom, mapTheme, markerColor] = mapPicturePath('/api/sites/s', settings).split(
      '/',
    );
    expect(
      mapImageParamsSchema.safeParse({
        siteId: 's',
        location: decodeURIComponent(location ?? ''),
        zoom,
        mapTheme,
        markerColor,
      }).success,
    ).toBe(true);
  });
});
