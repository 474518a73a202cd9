import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { registerAccount, uniqueMail } from '../fixtures/accounts';

/*
 * Issue 39 item 1: every tabbed dialog and drawer keeps its whole tab row in sight at every height and
 * width. The RSVP editor's content is taller than the dialog, which once squeezed its tab row to 12 px on
 * a desktop; the wedding brand's Design drawer has six tabs, which once scrolled out of sight on a phone.
 */

async function createSiteWithRsvp(page: Page): Promise<string> {
  await registerAccount(page.request, uniqueMail('editor-tabs'), 'hemligt-lösen-1');
  const response = await page.request.post('/api/sites/V2', {
    data: {
      site: {
        _id: 'NEW',
        theme: 'theme4',
        usesSiteModules: true,
        fonts: { heading: 'Playfair Display', text: 'Lato' },
        siteModules: [
          { id: 'header', siteModuleType: 'Header', title: { sv: 'Vårt bröllop' } },
          { id: 'rsvp', siteModuleType: 'Rsvp', title: { sv: 'OSA' } },
        ],
      },
      wizardData: null,
    },
    headers: { 'content-type': 'application/json' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { site: { _id: string } }).site._id;
}

/** Each tab is drawn whole inside its row, the row hides nothing sideways, and all of it is on screen. */
async function expectWholeTabRow(page: Page, tabList: Locator, names: readonly string[]) {
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const row = await tabList.boundingBox();
  expect(row).not.toBeNull();
  const hidden = await tabList.evaluate((list) => list.scrollWidth - list.clientWidth);
  expect(hidden, 'tabs hidden beyond a sideways scroll').toBeLessThanOrEqual(1);
  for (const name of names) {
    const tab = tabList.getByRole('tab', { name, exact: true });
    await expect(tab).toBeVisible();
    const box = await tab.boundingBox();
    if (!box || !row) throw new Error(`no box for ${name}`);
    expect(box.height, `${name} is squeezed`).toBeGreaterThanOrEqual(28);
    expect(box.y, name).toBeGreaterThanOrEqual(row.y - 1);
    expect(box.y + box.height, name).toBeLessThanOrEqual(row.y + row.height + 1);
    expect(box.x, name).toBeGreaterThanOrEqual(Math.max(row.x, 0) - 1);
    expect(box.x + box.width, name).toBeLessThanOrEqual(Math.min(row.x + row.width, viewport.width) + 1);
  }
}

test.describe('tab rows in the editor', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    test(`the RSVP editor and the Design drawer show every tab at ${width} × ${height}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const siteId = await createSiteWithRsvp(page);
      await page.goto(`/redigera/${siteId}/`);

      await page.getByRole('button', { name: 'Verktyg för OSA' }).click({ timeout: 90_000 });
      await page
        .getByRole('toolbar', { name: 'Modulverktyg för OSA' })
        .getByRole('button', { name: 'Redigera innehåll' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Redigera OSA' });
      const tabs = dialog.getByRole('tablist');
      // The editor's chunk loads on the first open: read the tab names once its tabs are drawn.
      await expect(tabs.getByRole('tab').first()).toBeVisible({ timeout: 30_000 });
      const tabNames = await tabs.getByRole('tab').allTextContents();
      expect(tabNames.length).toBeGreaterThanOrEqual(3);
      for (const name of tabNames) {
        await tabs.getByRole('tab', { name, exact: true }).click();
        await expectWholeTabRow(page, tabs, tabNames);
      }
      await page.screenshot({ path: test.info().outputPath(`rsvp-editor-${width}.png`) });
      await dialog.getByRole('button', { name: 'Avbryt' }).click();

      await page.getByRole('button', { name: 'Design', exact: true }).click();
      const drawer = page.getByRole('complementary', { name: 'Design' });
      const drawerTabs = drawer.getByRole('tablist').first();
      await expect(drawerTabs.getByRole('tab', { name: 'Mallar', exact: true })).toBeVisible({
        timeout: 30_000,
      });
      const drawerTabNames = await drawerTabs.getByRole('tab').allTextContents();
      expect(drawerTabNames).toContain('Logga');
      await expectWholeTabRow(page, drawerTabs, drawerTabNames);
      await page.screenshot({ path: test.info().outputPath(`design-drawer-${width}.png`) });
    });
  }
});
