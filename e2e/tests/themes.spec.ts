import { expect, test, type Page } from '@playwright/test';
import {
  fetchDemoSite,
  hostUrl,
  scrollThroughPage,
  serveSiteAt,
  type PublicSiteJson,
} from '../fixtures/sites';

/*
 * The demo site's content in every theme, on a phone and a desktop, drawn by the browser from the API's
 * answer, which is the demo site with the theme swapped (server-rendering.spec.ts loads every theme as the
 * server renders it). Each is compared with committed reference screenshots (`themes.spec.ts-snapshots/`):
 * the header's title band and the RSVP section, so a change to a theme shows as a failing test. After an intended
 * change, renew them with `npx playwright test tests/themes.spec.ts --update-snapshots` and look at them.
 * theme12 is offered only by the wedding brand, but the guest page draws any theme it is given, so it is
 * rendered here too.
 */
const THEMES = ['theme4', 'theme5', 'theme6', 'theme7', 'theme8', 'theme9', 'theme10', 'theme11', 'theme12'];
const SCREENS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];
const PREVIEW_HOST = 'preview.party.localhost';

/** The event date the references show; the demo's own is six months after the server started. */
const REFERENCE_DATE = new Date(2027, 5, 12, 15, 0);

/** A date in every form the demo content writes it (packages/core/src/demo/demo-sites.ts `demoDate`). */
function dateForms(date: Date): string[] {
  const two = (value: number) => String(value).padStart(2, '0');
  const long = (locale: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
  const day = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  return [
    `${day}T${two(date.getHours())}:${two(date.getMinutes())}`,
    long('sv-SE'),
    long('en-GB'),
    long('da-DK'),
    `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()}`,
  ];
}

/** The demo site dated `REFERENCE_DATE`, so its texts are the same on every day the test runs. */
function onReferenceDate(site: PublicSiteJson): PublicSiteJson {
  const countdown = site.siteModules.find((module) => module.siteModuleType === 'Countdown');
  const countdownDate = countdown && 'countdownDate' in countdown ? String(countdown.countdownDate) : '';
  expect(countdownDate, 'the demo countdown date').toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  const [datePart = '', timePart = ''] = countdownDate.split('T');
  const [year, month, day] = datePart.split('-').map(Number);
  const [hour, minute] = timePart.split(':').map(Number);
  const demoForms = dateForms(new Date(year!, month! - 1, day, hour, minute));
  const referenceForms = dateForms(REFERENCE_DATE);
  const json = demoForms.reduce(
    (text, form, index) => text.replaceAll(form, referenceForms[index]!),
    JSON.stringify(site),
  );
  return JSON.parse(json) as PublicSiteJson;
}

/**
 * What every demo photo is replaced with: flat shapes, so the comparison sees the theme's frame, overlay and
 * type rather than a photo's pixels, and the references stay small.
 */
const FLAT_PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067" viewBox="0 0 1600 1067">
<rect width="1600" height="1067" fill="#5b4a6b"/><rect y="640" width="1600" height="427" fill="#2f3d4f"/>
<circle cx="1360" cy="220" r="110" fill="#d9a86c"/></svg>`;

/** Waits until the fonts and every image the page has started loading are drawn. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images).every(
          (image) => image.loading === 'lazy' || (image.complete && image.naturalWidth > 0),
        ),
      ),
    )
    .toBe(true);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images)
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight;
          })
          .every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

/**
 * The same Chromium on the same machine draws nearly the same pixels: up to 250 pixels beyond the per-pixel
 * colour threshold absorb anti-aliasing noise (the native select's placeholder alone lands on either of two
 * sub-pixel positions, about 110 pixels apart), while a theme's button colour alone changes about 850 on a
 * phone.
 */
const SCREENSHOT = { maxDiffPixels: 250, animations: 'disabled', caret: 'hide', scale: 'css' } as const;

test.describe('themes', () => {
  for (const theme of THEMES) {
    test(`the demo site in ${theme} on a phone and a desktop`, async ({ page }) => {
      const demo = await fetchDemoSite(page.request);
      expect(demo.theme).not.toBe('');
      await serveSiteAt(page, PREVIEW_HOST, onReferenceDate({ ...demo, theme }));
      await page.route('**/images/demo/**', (route) =>
        route.fulfill({ status: 200, contentType: 'image/svg+xml', body: FLAT_PICTURE }),
      );

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

        // The countdown's numbers change every second.
        const mask = [page.locator('[data-unit]')];
        await settled(page);
        // The header's title band across the whole width: where the theme puts and styles the title over
        // its overlay. The site bar shows in the RSVP screenshot.
        const band = await page.locator('section[data-module-type="Header"] h1').evaluate((title) => {
          const boxes = Array.from(title.parentElement!.children, (child) => child.getBoundingClientRect());
          return {
            top: Math.min(...boxes.map((box) => box.top)),
            bottom: Math.max(...boxes.map((box) => box.bottom)),
          };
        });
        const top = Math.max(0, Math.floor(band.top) - 32);
        await expect(page, 'the header').toHaveScreenshot(`${theme}-${screen.width}-header.png`, {
          ...SCREENSHOT,
          mask,
          clip: {
            x: 0,
            y: top,
            width: screen.width,
            height: Math.ceil(band.bottom) + 32 - top,
          },
        });
        await page.locator('section[data-module-type="Rsvp"]').evaluate((section) => {
          section.scrollIntoView({ block: 'start', behavior: 'instant' });
        });
        await settled(page);
        await expect(page, 'the RSVP section').toHaveScreenshot(`${theme}-${screen.width}-rsvp.png`, {
          ...SCREENSHOT,
          mask,
        });
      }
    });
  }
});
