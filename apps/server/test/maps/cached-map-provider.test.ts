import { describe, expect, it } from 'vitest';
import { CachedMapProvider } from '../../src/maps/cached-map-provider';
import type { MapProvider, MapRequest } from '../../src/maps/map-provider';

const request = (location: string): MapRequest => ({
  location,
  zoom: 12,
  mapTheme: 'NORMAL',
  markerColor: 'ea4335',
});

function countingProvider(failFirst = false) {
  const calls: string[] = [];
  const provider: MapProvider = {
    async render({ location }) {
      calls.push(location);
      if (failFirst && calls.length === 1) throw new Error('service down');
      return Buffer.from(`${location}#${calls.length}`);
    },
  };
  return { provider, calls };
}

describe('CachedMapProvider', () => {
  it('draws a picture once while it is among the most recent', async () => {
    const { provider, calls } = countingProvider();
    const cache = new CachedMapProvider(provider, 2);
    await cache.render(request('a'));
    await cache.render(request('b'));
    await cache.render(request('a'));
    await cache.render(request('c'));
    expect(calls).toEqual(['a', 'b', 'c']);
    // 'a' was used after 'b', so 'b' made room for 'c'.
    await cache.render(request('a'));
    await cache.render(request('b'));
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('draws again on refresh, and after a failure', async () => {
    const { provider, calls } = countingProvider(true);
    const cache = new CachedMapProvider(provider);
    await expect(cache.render(request('a'))).rejects.toThrow('service down');
    expect((await cache.render(request('a'))).toString()).toBe('a#2');
    expect((await cache.refresh(request('a'))).toString()).toBe('a#3');
    expect((await cache.render(request('a'))).toString()).toBe('a#3');
    expect(calls).toHaveLength(3);
  });
});
