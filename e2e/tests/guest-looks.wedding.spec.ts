import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { E2E_WEDDING_PORT } from '../fixtures/environment';

/*
 * How the wedding demo (theme12, eucalyptus) looks to a guest on a phone and a desktop (issue 39 #16):
 * the gallery's framed images keep apart, and the decoration stays behind the text, faint and small on a
 * phone. The demo's site is served under another host with the Swedish demo's theme and decoration.
 */
const DEMO_HOST = 'demo.wedding.localhost';
const CHECK_HOST = 'looks-check.wedding.localhost';

function hostUrl(host: string, path = '/'): string {
  return `http://${host}:${E2E_WEDDING_PORT}${path}`;
}

async function serveDemo(page: Page, changes: Record<string, unknown>): Promise<void> {
  const response = await page.request.get(
    `http://localhost:${E2E_WEDDING_PORT}/api/sites/public/host/${DEMO_HOST}`,
  );
  expect(response.status()).toBe(200);
  const site = (await response.json()) as Record<string, unknown>;
  await page.route(hostUrl(CHECK_HOST, '/**'), async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    await route.fulfill({ response: await route.fetch({ url: `http://localhost:${E2E_WEDDING_PORT}/` }) });
  });
  await page.route(`**/api/sites/public/host/${CHECK_HOST}`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ ...site, ...changes, host: CHECK_HOST }),
    }),
  );
}

/** How far each image's frame (its box-shadow's offset and spread, without blur) reaches past its box. */
function reach(shadow: string): { left: number; right: number; top: number; bottom: number } {
  const all = { left: 0, right: 0, top: 0, bottom: 0 };
  if (shadow === 'none') return all;
  for (const part of shadow.split(/,(?![^(]*\))/)) {
    const lengths = (
      part.replace(/(rgba?|color-mix|oklab|hsla?)\([^)]*\)/g, '').match(/-?[\d.]+px/g) ?? []
    ).map(Number.parseFloat);
    const [x = 0, y = 0, , spread = 0] = lengths;
    all.left = Math.max(all.left, spread - x);
    all.right = Math.max(all.right, spread + x);
    all.top = Math.max(all.top, spread - y);
    all.bottom = Math.max(all.bottom, spread + y);
  }
  return all;
}

test.describe('the wedding demo’s looks', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const theme of ['theme12', 'theme10']) {
    for (const width of [390, 1440]) {
      test(`${theme}: the gallery's frames keep apart at ${width} px`, async ({ page }) => {
        await serveDemo(page, { theme });
        await page.setViewportSize({ width, height: 900 });
        await page.goto(hostUrl(CHECK_HOST, '/sv'));
        const images = page.locator('[data-module-type="ImageGallery"] li button').filter({ visible: true });
        await expect(images.first()).toBeVisible({ timeout: 30_000 });
        await images.first().scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(test.info().project.outputDir, `gallery-${theme}-${width}.png`) });
        const boxes = await images.evaluateAll((elements) =>
          elements.map((element) => ({
            ...element.getBoundingClientRect().toJSON(),
            shadow: getComputedStyle(element).boxShadow,
          })),
        );
        const [first, second] = boxes as [(typeof boxes)[0], (typeof boxes)[0]];
        const frame = reach(first.shadow);
        // The next image in the row, and the first one of the next row, stay clear of this one's frame.
        expect(
          second.x - (first.x + first.width) - frame.right - frame.left,
          'air beside',
        ).toBeGreaterThanOrEqual(4);
        const below = boxes.find((box) => box.y > first.y + first.height / 2);
        if (below)
          expect(
            below.y - (first.y + first.height) - frame.bottom - frame.top,
            'air below',
          ).toBeGreaterThanOrEqual(4);
      });
    }
  }

  test('the eucalyptus decoration stays small and faint behind the text on a phone', async ({ page }) => {
    await serveDemo(page, { theme: 'theme12', siteGraphic: 'eucalyptus' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(hostUrl(CHECK_HOST, '/sv'));
    await expect(page.locator('[data-site-graphic="eucalyptus"]')).toBeAttached({ timeout: 30_000 });
    await page.getByRole('heading', { level: 2 }).nth(1).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(test.info().project.outputDir, 'eucalyptus-390.png') });
    const pieces = await page.locator('[data-site-graphic="eucalyptus"] > *').evaluateAll((elements) =>
      elements.map((element) => ({
        width: element.getBoundingClientRect().width,
        opacity: Number(getComputedStyle(element).opacity),
      })),
    );
    expect(pieces.length).toBe(2);
    for (const piece of pieces) {
      // Within the section's side padding and a little more, and faint where it runs under text.
      expect(piece.width).toBeLessThanOrEqual(112);
      expect(piece.opacity).toBeLessThanOrEqual(0.5);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: join(test.info().project.outputDir, 'eucalyptus-1440.png') });
  });
});
