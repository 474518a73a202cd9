import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fetchDemoSite, hostUrl, scrollThroughPage, serveSiteAt } from '../fixtures/sites';

/*
 * The demo site's content in every theme, on a phone and a desktop, drawn by the browser from the API's
 * answer, which is the demo site with the theme swapped (server-rendering.spec.ts loads every theme as the
 * server renders it).
 * theme12 is offered only by the wedding brand, but the guest page draws any theme it is given, so it is
 * rendered here too.
 */
const THEMES = ['theme4', 'theme5', 'theme6', 'theme7', 'theme8', 'theme9', 'theme10', 'theme11', 'theme12'];
const SCREENS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];
const PREVIEW_HOST = 'preview.party.localhost';

test.describe('themes', () => {
  /** `test-results/screenshots`, beside the run's other output (ignored by git). */
  const screenshotDir = () => join(test.info().project.outputDir, 'screenshots');

  for (const theme of THEMES) {
    test(`the demo site in ${theme} on a phone and a desktop`, async ({ page }) => {
      const demo = await fetchDemoSite(page.request);
      expect(demo.theme).not.toBe('');
      await serveSiteAt(page, PREVIEW_HOST, { ...demo, theme });

      mkdirSync(screenshotDir(), { recursive: true });
      for (const screen of SCREENS) {
        await page.setViewportSize(screen);
        await page.goto(hostUrl(PREVIEW_HOST, '/sv'));
        const root = page.locator('.site-root');
        await expect(root).toHaveAttribute('data-theme', theme);
        const title = page.getByRole('heading', { level: 1, name: 'Annas 40-årsfest' });
        await expect(title).toBeVisible();
        await expect(title).toBeInViewport();
        await expect(page.locator('section')).toHaveCount(demo.siteModules.length);
        // Nothing may stick out sideways: a phone would scroll the whole page horizontally.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);

        await scrollThroughPage(page);
        await page.evaluate(() => document.fonts.ready);
        // No title breaks inside a word ("toastmastrarn / a"): each word of a heading sits on one line.
        const brokenWords = await page.evaluate(() =>
          Array.from(document.querySelectorAll('.site-main h2, .site-main h3')).flatMap((heading) =>
            Array.from(heading.childNodes)
              .filter((node) => node.nodeType === Node.TEXT_NODE)
              .flatMap((node) => {
                const text = node.textContent ?? '';
                return Array.from(text.matchAll(/\S+/g)).flatMap((match) => {
                  const range = document.createRange();
                  range.setStart(node, match.index);
                  range.setEnd(node, match.index + match[0].length);
                  const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
                  return lines.size > 1 ? [match[0]] : [];
                });
              }),
          ),
        );
        expect(brokenWords, 'title words broken across lines').toEqual([]);
        await page.screenshot({
          path: join(screenshotDir(), `${theme}-${screen.width}.png`),
          fullPage: true,
          animations: 'disabled',
        });
      }
    });
  }
});
