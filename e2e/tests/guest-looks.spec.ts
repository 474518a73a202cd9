import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { demoSection, showWishList } from '../fixtures/guest';
import { DEMO_HOST, fetchDemoSite, hostUrl, serveSiteAt } from '../fixtures/sites';

/* How the demo site looks to a guest, on a phone and a desktop (issue 39 #16). */

const SCREENS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const ONE_GIFT_HOST = 'one-gift.party.localhost';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: join(test.info().project.outputDir, `looks-${name}.png`) });
}

/** The colour's red lead over its other channels: large for the red of an error. */
function redness(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return r - Math.max(g, b);
}

test('a focused field has a quiet ring, not the red of an error', async ({ page }) => {
  await page.setViewportSize(SCREENS[0]!);
  await page.goto(hostUrl(DEMO_HOST, '/sv'));
  const gifts = demoSection(page, 'onskelista');
  const reserve = gifts.getByRole('button', { name: 'Reservera' }).first();
  await showWishList(gifts, reserve);
  await reserve.click();
  const password = page.getByRole('dialog').getByLabel('Välj ett lösenord');
  await password.focus();
  await page.waitForTimeout(300);
  await shoot(page, 'focused-field');
  const border = await password.evaluate((element) => getComputedStyle(element).borderTopColor);
  expect(redness(border), `the focused border ${border}`).toBeLessThan(60);
});

for (const screen of SCREENS) {
  test(`a single gift sits in the middle of the list at ${screen.width} px`, async ({ page, request }) => {
    const site = await fetchDemoSite(request);
    const modules = site.siteModules.map((module) =>
      module.siteModuleType === 'GiftRegistry' &&
      'giftRegistry' in module &&
      Array.isArray(module.giftRegistry)
        ? { ...module, giftRegistry: module.giftRegistry.slice(0, 1) }
        : module,
    );
    await serveSiteAt(page, ONE_GIFT_HOST, { ...site, siteModules: modules });
    await page.setViewportSize(screen);
    await page.goto(hostUrl(ONE_GIFT_HOST, '/sv'));
    const card = page
      .locator('section#onskelista li')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(card).toHaveCount(1, { timeout: 30_000 });
    await card.scrollIntoViewIfNeeded();
    await shoot(page, `one-gift-${screen.width}`);
    const cardBox = (await card.boundingBox())!;
    const listBox = (await card.locator('..').boundingBox())!;
    const middle = (box: { x: number; width: number }) => box.x + box.width / 2;
    expect(Math.abs(middle(cardBox) - middle(listBox))).toBeLessThanOrEqual(2);
  });
}

test('without JavaScript the wish list shows without a dead button, and dead buttons look inert', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'sv-SE' });
  const page = await context.newPage();
  for (const screen of SCREENS) {
    await page.setViewportSize(screen);
    await page.goto(hostUrl(DEMO_HOST, '/sv'));
    const gifts = page.locator('section#onskelista');
    await gifts.scrollIntoViewIfNeeded();
    await shoot(page, `nojs-gifts-${screen.width}`);
    await expect(gifts.getByRole('button', { name: 'Visa önskelistan' })).toBeHidden();
    await expect(gifts.locator('noscript li h3').first()).toBeVisible();
    await page.locator('section#osa').scrollIntoViewIfNeeded();
    await shoot(page, `nojs-rsvp-${screen.width}`);
    // Every section that says it needs JavaScript: its buttons and choices do nothing, and look it.
    const buttons = page
      .locator('section:has(noscript)')
      .locator('button[type="button"], select')
      .filter({ visible: true });
    expect(await buttons.count()).toBeGreaterThan(0);
    for (const opacity of await buttons.evaluateAll((elements) =>
      elements.map((element) => Number(getComputedStyle(element).opacity)),
    ))
      expect(opacity).toBeLessThanOrEqual(0.6);
  }
  await context.close();
});
