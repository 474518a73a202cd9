import { expect, test, type Locator, type Page } from '@playwright/test';
import { createSite, registerAccount, uniqueMail } from '../fixtures/accounts';

/*
 * The owner edits the content modules in their dialogs (`002` §2.3, §5): text, image and text, people,
 * list of text and images, video, countdown and place with its map; then saves, reloads and sees it all.
 */

const PHOTO = new URL('../../apps/server/assets/demo-images/archipelago-sunset-1200.jpg', import.meta.url);

const MODULES = [
  { id: 'text', siteModuleType: 'Text' },
  { id: 'image-and-text', siteModuleType: 'ImageAndText' },
  { id: 'people', siteModuleType: 'PeopleList' },
  { id: 'list', siteModuleType: 'TextAndImageList' },
  { id: 'video', siteModuleType: 'Video' },
  { id: 'countdown', siteModuleType: 'Countdown', countdownDate: '2030-01-01T12:00' },
  { id: 'place', siteModuleType: 'Location' },
];

/** A new owner's site holding one empty module of each content type, created through the API. */
async function siteWithContentModules(page: Page): Promise<string> {
  await registerAccount(page.request, uniqueMail('content'), 'correct horse battery');
  const siteId = await createSite(page.request);
  const site = (await (await page.request.get(`/api/sites/${siteId}`)).json()) as Record<string, unknown>;
  const saved = await page.request.put(`/api/sites/V2/${siteId}`, {
    data: { ...site, siteModules: MODULES },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return siteId;
}

/** Opens a module's edit dialog from its tools in the editor. */
async function openEditor(page: Page, moduleName: string, dialogTitle: string): Promise<Locator> {
  await page.getByRole('button', { name: `Verktyg för ${moduleName}` }).click();
  await page
    .getByRole('toolbar', { name: `Modulverktyg för ${moduleName}` })
    .getByRole('button', { name: 'Redigera innehåll' })
    .click();
  const dialog = page.getByRole('dialog', { name: dialogTitle, exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function typeRichText(dialog: Locator, text: string) {
  const editor = dialog.getByRole('textbox', { name: 'Text', exact: true });
  await editor.click();
  await editor.pressSequentially(text);
}

test('an owner fills every content dialog, saves, and sees the content after a reload', async ({ page }) => {
  test.setTimeout(180_000);
  const siteId = await siteWithContentModules(page);
  await page.goto(`/redigera/${siteId}/`);

  // Text: a title and rich text with a bold word and a link.
  let dialog = await openEditor(page, 'Text', 'Text');
  await dialog.getByRole('textbox', { name: 'Rubrik', exact: true }).fill('Välkomna');
  await typeRichText(dialog, 'Vi ses ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('snart');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' på festen.');
  await dialog.getByRole('button', { name: 'Klar' }).click();
  await expect(dialog).toBeHidden();

  // Image and text: an uploaded image, size LARGE, titles and text.
  dialog = await openEditor(page, 'Bild och text', 'Bild och text');
  await dialog.getByRole('button', { name: /Lägg till en bild/ }).click();
  const imageDialog = page.getByRole('dialog', { name: 'Bild', exact: true });
  await imageDialog.locator('input[type="file"]').setInputFiles(PHOTO.pathname);
  await imageDialog.getByRole('radio', { name: 'Stor' }).check();
  await expect(imageDialog.getByRole('button', { name: 'Ta bort bilden' })).toBeEnabled({ timeout: 30_000 });
  await imageDialog.getByRole('button', { name: 'Klar' }).click();
  await expect(imageDialog).toBeHidden();
  await expect(dialog.getByText('Storlek: Stor')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Rubrik', exact: true }).fill('Vår historia');
  await dialog.getByRole('textbox', { name: 'Underrubrik' }).fill('Hur allt började');
  await typeRichText(dialog, 'Vi träffades i skärgården.');
  await dialog.getByRole('button', { name: 'Klar' }).click();
  await expect(dialog).toBeHidden();

  // People: two people, reordered.
  dialog = await openEditor(page, 'Personer', 'Personer');
  await dialog.getByRole('button', { name: 'Lägg till person' }).click();
  await dialog.getByRole('textbox', { name: 'Namn', exact: true }).fill('Bo Berg');
  await dialog.getByRole('button', { name: 'Lägg till person' }).click();
  await dialog.getByRole('textbox', { name: 'Namn', exact: true }).fill('Anna Ek');
  await dialog.getByRole('textbox', { name: 'Titel', exact: true }).fill('Toastmaster');
  await typeRichText(dialog, 'Håller i talen.');
  await dialog.getByRole('button', { name: 'Flytta upp Anna Ek' }).click();
  await dialog.getByRole('button', { name: 'Klar' }).click();
  await expect(dialog).toBeHidden();

  // List of text and images: a row added, a second added and removed after confirming.
  dialog = await openEditor(page, 'Lista med text och bild', 'Lista med text och bild');
  await dialog.getByRole('button', { name: 'Lägg till rad' }).click();
  await dialog.getByRole('textbox', { name: 'Rubrik', exact: true }).nth(1).fill('Middag');
  await typeRichText(dialog, 'Trerätters i trädgården.');
  await dialog.getByRole('button', { name: 'Lägg till rad' }).click();
  await dialog.getByRole('button', { name: 'Ta bort Ny rad' }).click();
  await dialog.getByRole('group', { name: 'Ta bort' }).getByRole('button', { name: 'Ta bort' }).click();
  await dialog.getByRole('button', { name: 'Klar' }).click();
  await expect(dialog).toBeHidden();

  // Video: a link that is not YouTube is refused; a YouTube link is taken with autoStart.
  dialog = await openEditor(page, 'YouTube-klipp', 'YouTube-klipp');
  const link = dialog.getByRole('textbox', { name: 'Länk till klippet' });
  await link.fill('https://vimeo.com/123456');
  await dialog.getByRole('button', { name: 'Klar' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Länken går inte till ett YouTube-klipp');
  await link.fill('https://youtu.be/dQw4w9WgXcQ');
  await expect(dialog.getByText('YouTube-klippet hittades (id dQw4w9WgXcQ)')).toBeVisible();
  await dialog.getByRole('switch', { name: 'Starta klippet automatiskt' }).click();
  await dialog.getByRole('button', { name: 'Klar' }).click();
  await expect(dialog).toBeHidden();

  // Countdown: a new date.
  dialog = await openEditor(page, 'Nedräkning', 'Nedräkning');
  await dialog.getByLabel('Datum och tid').fill('2031-06-13T15:00');
  await expect(dialog.getByRole('region', { name: 'Så här ser nedräkningen ut' })).toContainText(
    '13 juni 2031',
  );
  await dialog.getByRole('button', { name: 'Klar' }).click();
  await expect(dialog).toBeHidden();

  // Place: texts and a map, previewed after the pause and saved through the map call on Klar.
  dialog = await openEditor(page, 'Plats/tidpunkt', 'Plats/tidpunkt');
  await dialog.getByRole('textbox', { name: 'Rubrik', exact: true }).fill('Hitta hit');
  await dialog.getByRole('tab', { name: 'Karta', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Plats', exact: true }).fill('Stora torget 1, Visby');
  await expect(dialog.getByRole('img', { name: 'Karta över Stora torget 1, Visby' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Retro' }).check();
  const mapSaved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/maps/'),
  );
  await dialog.getByRole('button', { name: 'Klar' }).click();
  expect((await mapSaved).status()).toBe(200);
  await expect(dialog).toBeHidden();

  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes(`/api/sites/V2/${siteId}`),
  );
  await page.getByRole('button', { name: 'Spara' }).click();
  expect((await saved).status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Välkomna' })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'snart' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vår historia' })).toBeVisible();
  await expect(page.getByText('Vi träffades i skärgården.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Anna Ek' })).toBeVisible();
  await expect(page.getByText('Toastmaster')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Middag' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Spela upp/ })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByRole('link', { name: /Stora torget 1, Visby/ })).toBeVisible();

  const stored = (await (await page.request.get(`/api/sites/${siteId}`)).json()) as {
    siteModules: Record<string, unknown>[];
  };
  const byId = Object.fromEntries(stored.siteModules.map((module) => [module.id, module]));
  expect(byId.text).toMatchObject({
    title: { sv: 'Välkomna' },
    text: {
      sv: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Vi ses ' },
              { type: 'text', text: 'snart', marks: [{ type: 'bold' }] },
              { type: 'text', text: ' på festen.' },
            ],
          },
        ],
      },
    },
  });
  expect(byId['image-and-text']).toMatchObject({ userSelectedImageSize: 'LARGE', image: { width: 1200 } });
  expect((byId.people?.items as { name: unknown }[]).map((person) => person.name)).toEqual([
    { sv: 'Anna Ek' },
    { sv: 'Bo Berg' },
  ]);
  expect(byId.list?.items).toHaveLength(1);
  expect(byId.video).toMatchObject({ video: { videoUrl: 'https://youtu.be/dQw4w9WgXcQ', autoStart: true } });
  expect(byId.countdown).toMatchObject({ countdownDate: '2031-06-13T15:00' });
  expect(byId.place).toMatchObject({
    title: { sv: 'Hitta hit' },
    map: { location: 'Stora torget 1, Visby', mapTheme: 'RETRO', zoom: 12, markerColor: 'ea4335' },
  });
  expect((byId.place?.map as { map: { path: string } | null }).map?.path).toBeTruthy();
});

test('a place without a location saves no map', async ({ page }) => {
  const siteId = await siteWithContentModules(page);
  await page.goto(`/redigera/${siteId}/`);
  let mapCalls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/maps/')) mapCalls += 1;
  });
  const dialog = await openEditor(page, 'Plats/tidpunkt', 'Plats/tidpunkt');
  await dialog.getByRole('tab', { name: 'Karta', exact: true }).click();
  await expect(dialog.getByText('Skriv en plats så visas kartan här.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Natt' }).check();
  await dialog.getByRole('button', { name: 'Klar' }).click();
  await expect(dialog).toBeHidden();
  expect(mapCalls).toBe(0);
});
