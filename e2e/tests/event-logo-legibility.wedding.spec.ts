import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { E2E_WEDDING_PORT } from '../fixtures/environment';

/*
 * Every event logo's small extra line and the couple's names stay legible on a phone (issue 18, item 14):
 * with the longest realistic names the whole logo shrinks, but the extra line and the names are drawn at
 * 11 CSS px or more, and they still fit inside the logo. The wedding demo's site is served under another
 * host with each design in turn.
 */
const DEMO_HOST = 'demo.wedding.localhost';
const CHECK_HOST = 'logo-check.wedding.localhost';
const NAME1 = 'Maximiliana Andersson-Wachtmeister';
const NAME2 = 'Karl-Johan Östergren';
// Names as long as couples' names get: double first and family names on both sides.
const LONG_NAME1 = 'Anna-Karin Johansson-Lindqvist';
const LONG_NAME2 = 'Maximilian Wolfgang Andersson';
const ADDITIONAL = '14.06.2026 · Ulriksdals slott, Solna';
// The badge's line runs along its lower ring, which holds a date, not a place as well.
const BADGE_ADDITIONAL = '14.06.2026';
const MIN_PX = 11;
// The e2e package does not depend on core; these are core's EVENT_LOGO_NAMES.
const EVENT_LOGO_NAMES = [
  'RelaxedByHand',
  'BorderUpAndDown',
  'ModernMonogramStrikethrough',
  'ModernMonogramBadge',
  'HandDrawnHeart',
  'ModernMonogramBorderBetween',
  'LeafsBox',
];

function hostUrl(host: string, path = '/'): string {
  return `http://${host}:${E2E_WEDDING_PORT}${path}`;
}

async function serveDemoWithLogo(
  page: Page,
  name: string,
  names: { name1: string; name2: string } = { name1: NAME1, name2: NAME2 },
  additionalText = name === 'ModernMonogramBadge' ? BADGE_ADDITIONAL : ADDITIONAL,
): Promise<void> {
  const response = await page.request.get(
    `http://localhost:${E2E_WEDDING_PORT}/api/sites/public/host/${DEMO_HOST}`,
  );
  expect(response.status()).toBe(200);
  const site = (await response.json()) as { eventLogo: Record<string, unknown> };
  const eventLogo = {
    ...site.eventLogo,
    name,
    ...names,
    additionalText,
  };
  // The browser draws the page itself from the (replaced) API answer, as for a host the server does not know.
  await page.route(hostUrl(CHECK_HOST, '/**'), async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    await route.fulfill({ response: await route.fetch({ url: `http://localhost:${E2E_WEDDING_PORT}/` }) });
  });
  await page.route(`**/api/sites/public/host/${CHECK_HOST}`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ ...site, eventLogo, host: CHECK_HOST }),
    }),
  );
}

interface SmallLine {
  /** The rendered font size in CSS px: the computed size times the logo's scale. */
  fontPx: number;
  /** How far the line sticks out of the logo's box, in CSS px (0 when it fits). */
  overflowPx: number;
}

/**
 * The badge's extra line is SVG text along its lower ring (its size set in user units, so times the seal's
 * pixels per unit); every other design's line is an HTML block (its computed size times the logo's scale).
 */
async function smallLines(page: Page): Promise<SmallLine[]> {
  return page.locator('[data-event-logo]').evaluate((frame) => {
    const logo = frame.firstElementChild as HTMLElement;
    const logoBox = logo.getBoundingClientRect();
    const badge = frame.querySelector('svg');
    const lower = badge?.querySelector('textPath[href$="-bottom"]')?.parentElement;
    if (badge instanceof SVGSVGElement && lower) {
      const pixelsPerUnit = badge.getBoundingClientRect().width / badge.viewBox.baseVal.width;
      return [{ fontPx: Number.parseFloat(getComputedStyle(lower).fontSize) * pixelsPerUnit, overflowPx: 0 }];
    }
    const scale = logoBox.width / logo.offsetWidth;
    return Array.from(frame.querySelectorAll<HTMLElement>('[data-logo-small-line]'), (line) => {
      const range = document.createRange();
      range.selectNodeContents(line);
      const text = range.getBoundingClientRect();
      return {
        fontPx: Number.parseFloat(getComputedStyle(line).fontSize) * scale,
        overflowPx: Math.max(0, logoBox.left - text.left, text.right - logoBox.right),
      };
    });
  });
}

/**
 * The rendered size of the couple's names and how far they stick out of the logo's box. The badge writes
 * them along its upper ring (SVG text in user units, so times the seal's pixels per unit); every other
 * design writes them as HTML (their computed size times the logo's scale).
 */
async function nameLines(page: Page): Promise<SmallLine[]> {
  return page.locator('[data-event-logo]').evaluate((frame) => {
    const logo = frame.firstElementChild as HTMLElement;
    const logoBox = logo.getBoundingClientRect();
    const badge = frame.querySelector('svg');
    const upper = Array.from(
      badge?.querySelectorAll('textPath[href*="-top"]') ?? [],
      (path) => path.parentElement,
    );
    if (badge instanceof SVGSVGElement && upper.length > 0) {
      const pixelsPerUnit = badge.getBoundingClientRect().width / badge.viewBox.baseVal.width;
      return upper.map((text) => ({
        fontPx: Number.parseFloat(getComputedStyle(text as Element).fontSize) * pixelsPerUnit,
        overflowPx: 0,
      }));
    }
    const scale = logoBox.width / logo.offsetWidth;
    return Array.from(frame.querySelectorAll<HTMLElement>('[data-logo-name]'), (line) => {
      const range = document.createRange();
      range.selectNodeContents(line);
      const text = range.getBoundingClientRect();
      return {
        fontPx: Number.parseFloat(getComputedStyle(line).fontSize) * scale,
        overflowPx: Math.max(0, logoBox.left - text.left, text.right - logoBox.right),
      };
    });
  });
}

test.describe('the event logo’s small line on a phone', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const name of EVENT_LOGO_NAMES) {
    test(`${name} draws it at ${MIN_PX} px or more with long names`, async ({ page }) => {
      await serveDemoWithLogo(page, name);
      for (const width of [320, 360, 390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(hostUrl(CHECK_HOST));
        const logo = page.locator(`[data-event-logo="${name}"]`);
        await expect(logo).toBeVisible({ timeout: 30_000 });
        await page.evaluate(() => document.fonts.ready);
        const lines = await smallLines(page);
        expect(lines.length, 'the extra line is drawn').toBeGreaterThan(0);
        for (const line of lines) {
          // Desktops keep the design's sizes (the badge's lower line stays as drawn there).
          if (width < 1440)
            expect(line.fontPx, `font size at ${width} px`).toBeGreaterThanOrEqual(MIN_PX - 0.05);
          expect(line.overflowPx, `overflow at ${width} px`).toBeLessThanOrEqual(1);
        }
        // The logo never sticks out of the screen.
        const box = await logo.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width + 1);
        if (width === 390 || width === 1440) {
          await logo.screenshot({
            path: join(test.info().project.outputDir, `event-logo-${name}-${width}.png`),
          });
        }
      }
    });
  }

  for (const name of EVENT_LOGO_NAMES) {
    test(`${name} draws very long names at ${MIN_PX} px or more on a phone`, async ({ page }) => {
      await serveDemoWithLogo(page, name, { name1: LONG_NAME1, name2: LONG_NAME2 });
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(hostUrl(CHECK_HOST));
        const logo = page.locator(`[data-event-logo="${name}"]`);
        await expect(logo).toBeVisible({ timeout: 30_000 });
        await page.evaluate(() => document.fonts.ready);
        const lines = await nameLines(page);
        expect(lines.length, 'the names are drawn').toBeGreaterThan(0);
        for (const line of lines) {
          if (width < 1440)
            expect(line.fontPx, `names' size at ${width} px`).toBeGreaterThanOrEqual(MIN_PX - 0.05);
          expect(line.overflowPx, `names' overflow at ${width} px`).toBeLessThanOrEqual(1);
        }
        for (const line of await smallLines(page)) {
          if (width < 1440)
            expect(line.fontPx, `extra line at ${width} px`).toBeGreaterThanOrEqual(MIN_PX - 0.05);
          expect(line.overflowPx, `extra line's overflow at ${width} px`).toBeLessThanOrEqual(1);
        }
        const box = await logo.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width + 1);
        await logo.screenshot({
          path: join(test.info().project.outputDir, `event-logo-${name}-long-${width}.png`),
        });
      }
    });
  }

  // The tilted names of RelaxedByHand rise towards their right end; the rise stays inside the logo.
  for (const names of [
    { name1: 'Emma', name2: 'Oskar' },
    { name1: NAME1, name2: NAME2 },
    { name1: LONG_NAME1, name2: LONG_NAME2 },
  ]) {
    test(`RelaxedByHand keeps its tilted lines inside the logo with ${names.name1}`, async ({ page }) => {
      await serveDemoWithLogo(page, 'RelaxedByHand', names);
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(hostUrl(CHECK_HOST));
        const logo = page.locator('[data-event-logo="RelaxedByHand"]');
        await expect(logo).toBeVisible({ timeout: 30_000 });
        await page.evaluate(() => document.fonts.ready);
        const boxes = await logo.evaluate((frame) => {
          const logoBox = (frame.firstElementChild as HTMLElement).getBoundingClientRect();
          return Array.from(frame.querySelectorAll('[data-logo-name]'), (line) => {
            const range = document.createRange();
            range.selectNodeContents(line);
            const text = range.getBoundingClientRect();
            return { top: text.top - logoBox.top, bottom: logoBox.bottom - text.bottom };
          });
        });
        expect(boxes).toHaveLength(2);
        for (const box of boxes) {
          // Some air between the letters and the logo's edge, as the other designs have.
          expect(box.top, `space above at ${width} px`).toBeGreaterThanOrEqual(2);
          expect(box.bottom, `space below at ${width} px`).toBeGreaterThanOrEqual(2);
        }
        await logo.screenshot({
          path: join(test.info().project.outputDir, `event-logo-relaxed-${names.name1}-${width}.png`),
        });
      }
    });
  }
});

test('LeafsBox keeps a date on one line, and its type does not grow as the screen narrows (issue 39 #16)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await serveDemoWithLogo(page, 'LeafsBox', { name1: 'Emma', name2: 'Oskar' }, '19.06.2027');
  let widerPx = Infinity;
  for (const width of [1440, 390, 360, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(hostUrl(CHECK_HOST));
    const logo = page.locator('[data-event-logo="LeafsBox"]');
    await expect(logo).toBeVisible({ timeout: 30_000 });
    await page.evaluate(() => document.fonts.ready);
    const line = page.locator('[data-event-logo] [data-logo-small-line]');
    const rows = await line.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    });
    if (width === 390 || width === 1440)
      await logo.screenshot({ path: join(test.info().project.outputDir, `leafs-box-date-${width}.png`) });
    expect(rows, `the date's lines at ${width} px`).toBe(1);
    const [{ fontPx }] = (await smallLines(page)) as [SmallLine];
    expect(fontPx, `the date's size at ${width} px`).toBeLessThanOrEqual(widerPx + 0.05);
    widerPx = fontPx;
  }
});
