import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fetchDemoSite, hostUrl, scrollThroughPage, serveSiteAt } from '../fixtures/sites';

const PREVIEW_HOST = 'graphic-preview.party.localhost';

/*
 * A chosen site decoration shows with every layout (issue 39 item 7): the Fest layout (theme10) painted its
 * plain sections opaque, so Neonnatt's background5 was drawn behind them and never seen.
 */
test('a chosen decoration shows through the Fest layout on a phone and a desktop', async ({ page }) => {
  const demo = await fetchDemoSite(page.request);
  await serveSiteAt(page, PREVIEW_HOST, { ...demo, theme: 'theme10', siteGraphic: 'background5' });
  const screenshots = join(test.info().project.outputDir, 'screenshots');
  mkdirSync(screenshots, { recursive: true });

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(hostUrl(PREVIEW_HOST, '/sv'));
    await expect(page.locator('.site-root')).toHaveAttribute('data-theme', 'theme10');
    await expect(page.locator('[data-site-graphic="background5"]')).toBeAttached();
    const alphaOf = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((section) => {
          const colour = getComputedStyle(section).backgroundColor;
          // 'rgba(r, g, b, a)', or 'color(srgb r g b / a)' for a mixed colour; no alpha is opaque.
          const alpha = /(?:,|\/)\s*([\d.]+)\)$/.exec(colour)?.[1];
          return colour === 'transparent' ? 0 : alpha === undefined ? 1 : Number(alpha);
        });
    expect(await alphaOf('.site-section[data-alt="false"]:not([data-module-type="Header"])')).toBe(0);
    expect(await alphaOf('.site-section[data-alt="true"]')).toBeLessThan(1);
    await scrollThroughPage(page);
    await page.screenshot({ path: join(screenshots, `fest-background5-${width}.png`), fullPage: true });
  }
});
