import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { E2E_WEDDING_PORT } from '../fixtures/environment';
import { scrollThroughPage } from '../fixtures/sites';

/* The wedding demo's default look, as guests get it, read by axe on a phone and a desktop. */
const DEMO_URL = `http://demo.wedding.localhost:${E2E_WEDDING_PORT}/sv`;

test.describe('the wedding demo for guests', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const width of [390, 1440]) {
    test(`has no colour-contrast violation (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(DEMO_URL);
      await expect(page.locator('.site-root')).toHaveAttribute('data-theme', 'theme12', { timeout: 30_000 });
      await scrollThroughPage(page);
      await page.evaluate(() => document.fonts.ready);
      const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      const failures = results.violations.flatMap((violation) =>
        violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
      );
      expect(failures, JSON.stringify(failures, null, 2)).toEqual([]);
      // The texts whose colours were too faint: the language links, a module subtitle and the footer.
      const shots = {
        bar: page.locator('.site-bar'),
        subtitle: page.getByRole('heading', { level: 2 }).last(),
        footer: page.locator('.site-footer'),
      };
      for (const [name, locator] of Object.entries(shots)) {
        await locator.scrollIntoViewIfNeeded();
        await locator.screenshot({
          path: join(test.info().project.outputDir, `wedding-demo-${name}-${width}.png`),
        });
      }
    });
  }

  test('a phone shows the event logo’s small lines at a legible size (at least 11 px)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(DEMO_URL);
    const badge = page.locator('[data-event-logo] svg[role="img"]').first();
    await expect(badge).toBeVisible({ timeout: 30_000 });
    const sizes = await badge.evaluate((svg: SVGSVGElement) => {
      const pixelsPerUnit = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      return Array.from(
        svg.querySelectorAll('text:has(textPath)'),
        (text) => Math.round(Number(text.getAttribute('font-size')) * pixelsPerUnit * 10) / 10,
      );
    });
    expect(sizes).toHaveLength(2);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(11);
  });
});
