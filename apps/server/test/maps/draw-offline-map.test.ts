import { describe, expect, it } from 'vitest';
import { drawOfflineMap } from '../../src/maps/draw-offline-map';
import type { MapRequest } from '../../src/maps/map-provider';

const REQUEST: MapRequest = {
  location: 'Masthuggskyrkan, Göteborg',
  zoom: 14,
  mapTheme: 'NORMAL',
  markerColor: 'ea4335',
};

describe('drawOfflineMap', () => {
  it('draws the same place the same way every time, and other places otherwise', () => {
    expect(drawOfflineMap(REQUEST)).toBe(drawOfflineMap({ ...REQUEST }));
    expect(drawOfflineMap({ ...REQUEST, location: ' masthuggskyrkan, göteborg ' })).not.toBe(
      drawOfflineMap({ ...REQUEST, location: 'Ystad' }),
    );
  });

  it('colours the marker and the map by the request', () => {
    const normal = drawOfflineMap(REQUEST);
    expect(normal).toContain('fill="#ea4335"');
    expect(normal).toContain('#f3efe6');
    const night = drawOfflineMap({ ...REQUEST, mapTheme: 'NIGHT', markerColor: '3366cc' });
    expect(night).toContain('fill="#3366cc"');
    expect(night).toContain('#242f3e');
  });

  it('writes the location as escaped text, shortened when long', () => {
    const svg = drawOfflineMap({ ...REQUEST, location: '</text><script>alert(1)</script> & "Co"' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    const long = drawOfflineMap({ ...REQUEST, location: 'Storgatan '.repeat(20) });
    expect(long).toMatch(/Storgatan Storgatan[^<]*…<\/text>/);
  });

  it('scales with the zoom: houses and metres close up, towns and kilometres far out', () => {
    const close = drawOfflineMap({ ...REQUEST, zoom: 16 });
    const far = drawOfflineMap({ ...REQUEST, zoom: 6 });
    expect(close).toMatch(/>\d+ m<\/text>/);
    expect(close.match(/<rect /g)?.length).toBeGreaterThan(50);
    expect(far).toMatch(/>\d+ km<\/text>/);
    expect(far.match(/<rect /g)?.length).toBeLessThan(10);
  });
});
