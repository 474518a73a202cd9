import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { trackEvent } from './track-event';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('trackEvent (000 §7, §9)', () => {
  it('pushes the event onto the data layer', async () => {
    const target = { dataLayer: [] as object[] };
    await expect(
      trackEvent('register', { register: true }, { localDevelopment: false, target }),
    ).resolves.toBe(true);
    expect(target.dataLayer).toEqual([{ event: 'register', register: true }]);
  });

  it('looks for a late tracker 10 times, 500 ms apart', async () => {
    const target: { dataLayer?: object[] } = {};
    const waits: number[] = [];
    const wait = async (ms: number) => {
      waits.push(ms);
      if (waits.length === 9) target.dataLayer = [];
    };
    await expect(trackEvent('register', {}, { localDevelopment: false, target, wait })).resolves.toBe(true);
    expect(waits).toEqual(Array(9).fill(500));
    expect(target.dataLayer).toEqual([{ event: 'register' }]);
  });

  it('logs an error when no tracker comes, and never tracks in local development', async () => {
    const requests = mockFetch(() => undefined);
    const wait = vi.fn(async () => undefined);
    await expect(trackEvent('register', {}, { localDevelopment: false, target: {}, wait })).resolves.toBe(
      false,
    );
    expect(wait).toHaveBeenCalledTimes(9);
    expect(requests.map((request) => request.path)).toEqual(['/api/logs/']);

    const dev = { dataLayer: [] as object[] };
    await expect(trackEvent('register', {}, { localDevelopment: true, target: dev })).resolves.toBe(false);
    expect(dev.dataLayer).toEqual([]);
  });
});
