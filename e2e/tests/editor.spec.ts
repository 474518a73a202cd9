import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { logout } from '../fixtures/accounts';
import {
  addModuleAtEnd,
  createOwnerWithSite,
  moduleIds,
  moduleTools,
  openEditor,
  OWNER_PASSWORD,
  storedSite,
} from '../fixtures/editor';

const HIDDEN_NOTE = 'Den här modulen är dold och visas inte för gästerna.';

test.describe('the site editor', () => {
  test('an owner logs in, adds, reorders and hides modules, saves, and finds it all after a reload', async ({
    page,
  }) => {
    const { mail, siteId } = await createOwnerWithSite(page.request);
    await logout(page.request);
    await page.goto('/logga-in');
    await page.getByLabel('E-postadress').fill(mail);
    await page.getByLabel('Lösenord').fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/$`));
    await expect(page.getByRole('heading', { name: 'Välkomna' })).toBeVisible({ timeout: 20_000 });

    await addModuleAtEnd(page, 'Nedräkning');
    await addModuleAtEnd(page, 'Bildgalleri');
    const [, , , countdownId, galleryId] = await moduleIds(page);
    expect(countdownId).toBeTruthy();

    // The gallery goes up above the countdown; the welcome text is hidden.
    const gallery = await moduleTools(page, 'Bilder');
    await expect(gallery.getByRole('button', { name: 'Flytta ner' })).toHaveCount(0);
    await gallery.getByRole('button', { name: 'Flytta upp' }).click();
    await gallery.getByRole('button', { name: 'Stäng verktygen' }).click();
    const welcome = await moduleTools(page, 'Välkomna');
    await welcome.getByRole('button', { name: 'Dölj för gästerna' }).click();
    await expect(page.getByText(HIDDEN_NOTE)).toBeVisible();
    const expected = ['header', 'welcome', 'rsvp', galleryId, countdownId];
    expect(await moduleIds(page)).toEqual(expected);

    const created = (await storedSite(page.request, siteId)).siteVersion;
    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    await expect.poll(async () => (await storedSite(page.request, siteId)).siteVersion).toBe(created + 1);

    await page.reload();
    await expect(page.getByText(HIDDEN_NOTE)).toBeVisible({ timeout: 20_000 });
    expect(await moduleIds(page)).toEqual(expected);
    const stored = await storedSite(page.request, siteId);
    expect(stored.siteModules.map((module) => [module.id, module.hide])).toEqual(
      expected.map((id) => [id, id === 'welcome']),
    );
  });

  test("a second tab's stale save gets the conflict, and nothing is lost", async ({ page, context }) => {
    const { siteId } = await createOwnerWithSite(page.request);
    const created = (await storedSite(page.request, siteId)).siteVersion;
    const second = await context.newPage();
    await openEditor(page, siteId);
    await openEditor(second, siteId);

    // The first tab saves a new order.
    const header = await moduleTools(page, 'Annas 40-årsfest');
    await header.getByRole('button', { name: 'Flytta ner' }).click();
    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    await expect.poll(async () => (await storedSite(page.request, siteId)).siteVersion).toBe(created + 1);

    // The second, still on the first version, adds a module and saves.
    await addModuleAtEnd(second, 'YouTube-klipp');
    const addedId = (await moduleIds(second)).at(-1);
    await second.getByRole('button', { name: 'Spara', exact: true }).click();
    const conflict = second.getByRole('dialog', { name: 'Sidan har sparats någon annanstans' });
    await expect(conflict).toBeVisible();
    expect((await storedSite(page.request, siteId)).siteModules.map((module) => module.id)).toEqual([
      'welcome',
      'header',
      'rsvp',
    ]);

    // Reloading brings the first tab's save; the refused draft is offered back and saved.
    await conflict.getByRole('button', { name: 'Ladda om sidan' }).click();
    const offer = second.getByRole('dialog', { name: 'Ta tillbaka dina ändringar?' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Ta tillbaka mina ändringar' }).click();
    expect(await moduleIds(second)).toContain(addedId);
    await second.getByRole('button', { name: 'Spara', exact: true }).click();
    await expect.poll(async () => (await storedSite(page.request, siteId)).siteVersion).toBe(created + 2);
    expect((await storedSite(page.request, siteId)).siteModules.map((module) => module.id)).toContain(
      addedId,
    );
  });

  test('leaving with unsaved changes asks first, in the app and when the tab reloads', async ({ page }) => {
    const { siteId } = await createOwnerWithSite(page.request);
    await openEditor(page, siteId);
    await addModuleAtEnd(page, 'Text');

    await page.getByRole('button', { name: 'Öppna menyn' }).click();
    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Konto' }).click();
    const guard = page.getByRole('dialog', { name: 'Osparade ändringar' });
    await expect(
      guard.getByText('Du har gjort ändringar du inte har sparat, är du säker på att du vill lämna?'),
    ).toBeVisible();
    await guard.getByRole('button', { name: 'Stanna kvar' }).click();
    await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}$`));

    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      });
    });
    void page.reload().catch(() => undefined);
    expect(await asked).toBe('beforeunload');
    expect(await moduleIds(page)).toHaveLength(4);
  });

  test('undo and redo with the buttons and the keys', async ({ page }) => {
    const { siteId } = await createOwnerWithSite(page.request);
    await openEditor(page, siteId);
    await addModuleAtEnd(page, 'Formulär');
    expect(await moduleIds(page)).toHaveLength(4);

    await page.getByRole('button', { name: 'Ångra' }).click();
    expect(await moduleIds(page)).toEqual(['header', 'welcome', 'rsvp']);
    await page.getByRole('button', { name: 'Gör om' }).click();
    expect(await moduleIds(page)).toHaveLength(4);
    await page.keyboard.press('Control+z');
    expect(await moduleIds(page)).toEqual(['header', 'welcome', 'rsvp']);
    await page.keyboard.press('Control+Shift+Z');
    expect(await moduleIds(page)).toHaveLength(4);
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+y');
    expect(await moduleIds(page)).toHaveLength(4);

    await page.keyboard.press('Control+s');
    await expect.poll(async () => (await storedSite(page.request, siteId)).siteModules.length).toBe(4);
  });

  for (const screen of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`works on a ${screen.width} px screen`, async ({ page }) => {
      await page.setViewportSize(screen);
      const { siteId } = await createOwnerWithSite(page.request);
      await openEditor(page, siteId);
      const directory = join(test.info().project.outputDir, 'screenshots');
      mkdirSync(directory, { recursive: true });

      const bar = page.getByRole('toolbar', { name: 'Verktyg', exact: true });
      for (const name of ['Spara', 'Granska', 'Design', 'Mer']) {
        await expect(bar.getByRole('button', { name, exact: true })).toBeInViewport();
      }
      const tools = await moduleTools(page, 'Välkomna');
      await expect(tools).toBeInViewport();
      await page.screenshot({ path: join(directory, `editor-${screen.width}.png`) });

      await tools.getByRole('button', { name: 'Lägg till modul före' }).click();
      const dialog = page.getByRole('dialog', { name: 'Välj modul' });
      await expect(dialog.getByRole('button', { name: /^Bildgalleri/ })).toBeVisible();
      await page.screenshot({ path: join(directory, `editor-add-${screen.width}.png`) });
      await dialog.getByRole('button', { name: /^Plats\/tidpunkt/ }).click();
      expect(await moduleIds(page)).toHaveLength(4);

      await bar.getByRole('button', { name: 'Design', exact: true }).click();
      await expect(page.getByRole('complementary', { name: 'Design' })).toBeInViewport();
      await page.screenshot({ path: join(directory, `editor-drawer-${screen.width}.png`) });
    });
  }
});
