import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { demoSection, showWishList } from '../fixtures/guest';
import { DEMO_HOST, hostUrl } from '../fixtures/sites';

/*
 * A guest on a 390 px phone zoomed to 200 %: the page is 195 CSS px wide (WCAG 1.4.10 reflow). Nothing may
 * need sideways scrolling, and the countdown's words and the reservation dialogs must fit.
 */

const WIDTH = 195;

/** Visible elements reaching past the right edge of the window, outside any scroller of their own. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX !== 'visible' && parent !== document.body && parent !== document.documentElement)
          return true;
      }
      return false;
    };
    return Array.from(document.body.querySelectorAll('*'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        if (getComputedStyle(element).visibility === 'hidden') return false;
        return box.right > width + 1 && !clipped(element);
      })
      .map((element) => {
        const name = element.getAttribute('class') ?? '';
        return `${element.tagName.toLowerCase()}.${name.split(' ')[0]} → ${Math.round(element.getBoundingClientRect().right)}`;
      });
  });
}

/** Elements whose text is wider than their box (a word cut off or spilling out). */
async function spilling(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => `${element.textContent ?? ''}: ${element.scrollWidth} > ${element.clientWidth}`),
    );
}

/** Words of the element's text that the browser broke across two lines (a break after a hyphen is a word's own). */
async function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
      return broken;
    }),
  );
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: join(test.info().project.outputDir, `zoom-${name}.png`), fullPage: false });
}

test.describe('a guest at 200 % zoom on a phone (195 CSS px)', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: WIDTH, height: 422 });
    await page.goto(hostUrl(DEMO_HOST, '/sv'));
    await expect(page.getByRole('heading', { level: 1, name: 'Annas 40-årsfest' })).toBeVisible({
      timeout: 45_000,
    });
  });

  test('reads the whole page without sideways scrolling; the countdown words fit', async ({ page }) => {
    await shoot(page, 'top');
    expect(await overflowing(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
    const countdown = page.locator('[data-module-type="Countdown"]');
    if (await countdown.count()) {
      await countdown.first().scrollIntoViewIfNeeded();
      await shoot(page, 'countdown');
      expect(await spilling(page, '[data-module-type="Countdown"] *')).toEqual([]);
      // Whole words: 'DAGAR' and 'SEKUNDER' are not split over two lines.
      expect(await brokenWords(page, '[data-module-type="Countdown"] [data-unit]')).toEqual([]);
    }
  });

  test('reserves a gift in a dialog that fits', async ({ page }) => {
    const gifts = demoSection(page, 'onskelista');
    const reserve = gifts.getByRole('button', { name: 'Reservera' }).first();
    await showWishList(gifts, reserve);
    await reserve.scrollIntoViewIfNeeded();
    await shoot(page, 'gifts');
    expect(await overflowing(page)).toEqual([]);
    await reserve.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await shoot(page, 'reserve-dialog');
    const box = await dialog.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(WIDTH);
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    expect(await spilling(page, '[role="dialog"] button, [role="dialog"] label')).toEqual([]);
    expect(await brokenWords(page, '[role="dialog"] h2')).toEqual([]);
  });

  test('keeps the headings’ words whole (issue 39 item 14)', async ({ page }) => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await shoot(page, 'headings');
    expect(await brokenWords(page, 'main h1, main h2, main h3')).toEqual([]);
  });

  test('keeps the sticky bar to one small row (issue 39 item 14)', async ({ page }) => {
    await page.evaluate(() => window.scrollTo(0, 600));
    await shoot(page, 'sticky-bar');
    const bar = page.locator('.site-bar');
    const height = (await bar.boundingBox())?.height ?? Infinity;
    expect(height).toBeLessThanOrEqual(422 * 0.18);
    // The menu's toggle and the languages share the row.
    const toggle = await page.getByRole('button', { name: 'Meny' }).boundingBox();
    const languages = await page.locator('.site-languages').boundingBox();
    expect(
      Math.abs(
        (toggle?.y ?? 0) + (toggle?.height ?? 0) / 2 - ((languages?.y ?? 0) + (languages?.height ?? 0) / 2),
      ),
    ).toBeLessThan(4);
    // Every language stays within reach inside the bar.
    for (const link of await page.locator('.site-languages__link').all()) {
      await link.scrollIntoViewIfNeeded();
      const box = await link.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= WIDTH).toBe(true);
    }
  });

  test('opens the menu: the toggle is whole and not under the languages', async ({ page }) => {
    const toggle = page.getByRole('button', { name: 'Meny' });
    await shoot(page, 'bar');
    expect(await spilling(page, '.site-menu')).toEqual([]);
    await toggle.click({ timeout: 5_000 });
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Program' })).toBeVisible();
    await shoot(page, 'menu');
    expect(await overflowing(page)).toEqual([]);
  });
});
