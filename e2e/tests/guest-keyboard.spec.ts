import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { DEMO_HOST, hostUrl } from '../fixtures/sites';

/* A guest on the demo site with the keyboard only: focus stays where the guest is working. */

async function openDemo(page: Page, width: number) {
  await page.setViewportSize({ width, height: 860 });
  await page.goto(hostUrl(DEMO_HOST, '/sv'));
  await expect(page.getByRole('heading', { level: 1, name: 'Annas 40-årsfest' })).toBeVisible({
    timeout: 45_000,
  });
}

test.describe('a guest with the keyboard', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const width of [390, 1440]) {
    test(`chooses the number of guests with the arrow keys and keeps focus (${width} px)`, async ({
      page,
    }) => {
      await openDemo(page, width);
      const select = page.getByRole('combobox', { name: /Hur många/ });
      await select.focus();
      await page.keyboard.press('ArrowDown');
      // The form's code and its post key load on the first choice.
      await expect(page.getByRole('region', { name: /1$/ }).first()).toBeVisible({ timeout: 30_000 });
      await expect(select).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(select).toHaveValue('2');
      await expect(select).toBeFocused();
      await expect(page.getByRole('region', { name: /2$/ }).first()).toBeVisible();
      await select.screenshot({ path: join(test.info().project.outputDir, `rsvp-keyboard-${width}.png`) });
    });
  }

  test('leaves the folded menu with Escape and is back on its toggle', async ({ page }) => {
    await openDemo(page, 390);
    const menu = page.getByRole('navigation', { name: 'Meny' });
    const toggle = menu.getByRole('button', { name: 'Meny' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('gets focus back on the gift that it looked at in large', async ({ page }) => {
    await openDemo(page, 1440);
    const show = page.getByRole('button', { name: 'Visa önskelistan' });
    if (await show.count()) {
      await show.focus();
      await page.keyboard.press('Enter');
    }
    const image = page.getByRole('button', { name: /Visa större bild/ }).first();
    await image.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(image).toBeFocused();
  });
});
