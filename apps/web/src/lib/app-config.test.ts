import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../test/render-edit-app';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { readAppConfig } from './app-config';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('readAppConfig', () => {
  it('reads the config the server injected into index.html', async () => {
    const requests = mockFetch(() => undefined);
    const meta = document.createElement('meta');
    meta.name = 'app-config';
    meta.content = JSON.stringify(testConfig);
    document.head.append(meta);

    await expect(readAppConfig()).resolves.toEqual(testConfig);
    expect(requests).toHaveLength(0);
  });

  it('fetches /api/config when index.html has none (the Vite dev server)', async () => {
    const requests = mockFetch(({ path }) => (path === '/api/config' ? jsonResponse(testConfig) : undefined));
    await expect(readAppConfig()).resolves.toEqual(testConfig);
    expect(requests.map(({ path }) => path)).toEqual(['/api/config']);
  });

  it('rejects a config that does not fit the schema', async () => {
    mockFetch(() => jsonResponse({ ...testConfig, brand: 'birthday' }));
    await expect(readAppConfig()).rejects.toThrow();
  });
});
