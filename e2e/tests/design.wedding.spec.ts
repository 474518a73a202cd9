import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { registerAccount, uniqueMail } from '../fixtures/accounts';
import { E2E_WEDDING_PORT } from '../fixtures/environment';
import { publishSite } from '../fixtures/publish';
import { uniqueLabel } from '../fixtures/unique';

/*
 * The wedding brand's own looks (`000` §1): theme12 and the event logo, on the server started with
 * BRAND=wedding. The party brand offers neither (the design drawer's unit tests check that side).
 */
const WEDDING_DOMAIN = 'wedding.localhost';
const PASSWORD = 'hemligt-lösen-1';

function weddingHostUrl(host: string, path = '/'): string {
  return `http://${host}:${E2E_WEDDING_PORT}${path}`;
}

async function createWeddingSite(request: APIRequestContext): Promise<string> {
  await registerAccount(request, uniqueMail('wedding-design'), PASSWORD);
  const response = await request.post('/api/sites/V2', {
    data: {
      site: {
        _id: 'NEW',
        theme: 'theme4',
        usesSiteModules: true,
        fonts: { heading: 'Playfair Display', text: 'Lato' },
        siteModules: [
          {
            id: 'header',
            siteModuleType: 'Header',
            title: { sv: 'Vårt bröllop' },
            secondLine: { sv: '14 juni' },
          },
          { id: 'welcome', siteModuleType: 'Text', title: { sv: 'Välkomna' } },
        ],
      },
      wizardData: null,
    },
    headers: { 'content-type': 'application/json' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { site: { _id: string } }).site._id;
}

async function openDesign(page: Page, siteId: string) {
  await page.goto(`/redigera/${siteId}/`);
  await page.getByRole('button', { name: 'Design', exact: true }).click({ timeout: 30_000 });
  const drawer = page.getByRole('complementary', { name: 'Design' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe('the wedding brand’s looks', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a guest opens the wedding demo in theme12 with the couple’s monogram', async ({ page }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(weddingHostUrl(`demo.${WEDDING_DOMAIN}`, '/sv'));
      const root = page.locator('.site-root');
      await expect(root).toHaveAttribute('data-theme', 'theme12', { timeout: 30_000 });
      const logo = page.locator('[data-event-logo]');
      await expect(logo).toBeVisible();
      await expect(logo).toContainText('Emma');
      await expect(logo).toContainText('Oskar');
      // The logo is scaled to fit: it never sticks out of a phone's screen.
      const box = await logo.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width + 1);
    }
  });

  test('an owner picks theme12 and a monogram badge; guests see both on the published site', async ({
    page,
    browser,
  }) => {
    const siteId = await createWeddingSite(page.request);
    const drawer = await openDesign(page, siteId);

    await drawer.getByRole('tab', { name: 'Layout' }).click();
    const wedding = drawer.getByRole('button', { name: 'Bröllop', exact: true });
    await wedding.click();
    await expect(wedding).toHaveAttribute('aria-pressed', 'true');

    await drawer.getByRole('tab', { name: 'Logga' }).click();
    const badge = drawer.getByRole('button', { name: 'Monogram i märke', exact: true });
    await badge.click();
    await expect(badge).toHaveAttribute('aria-pressed', 'true');
    await drawer.getByLabel('Namn 1').fill('Lina');
    await drawer.getByLabel('Namn 2').fill('Johan');

    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().includes('/api/sites/V2/'),
    );
    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    expect((await saved).status()).toBe(200);

    const stored = (await (await page.request.get(`/api/sites/${siteId}`)).json()) as {
      theme: string;
      eventLogo: { name: string; name1: string; name2: string } | null;
    };
    expect(stored.theme).toBe('theme12');
    expect(stored.eventLogo).toMatchObject({ name: 'ModernMonogramBadge', name1: 'Lina', name2: 'Johan' });

    const { host } = await publishSite(page.request, siteId, uniqueLabel('lina-johan'), WEDDING_DOMAIN);
    const guest = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await guest.goto(weddingHostUrl(host, '/'));
    await expect(guest.locator('.site-root')).toHaveAttribute('data-theme', 'theme12', { timeout: 30_000 });
    const logo = guest.locator('[data-event-logo="ModernMonogramBadge"]');
    await expect(logo).toBeVisible();
    await expect(logo).toContainText('L');
    await expect(logo).toContainText('J');
    // The header's title is still there for screen readers and search engines.
    await expect(guest.getByRole('heading', { level: 1, name: 'Vårt bröllop' })).toBeAttached();
    await guest.close();
  });
});
