import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createSite, registerAccount, uniqueMail } from '../fixtures/accounts';

/*
 * Images for the owner (`002` §2.5, §7). The editor screen is not on main yet, so the owner's upload and crop
 * are driven through the API from the browser's context, and the browser checks what it is served.
 */

const PHOTO = readFileSync(new URL('../../apps/server/assets/demo-images/bouquet-1600.jpg', import.meta.url));

interface StoredImage {
  path: string;
  fileName: string;
  temporary: boolean;
  width: number;
  height: number;
  sizes: { size: number; fileName: string }[];
  imageBeforeEdit?: { path: string; fileName: string; width: number; height: number } | null;
}

function upload(request: APIRequestContext, base: string, name = 'fest.jpg', buffer = PHOTO) {
  return request.post(`${base}/upload-image`, {
    multipart: { file: { name, mimeType: 'image/jpeg', buffer } },
  });
}

/** The natural size of an image as the browser decodes it from the server. */
async function decodedSize(page: Page, url: string): Promise<{ width: number; height: number }> {
  return page.evaluate(async (source) => {
    const image = new Image();
    image.src = source;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, url);
}

test('an owner uploads a photo, crops it, keeps it in the header and can revert', async ({ page }) => {
  const request = page.request;
  await registerAccount(request, uniqueMail('images'), 'correct horse battery');
  const siteId = await createSite(request);
  const base = `/api/sites/${siteId}`;

  const uploaded = await upload(request, base);
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const image = (await uploaded.json()) as StoredImage;
  expect(image).toMatchObject({ width: 1600, height: 1067, temporary: false });
  expect(image.sizes.map((size) => size.size)).toEqual([1600, 1200, 800, 600]);

  await page.goto('/logga-in');
  expect(await decodedSize(page, `/api${image.path}${image.sizes[2]?.fileName}`)).toEqual({
    width: 800,
    height: 534,
  });

  const cropped = await request.put(`${base}/crop-image/v2`, {
    data: {
      originalName: 'fest.jpg',
      sourceImageUrl: `/api${image.path}${image.fileName}`,
      crop: { x: 400, y: 100, width: 900, height: 900 },
    },
  });
  expect(cropped.status(), await cropped.text()).toBe(200);
  const square = (await cropped.json()) as StoredImage;
  expect(square).toMatchObject({ width: 900, height: 900 });
  expect(square.imageBeforeEdit).toMatchObject({ fileName: image.fileName, width: 1600, height: 1067 });
  expect(await decodedSize(page, `/api${square.path}${square.fileName}`)).toEqual({
    width: 900,
    height: 900,
  });

  // The cropped image is saved in the header module and is there after a reload of the site.
  const site = (await (await request.get(`${base}`)).json()) as Record<string, unknown> & {
    siteVersion: number;
  };
  const header = { id: 'header-1', siteModuleType: 'Header', title: { sv: 'Fest' }, image: square };
  const saved = await request.put(`/api/sites/V2/${siteId}`, { data: { ...site, siteModules: [header] } });
  expect(saved.status(), await saved.text()).toBe(200);
  const reloaded = (await (await request.get(base)).json()) as { siteModules: { image: StoredImage }[] };
  expect(reloaded.siteModules[0]?.image).toMatchObject({
    fileName: square.fileName,
    imageBeforeEdit: { fileName: image.fileName },
  });
  // What revert goes back to is still served.
  expect((await request.get(`/api${image.path}${image.fileName}`)).status()).toBe(200);
});

test('uploads refuse what is not an image, and other people', async ({ page, browser }) => {
  const request = page.request;
  await registerAccount(request, uniqueMail('images'), 'correct horse battery');
  const siteId = await createSite(request);
  const notAnImage = await upload(request, `/api/sites/${siteId}`, 'notes.jpg', Buffer.from('just text'));
  expect(notAnImage.status()).toBe(415);
  expect(((await notAnImage.json()) as { errorDescription: { sv: string } }).errorDescription.sv).toContain(
    'ingen bild',
  );

  const stranger = await browser.newContext();
  const refused = await upload(stranger.request, `/api/sites/${siteId}`);
  expect(refused.status()).toBe(403);
  await stranger.close();
});

test('a visitor without an account uploads temporary images in quick start', async ({ browser }) => {
  const visitor = await browser.newContext();
  const response = await upload(visitor.request, '/api/sites/quick-start');
  expect(response.status(), await response.text()).toBe(200);
  const image = (await response.json()) as StoredImage;
  expect(image).toMatchObject({ path: '/images/uploads/quick-start/', temporary: true });
  const cropped = await visitor.request.put('/api/sites/quick-start/crop-image/v2', {
    data: {
      originalName: 'fest.jpg',
      sourceImageUrl: `/api${image.path}${image.fileName}`,
      crop: { x: 0, y: 0, width: 1600, height: 900 },
    },
  });
  expect(cropped.status(), await cropped.text()).toBe(200);
  expect(await cropped.json()).toMatchObject({ temporary: true, width: 1600, height: 900 });
  await visitor.close();
});
