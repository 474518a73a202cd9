import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { createOwnerWithSite } from '../fixtures/editor';
import { publishSite } from '../fixtures/publish';
import { uniqueLabel } from '../fixtures/unique';

/*
 * Issue 38 end to end: the owner switches guests' photos on, a guest on a phone scans the QR of the upload
 * link, sends five photos while the connection drops twice, and all five arrive; the hosts approve two by
 * keyboard and guests see them in the gallery; the slideshow shows a photo the moment it is approved.
 */

const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR;

const MODULES = [
  { id: 'header', siteModuleType: 'Header', title: { sv: 'Anna & Per' }, secondLine: { sv: '12 juni 2027' } },
  {
    id: 'gallery',
    siteModuleType: 'ImageGallery',
    title: { sv: 'Bilder' },
    guestPhotos: { enabled: true, moderation: 'approveFirst', guestsSeeOthers: true },
  },
];

/** What a QR drawn on the page says, read from its screenshot as a phone's camera would. */
async function scanQr(page: Page, code: Locator): Promise<string | null> {
  await code.scrollIntoViewIfNeeded();
  await expect(code.locator('svg')).toBeVisible();
  const shot = await code.screenshot();
  const { width, height, pixels } = await page.evaluate(async (source) => {
    const image = new Image();
    image.src = `data:image/png;base64,${source}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    return { width: canvas.width, height: canvas.height, pixels: Array.from(data) };
  }, shot.toString('base64'));
  return jsQR(Uint8ClampedArray.from(pixels), width, height)?.data ?? null;
}

/** Five JPEG photos of about half a megabyte, drawn by the browser's canvas. */
async function photos(page: Page): Promise<{ name: string; mimeType: string; buffer: Buffer }[]> {
  const encoded = await page.evaluate(async () => {
    const made: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      const canvas = document.createElement('canvas');
      canvas.width = 1200;
      canvas.height = 900;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      const pixels = context.createImageData(canvas.width, canvas.height);
      for (let i = 0; i < pixels.data.length; i += 4) {
        pixels.data[i] = (i / 4) % 255;
        pixels.data[i + 1] = (n * 50 + Math.random() * 60) % 255;
        pixels.data[i + 2] = Math.random() * 255;
        pixels.data[i + 3] = 255;
      }
      context.putImageData(pixels, 0, 0);
      made.push(canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '');
    }
    return made;
  });
  return encoded.map((base64, n) => ({
    name: `IMG_00${n + 1}.jpg`,
    mimeType: 'image/jpeg',
    buffer: Buffer.from(base64, 'base64'),
  }));
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

test("guests' photos: scan the QR, upload five through a dropped connection, approve two, the gallery and the slideshow show them", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { siteId } = await createOwnerWithSite(page.request, MODULES);
  const { host } = await publishSite(page.request, siteId, uniqueLabel('bilder'));
  const origin = `http://${host}:${new URL(baseURL ?? '').port}`;
  let uploadUrl = '';

  await test.step("the owner's gallery shows the upload link's QR; it reads the upload page's address", async () => {
    for (const width of SCREENSHOT_DIR ? [390, 1440] : [1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/redigera/${siteId}`);
      await page.getByRole('button', { name: 'Verktyg för Bilder' }).click();
      await page
        .getByRole('toolbar', { name: 'Modulverktyg för Bilder' })
        .getByRole('button', { name: 'Redigera innehåll' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Bildgalleri', exact: true });
      await expect(dialog.getByRole('switch', { name: 'Låt gästerna ladda upp bilder' })).toBeChecked();
      const code = dialog.getByRole('img', { name: /^QR-kod till / });
      const scanned = await scanQr(page, code);
      expect(scanned).not.toBeNull();
      uploadUrl = scanned ?? '';
      if (SCREENSHOT_DIR) await dialog.screenshot({ path: `${SCREENSHOT_DIR}/editor-section-${width}.png` });
    }
    const scanned = new URL(uploadUrl);
    expect(scanned.hostname).toBe(host);
    expect(scanned.pathname).toBe('/sv/bilder');
  });

  const phone = await browser.newContext({ ...devices['Pixel 7'], locale: 'sv-SE' });
  const guest = await phone.newPage();
  await test.step('a guest sends five photos; the connection drops twice on the way, and all five arrive', async () => {
    let patches = 0;
    await guest.route('**/guest-photos/uploads/**', async (route) => {
      if (route.request().method() === 'PATCH') {
        patches += 1;
        if (patches === 2 || patches === 3) return route.abort('internetdisconnected');
      }
      return route.continue();
    });
    await guest.goto(`${origin}${new URL(uploadUrl).pathname}`);
    await expect(guest.getByRole('heading', { name: 'Dela dina bilder', level: 1 })).toBeVisible();
    await guest.getByLabel('Ditt namn (valfritt)').fill('Moster Eva');
    const input = guest.getByTestId('guest-photo-input');
    await expect(input).toBeEnabled();
    await input.setInputFiles(await photos(guest));
    await expect(guest.getByTestId('photo-upload')).toHaveCount(5);
    await expect(guest.getByText('Tack! Alla bilder har kommit fram.')).toBeVisible({ timeout: 90_000 });
    expect(patches).toBeGreaterThanOrEqual(7);
    await shoot(guest, 'upload-page-390');
  });

  await test.step('the hosts approve two by keyboard on the moderation screen', async () => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(`/redigera/${siteId}/bilder`);
    await expect(page.getByTestId('guest-photo')).toHaveCount(5);
    await expect(page.getByTestId('count-count')).toContainText('5 av');
    await shoot(page, 'moderation-1440');
    await page.getByTestId('guest-photo').first().click();
    await page.keyboard.press('a');
    await expect(page.getByTestId('guest-photo')).toHaveCount(4);
    await page.keyboard.press('a');
    await expect(page.getByTestId('guest-photo')).toHaveCount(3);
    await expect(page.getByRole('radio', { name: 'Godkända (2)' })).toBeVisible();
    if (SCREENSHOT_DIR) {
      await page.setViewportSize({ width: 390, height: 844 });
      await shoot(page, 'moderation-390');
    }
  });

  await test.step("guests see the two approved photos in the gallery, after the owner's", async () => {
    await guest.goto(`${origin}/sv`);
    const gallery = guest.locator('section[data-module-type="ImageGallery"]');
    await expect(gallery.getByRole('link', { name: 'Dela dina bilder' })).toBeVisible();
    await expect(gallery.locator('img[src*="/guest-photos/files/"]')).toHaveCount(2);
    await shoot(guest, 'gallery-390');
  });

  await test.step('the slideshow shows a photo as soon as the hosts approve it', async () => {
    const links = (await (await page.request.get(`/api/sites/${siteId}/guest-photos/links`)).json()) as {
      slideshowUrl: string;
    };
    const screen = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const show = await screen.newPage();
    const response = await show.goto(`${origin}${new URL(links.slideshowUrl).pathname}`);
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    await expect(show.locator('img.slideshow__photo').first()).toBeVisible();
    const list = (await (await page.request.get(`/api/sites/${siteId}/guest-photos`)).json()) as {
      photos: { _id: string; status: string }[];
    };
    const pending = list.photos.find((photo) => photo.status === 'pending');
    if (!pending) throw new Error('no pending photo left');
    const approved = await page.request.put(`/api/sites/${siteId}/guest-photos/${pending._id}`, {
      data: { status: 'approved' },
      headers: { 'content-type': 'application/json' },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    await expect(show.locator(`img.slideshow__photo[data-photo="${pending._id}"]`)).toBeVisible({
      timeout: 40_000,
    });
    if (SCREENSHOT_DIR) {
      await show.waitForTimeout(1_600);
      await show.screenshot({ path: `${SCREENSHOT_DIR}/slideshow-1440.png` });
      await show.setViewportSize({ width: 390, height: 844 });
      await show.screenshot({ path: `${SCREENSHOT_DIR}/slideshow-390.png` });
    }
    await screen.close();
  });
  await phone.close();
});
