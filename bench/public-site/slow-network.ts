/**
 * How long a guest on a very slow phone link waits for the couple's names: a cold load (no cache) in
 * Chromium with its network emulated at 400 kbit/s down and up and 400 ms round trips, timed from the
 * start of navigation until the header's title is visible.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM } from './chromium';

const KBIT = 1000 / 8;
const CONDITIONS = {
  offline: false,
  latency: 400,
  downloadThroughput: 400 * KBIT,
  uploadThroughput: 400 * KBIT,
};
const TIMEOUT_MS = 90_000;

/** Milliseconds from navigation start until the header title `title` shows, one cold load per run. */
export async function timeToHeaderTitle(url: string, title: string, runs: number): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        locale: 'sv-SE',
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', CONDITIONS);
      const started = Date.now();
      await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
      // The header (header-view.tsx) is the element with data-size; its title is its visible h1, or the
      // event logo drawn in its place (the h1 then stays for screen readers only).
      const header = page.locator('[data-size]');
      await header
        .locator('h1:not(.visually-hidden)', { hasText: title })
        .or(header.locator('h1.visually-hidden + *'))
        .first()
        .waitFor({ state: 'visible', timeout: TIMEOUT_MS });
      times.push(Date.now() - started);
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}
