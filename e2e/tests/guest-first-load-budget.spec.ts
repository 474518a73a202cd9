import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { GUEST_FIRST_LOAD_BUDGET, guestFirstLoad } from '../../bench/guest-first-load';

// Reads the build `npm run test:e2e` has just made: no browser, no server.
const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

test.describe('a guest first load', () => {
  test('stays within the JavaScript and CSS budget of issue 15 (gzip)', () => {
    const firstLoad = guestFirstLoad(WEB_DIST);
    const sizes = `${firstLoad.jsFiles.length} JS files: ${firstLoad.jsGzipBytes} B gzip, CSS ${firstLoad.cssGzipBytes} B gzip`;
    expect(firstLoad.jsGzipBytes, sizes).toBeLessThanOrEqual(GUEST_FIRST_LOAD_BUDGET.jsGzipBytes);
    expect(firstLoad.cssGzipBytes, sizes).toBeLessThanOrEqual(GUEST_FIRST_LOAD_BUDGET.cssGzipBytes);
  });
});
