import { expect, test, type Page } from '@playwright/test';
import { registerAccount, uniqueMail } from '../fixtures/accounts';
import { signUp } from '../fixtures/quick-start';

/*
 * Printed invitations for the owner (`002` §2.1, §2.5, §4, §5): from the side menu to the overview, a new
 * card designed and saved, and the quick-start variant that creates the account, the site and the card.
 * Wedding brand only, so against the BRAND=wedding server.
 */
const PASSWORD = 'hemligt-lösen-1';
const PHOTO = new URL('../../apps/server/assets/demo-images/bouquet-1600.jpg', import.meta.url);
/** A saved print's own address (never the new print's '/nytt'). */
const PRINT_PATH = /\/redigera\/([^/]+)\/inbjudningar\/(?!nytt$)([^/]+)$/;

interface StoredPrint {
  layout: string;
  content: { position: string; properties: Record<string, unknown> }[];
}

async function createWeddingSite(page: Page): Promise<string> {
  await registerAccount(page.request, uniqueMail('prints'), PASSWORD);
  const response = await page.request.post('/api/sites/V2', {
    data: {
      site: {
        _id: 'NEW',
        theme: 'theme12',
        usesSiteModules: true,
        fonts: { heading: 'Playfair Display', text: 'Lato' },
        siteModules: [{ id: 'header', siteModuleType: 'Header', title: { sv: 'Vårt bröllop' } }],
      },
      wizardData: null,
    },
    headers: { 'content-type': 'application/json' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { site: { _id: string } }).site._id;
}

/** Writes a text on the card in place; it is handed over when the field loses focus. */
async function writeOnCard(page: Page, field: string, text: string) {
  const box = page.getByRole('textbox', { name: field, exact: true });
  await box.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await box.blur();
}

test.describe('printed invitations', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an owner designs a card with a cropped photo and a QR code, saves it and finds it again', async ({
    page,
  }) => {
    const siteId = await createWeddingSite(page);
    await page.goto(`/redigera/${siteId}/`);
    await page.getByRole('button', { name: 'Öppna menyn' }).click({ timeout: 30_000 });
    await page
      .getByRole('navigation', { name: 'Huvudmeny' })
      .getByRole('link', { name: 'Inbjudningar' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/inbjudningar$`));
    await expect(page.getByRole('heading', { name: 'Inbjudningar', level: 1 })).toBeVisible();
    await expect(page.getByText('150 kr per 10 kort')).toBeVisible();
    await expect(page.getByText('Frakt 95 kr')).toBeVisible();

    await page.getByRole('link', { name: 'Skapa inbjudan' }).click();
    await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/inbjudningar/nytt$`));

    // The layout: text on the photo, which keeps the photo and the title.
    await page.getByRole('button', { name: 'Design', exact: true }).click();
    const drawer = page.getByRole('complementary', { name: 'Design' });
    await drawer.getByRole('button', { name: 'Text på foto', exact: true }).click();
    await expect(drawer.getByRole('button', { name: 'Text på foto', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await drawer.getByRole('button', { name: 'Stäng design' }).click();

    await writeOnCard(page, 'Rubrik', 'Maja & Olle gifter sig');

    // A photo of their own, cropped at the layout's shape.
    await page.getByRole('button', { name: 'Byt bild' }).click();
    const imageDialog = page.getByRole('dialog', { name: 'Bild på inbjudan' });
    await imageDialog.locator('input[type="file"]').setInputFiles(PHOTO.pathname);
    await expect(imageDialog.getByRole('button', { name: 'Ta bort bilden' })).toBeEnabled({
      timeout: 30_000,
    });
    await imageDialog.getByRole('button', { name: 'Beskär', exact: true }).click();
    await expect(page.getByRole('radiogroup', { name: 'Format' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Spara beskärningen' }).click();
    await expect(imageDialog.getByRole('button', { name: 'Återställ originalet' })).toBeVisible({
      timeout: 30_000,
    });
    await imageDialog.getByRole('button', { name: 'Klar' }).click();

    // The QR code leads to their own address.
    await page.getByRole('radio', { name: 'Baksida' }).click();
    await page.getByRole('button', { name: /QR-kod/ }).click();
    const qrDialog = page.getByRole('dialog', { name: 'QR-kod' });
    await qrDialog.getByLabel('Adress').fill('maja-och-olle.se');
    await qrDialog.getByRole('button', { name: 'Klar' }).click();
    await expect(page.getByText('maja-och-olle.se', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    await expect(page).toHaveURL(PRINT_PATH, { timeout: 30_000 });
    const printId = PRINT_PATH.exec(new URL(page.url()).pathname)?.[2] ?? '';
    expect(printId).not.toBe('nytt');
    await expect(page.getByRole('link', { name: 'Beställ' })).toHaveAttribute(
      'href',
      `/redigera/${siteId}/inbjudningar/${printId}/bestall`,
    );

    const stored = (await (await page.request.get(`/api/prints/${printId}`)).json()) as StoredPrint;
    expect(stored.layout).toBe('TEXT_ON_PHOTO');
    const at = (position: string) => stored.content.find((item) => item.position === position)?.properties;
    expect(at('title')).toEqual({ text: 'Maja & Olle gifter sig' });
    expect(at('qr')).toEqual({ url: 'https://maja-och-olle.se', hidden: false });
    expect(at('primaryImage')).toMatchObject({
      path: `/images/uploads/${siteId}/`,
      imageBeforeEdit: expect.objectContaining({ fileName: expect.any(String) }),
    });

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Rubrik', exact: true })).toHaveText(
      'Maja & Olle gifter sig',
      {
        timeout: 30_000,
      },
    );
    await page.getByRole('radio', { name: 'Baksida' }).click();
    await expect(page.getByText('maja-och-olle.se', { exact: true })).toBeVisible();

    // The overview shows the card itself.
    await page.getByRole('link', { name: 'Alla inbjudningar' }).click();
    await expect(page.getByRole('img', { name: 'Inbjudan 1, framsida' })).toContainText(
      'Maja & Olle gifter sig',
    );
  });

  test('an owner decorates a card with a site graphic; the card draws it and keeps it once saved', async ({
    page,
  }) => {
    const siteId = await createWeddingSite(page);
    await page.goto(`/redigera/${siteId}/inbjudningar/nytt`);
    // The card being edited carries no label of its own: its side is its page number.
    const front = page.locator('main [data-page="1"]');
    await expect(front).toBeVisible({ timeout: 30_000 });
    await expect(front.locator('.graphic')).toHaveCount(0);

    await page.getByRole('button', { name: 'Design', exact: true }).click();
    const drawer = page.getByRole('complementary', { name: 'Design' });
    await drawer.getByRole('tab', { name: 'Grafik' }).click();
    await drawer.getByRole('button', { name: 'Hörn 3', exact: true }).click();
    await expect(drawer.getByRole('button', { name: 'Hörn 3', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await drawer.getByRole('button', { name: 'Stäng design' }).click();

    // The corner ornament frames the card: painted in the card's colours, inside the card's bounds.
    const corner = front.locator('.graphic[data-graphic="corner3"] .at-cornerStart.paint-primary');
    await expect(corner).toBeVisible();
    const [cardBox, cornerBox] = [await front.boundingBox(), await corner.boundingBox()];
    expect(cornerBox?.width).toBeGreaterThan((cardBox?.width ?? 0) * 0.25);
    expect(cornerBox?.width).toBeLessThan((cardBox?.width ?? 0) * 0.5);
    expect(await corner.evaluate((element) => getComputedStyle(element).maskImage)).toMatch(/corner3.*\.svg/);

    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    await expect(page).toHaveURL(PRINT_PATH, { timeout: 30_000 });
    const printId = PRINT_PATH.exec(new URL(page.url()).pathname)?.[2] ?? '';
    const stored = (await (await page.request.get(`/api/prints/${printId}`)).json()) as {
      siteGraphic: string;
    };
    expect(stored.siteGraphic).toBe('corner3');
    await page.reload();
    await page.getByRole('radio', { name: 'Baksida' }).click();
    await expect(page.locator('main [data-page="2"] .graphic[data-graphic="corner3"]')).toHaveCount(1, {
      timeout: 30_000,
    });
  });

  test('a visitor designs a card in quick start; saving creates the account, the site and the card', async ({
    page,
  }) => {
    await page.goto('/snabbstart/inbjudningar');
    await expect(page.getByRole('heading', { name: 'Inbjudningar', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('link', { name: 'Skapa inbjudan' }).click();
    await expect(page).toHaveURL(/\/snabbstart\/inbjudningar\/nytt$/);

    await writeOnCard(page, 'Namn', 'Saga & Nils');
    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    await signUp(page, uniqueMail('prints-quick-start'), PASSWORD);

    await expect(page).toHaveURL(PRINT_PATH, { timeout: 60_000 });
    await expect(page.getByRole('textbox', { name: 'Namn', exact: true })).toHaveText('Saga & Nils', {
      timeout: 30_000,
    });
    const [, siteId, printId] = PRINT_PATH.exec(new URL(page.url()).pathname) ?? [];
    const stored = (await (await page.request.get(`/api/prints/${printId}`)).json()) as StoredPrint & {
      site: string;
    };
    expect(stored.site).toBe(siteId);
    expect(stored.content.find((item) => item.position === 'names')?.properties).toEqual({
      text: 'Saga & Nils',
    });
  });
});
