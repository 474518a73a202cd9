import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { registerAccount, uniqueMail } from '../fixtures/accounts';
import { publishSite } from '../fixtures/publish';
import { hostUrl } from '../fixtures/sites';
import { uniqueLabel } from '../fixtures/unique';

const PASSWORD = 'hemligt-lösen-1';

function textModule(title: Record<string, string>) {
  return { id: 'text-1', siteModuleType: 'Text', title };
}

/** Registers an owner and creates a site holding one Text module; returns its id. */
async function ownerWithTextSite(page: Page, title: string): Promise<string> {
  await registerAccount(page.request, uniqueMail('design'), PASSWORD);
  const response = await page.request.post('/api/sites/V2', {
    data: {
      site: {
        _id: 'NEW',
        theme: 'theme4',
        usesSiteModules: true,
        fonts: { heading: 'Playfair Display', text: 'Arial' },
        siteModules: [textModule({ sv: title })],
      },
      wizardData: null,
    },
    headers: { 'content-type': 'application/json' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { site: { _id: string } }).site._id;
}

async function ownerSite(request: APIRequestContext, siteId: string) {
  const response = await request.get(`/api/sites/${siteId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown> & { siteVersion: number };
}

async function openEditor(page: Page, siteId: string) {
  await page.goto(`/redigera/${siteId}/`);
  await expect(page.getByRole('button', { name: 'Design' })).toBeVisible({ timeout: 30_000 });
}

async function openDrawer(page: Page, name: 'Design' | 'Mer'): Promise<Locator> {
  await page.getByRole('button', { name, exact: true }).click();
  const drawer = page.getByRole('complementary', { name });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function save(page: Page) {
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/api/sites/V2/'),
  );
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  expect((await saved).status()).toBe(200);
}

/** The public site's root as a guest sees it at `host`. */
async function publicRoot(guest: Page, host: string, path = '/') {
  await guest.goto(hostUrl(host, path));
  const root = guest.locator('.site-root');
  await expect(root).toBeVisible({ timeout: 30_000 });
  return root;
}

test.describe('design and settings', () => {
  // Each test registers (scrypt at full cost), publishes and opens the editor and a guest's page.
  test.describe.configure({ timeout: 240_000 });

  test('three design templates, one after the other, change the public site', async ({ page, browser }) => {
    const siteId = await ownerWithTextSite(page, 'Välkommen på fest');
    const { host } = await publishSite(page.request, siteId, uniqueLabel('mallar'));
    await openEditor(page, siteId);
    const guest = await browser.newPage();

    const templates = [
      { name: 'Konfetti', theme: 'theme10', graphic: 'movingDots', heading: 'Abril Fatface' },
      { name: 'Havsbris', theme: 'theme6', graphic: 'background3', heading: 'Poppins' },
      { name: 'Nordiskt ljus', theme: 'theme8', graphic: null, heading: 'Josefin Sans' },
    ];
    for (const template of templates) {
      const drawer = await openDrawer(page, 'Design');
      await drawer.getByRole('button', { name: template.name }).click();
      await expect(drawer.getByRole('button', { name: template.name })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // The editor's canvas previews it at once.
      await expect(page.locator(`[data-theme="${template.theme}"]`).first()).toBeVisible();
      await page.getByRole('button', { name: 'Stäng Design' }).click();
      await save(page);

      const root = await publicRoot(guest, host);
      await expect(root).toHaveAttribute('data-theme', template.theme);
      // The server writes the style without a space after the colon, the browser with one.
      await expect(root).toHaveAttribute(
        'style',
        new RegExp(`--font-heading-family: ?'${template.heading}'`),
      );
      if (template.graphic === null) await expect(guest.locator('[data-site-graphic]')).toHaveCount(0);
      else await expect(guest.locator(`[data-site-graphic="${template.graphic}"]`)).toBeAttached();
    }
    const stored = await ownerSite(page.request, siteId);
    expect(stored.mostRecentSelectedDesignTemplate).toBe('nordicLight');
    await guest.close();
  });

  test('an owner adds English, writes the English text in translate mode, and guests read it at /en', async ({
    page,
    browser,
  }) => {
    const siteId = await ownerWithTextSite(page, 'Välkommen');
    const { host } = await publishSite(page.request, siteId, uniqueLabel('sprak'));
    await openEditor(page, siteId);

    const more = await openDrawer(page, 'Mer');
    const languages = more.getByRole('region', { name: 'Språk' });
    await expect(languages.getByRole('button', { name: /Ta bort/ })).toHaveCount(0);
    await languages.getByLabel('Lägg till ett språk').selectOption('en');
    await languages.getByRole('button', { name: 'Lägg till' }).click();
    await expect(languages.getByRole('list', { name: 'Sidans språk' })).toContainText('Engelska');
    await languages.getByRole('switch', { name: 'Översättningsläge' }).click();
    await languages.getByRole('radio', { name: 'Engelska' }).check({ force: true });
    await page.getByRole('button', { name: 'Stäng Mer' }).click();

    await page.getByRole('button', { name: 'Verktyg för Välkommen' }).click();
    await page.getByRole('button', { name: 'Redigera innehåll' }).click();
    const dialog = page.getByRole('dialog', { name: 'Text' });
    await dialog.getByLabel('Rubrik').fill('Welcome');
    await dialog.getByRole('button', { name: 'Klar' }).click();
    await save(page);

    const guest = await browser.newPage({ locale: 'sv-SE' });
    await publicRoot(guest, host, '/en');
    await expect(guest.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    const switcher = guest.getByRole('navigation', { name: 'Languages' });
    await switcher.getByRole('link', { name: 'Svenska' }).click();
    await expect(guest).toHaveURL(hostUrl(host, '/sv'));
    await expect(guest.getByRole('heading', { name: 'Välkommen' })).toBeVisible();
    // Without a language in the path a Swedish browser is sent to /sv once.
    await guest.goto(hostUrl(host, '/'));
    await expect(guest).toHaveURL(hostUrl(host, '/sv'));
    await guest.close();
  });

  test('an owner restores an older version and finds its content back', async ({ page }) => {
    const siteId = await ownerWithTextSite(page, 'Första versionen');
    const first = await ownerSite(page.request, siteId);
    const saved = await page.request.put(`/api/sites/V2/${siteId}`, {
      data: { ...first, siteModules: [textModule({ sv: 'Andra versionen' })] },
      headers: { 'content-type': 'application/json' },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await openEditor(page, siteId);
    const more = await openDrawer(page, 'Mer');
    await more.getByRole('link', { name: 'Visa versioner' }).click();
    await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/versioner$`));
    await expect(page.getByRole('heading', { name: 'Andra versionen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Återställ den här versionen' })).toHaveCount(0);

    const versions = page.getByRole('group', { name: 'Versioner' });
    await expect(versions.getByRole('radio')).toHaveCount(2);
    await versions.getByRole('radio').nth(1).check({ force: true });
    await expect(page.getByRole('heading', { name: 'Första versionen' })).toBeVisible();
    await page.getByRole('button', { name: 'Återställ den här versionen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Återställa versionen?' });
    await confirm.getByRole('button', { name: 'Återställ', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/$`));
    await expect(page.getByRole('heading', { name: 'Första versionen' })).toBeVisible();
    const restored = await ownerSite(page.request, siteId);
    expect(restored.siteVersion).toBe(3);
    expect(JSON.stringify(restored.siteModules)).toContain('Första versionen');
  });

  test('a guest password is asked for only once the site is published, and guests meet the gate', async ({
    page,
    browser,
  }) => {
    const siteId = await ownerWithTextSite(page, 'Hemlig fest');
    await openEditor(page, siteId);
    let more = await openDrawer(page, 'Mer');
    await expect(
      more.getByText('Publicera sidan först, sedan kan du skydda den med ett lösenord.'),
    ).toBeVisible();
    await expect(more.getByRole('switch', { name: 'Skydda sidan med lösenord' })).toBeDisabled();

    const { host } = await publishSite(page.request, siteId, uniqueLabel('losen'));
    await openEditor(page, siteId);
    more = await openDrawer(page, 'Mer');
    await more.getByRole('switch', { name: 'Skydda sidan med lösenord' }).click();
    await more.getByLabel('Lösenord', { exact: true }).fill('  tårta2031 ');
    await more.getByRole('button', { name: 'Spara lösenord' }).click();
    await expect(more.getByText('Lösenordet är sparat.')).toBeVisible();

    // The code of the published address downloads as a PNG.
    const qr = more.getByRole('region', { name: 'QR-kod' });
    await expect(qr.getByRole('img', { name: `QR-kod till ${host}` })).toHaveJSProperty('naturalWidth', 1024);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      qr.getByRole('link', { name: 'Ladda ner QR-kod' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`qr-${host}.png`);

    await more.getByRole('switch', { name: 'Dölj sidan för sökmotorer' }).click();
    await expect(more.getByText('Sökmotorer som Google visar inte sidan.')).toBeVisible();

    const guest = await browser.newPage();
    await guest.goto(hostUrl(host, '/'));
    const gate = guest.getByLabel('Lösenord');
    await gate.fill('fel');
    await gate.press('Enter');
    await expect(guest.getByText('Felaktigt lösenord, försök gärna igen.')).toBeVisible();
    await gate.fill('tårta2031');
    await gate.press('Enter');
    await expect(guest.getByRole('heading', { name: 'Hemlig fest' })).toBeVisible();
    await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await guest.close();
  });
});
