import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { POST_KEY_MIN_AGE_MS, demoSection, uniqueName } from '../fixtures/guest';
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
      // The choice stays disabled until the page has hydrated, so no early choice is lost; a guest waits too.
      await expect(select).toBeEnabled({ timeout: 30_000 });
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
    const image = page.getByRole('button', { name: /Visa större bild/ }).first();
    await show.focus();
    await page.keyboard.press('Enter');
    await expect(image).toBeVisible();
    await image.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(image).toBeFocused();
  });

  for (const width of [390, 1440]) {
    test(`stays where it is on the page after sending an RSVP (${width} px)`, async ({ page }) => {
      await openDemo(page, width);
      const rsvp = demoSection(page, 'osa');
      const select = rsvp.getByRole('combobox', { name: /Hur många/ });
      await expect(select).toBeEnabled({ timeout: 30_000 });
      await select.focus();
      await page.keyboard.press('ArrowDown');
      const guest = rsvp.getByRole('region', { name: /1$/ }).first();
      await guest.getByRole('textbox', { name: 'För- och efternamn' }).fill(uniqueName('Stina'));
      await guest.getByRole('radio', { name: 'Nej' }).check();
      await page.waitForTimeout(POST_KEY_MIN_AGE_MS);
      const send = rsvp.getByRole('button', { name: 'Skicka svar' });
      await send.focus();
      // Focusing scrolls the button into view, smoothly (the site scrolls smoothly): wait until it rests.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const start = window.scrollY;
            await new Promise((done) => setTimeout(done, 150));
            return window.scrollY === start;
          }),
        )
        .toBe(true);
      const before = await page.evaluate(() => window.scrollY);
      await page.keyboard.press('Enter');

      const thanks = page.getByRole('dialog', { name: 'Tack för ditt svar!' });
      await expect(thanks).toBeVisible();
      // The page behind the confirmation has not moved.
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(2);
      await page.keyboard.press('Enter');
      await expect(thanks).toBeHidden();

      // Back on the number of guests, in view, without a jump to the top of the page.
      await expect(select).toBeFocused();
      await expect(select).toBeInViewport();
      const after = await page.evaluate(() => window.scrollY);
      expect(after).toBeGreaterThan(0);
      const box = await select.boundingBox();
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
      await page.screenshot({ path: join(test.info().project.outputDir, `rsvp-after-send-${width}.png`) });
    });
  }
});
