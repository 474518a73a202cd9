import { expect, test, type Page } from '@playwright/test';
import { expectNoSevereViolations } from '../fixtures/accessibility';
import { createSite, registerAccount, uniqueMail } from '../fixtures/accounts';
import { holdAppEntry } from '../fixtures/guest';
import { publishSite } from '../fixtures/publish';
import { DEMO_HOST, expectImageLoaded, hostUrl } from '../fixtures/sites';
import { uniqueLabel } from '../fixtures/unique';

const NARROW = { width: 375, height: 800 };
const WIDE = { width: 1440, height: 900 };

async function openDemo(page: Page, path = '/sv') {
  await page.goto(hostUrl(DEMO_HOST, path));
  await expect(page.getByRole('heading', { level: 1, name: 'Annas 40-årsfest' })).toBeVisible();
}

/** The wrong-address page speaks Swedish, English and Danish. */
async function expectWrongAddressPage(page: Page) {
  await expect(page.getByText('Här finns ingen sida')).toBeVisible();
  await expect(page.getByText('There is no site here')).toBeVisible();
  await expect(page.getByText('Her er ingen side')).toBeVisible();
  await expect(page.locator('.site-root')).toHaveCount(0);
}

test.describe('the public site', () => {
  test('a guest without a language in the address is sent once to /sv, keeping the query string', async ({
    page,
  }) => {
    await page.goto(hostUrl(DEMO_HOST, '/?inbjudan=42'));
    await expect(page).toHaveURL(hostUrl(DEMO_HOST, '/sv?inbjudan=42'));
    await expect(page.getByRole('heading', { level: 1, name: 'Annas 40-årsfest' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    // The redirect replaced the address: going back leaves the site instead of redirecting again.
    await page.goBack();
    await expect(page).not.toHaveURL(/demo\.party\.localhost/);
  });

  test('every module type of the demo site shows its content', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await openDemo(page);
    const section = (anchor: string) => page.locator(`section#${anchor}`);

    // Header
    const header = section('hem');
    await expect(header.getByRole('heading', { level: 1 })).toHaveText('Annas 40-årsfest');
    await expect(header.getByText(/\d{4} · Grinda i Stockholms skärgård/)).toBeVisible();

    // Countdown: whole numbers with their units, and the seconds tick.
    const timer = section('nedrakning').getByRole('timer');
    await expect(timer).toBeVisible();
    // The server cannot know the guest's moment: the numbers come once the app runs the page.
    await expect(timer.locator('[data-pending]')).toHaveCount(0);
    await expect(timer).toHaveText(/\d+\s*dagar\s*\d+\s*timm(e|ar)\s*\d+\s*minut(er)?\s*\d+\s*sekund(er)?/);
    const days = Number((await timer.textContent())?.match(/(\d+)\s*dagar/)?.[1]);
    expect(days).toBeGreaterThan(100);
    const before = await timer.textContent();
    await expect(timer).not.toHaveText(before ?? '', { timeout: 3_000 });

    // Text
    const welcome = section('valkommen');
    await expect(welcome.getByRole('heading', { name: 'Välkommen på min 40-årsfest' })).toBeVisible();
    await expect(welcome.getByText(/Fyrtio år – det måste firas!/)).toBeVisible();
    await expect(welcome.getByRole('link', { name: 'anna@example.com' })).toHaveAttribute(
      'href',
      'mailto:anna@example.com',
    );

    // Image and text
    const programme = section('program');
    await expect(programme.getByRole('heading', { name: 'Program' })).toBeVisible();
    await expect(programme.getByText('Från båt till dansgolv')).toBeVisible();
    await expect(programme.getByText('Dansgolvet öppnar.')).toBeVisible();
    await expectImageLoaded(programme.locator('img').first());

    // Location: texts, its image and the map picture linking to a maps search in a new tab.
    const location = section('hitta-hit');
    await expect(location.getByRole('heading', { name: 'Med festbåten' })).toBeVisible();
    const mapLink = location.getByRole('link', { name: /Öppna Grinda Wärdshus, Grinda, Värmdö i kartor/ });
    await expect(mapLink).toBeVisible();
    await expect(mapLink).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Grinda/,
    );
    await expect(mapLink).toHaveAttribute('target', '_blank');
    await expectImageLoaded(mapLink.locator('img'));

    // Text and image list
    const goodToKnow = section('bra-att-veta');
    for (const title of ['Klädsel', 'Barn', 'Tal och uppträdanden']) {
      await expect(goodToKnow.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }

    // RSVP
    const rsvp = section('osa');
    await expect(rsvp.getByRole('heading', { name: 'OSA' })).toBeVisible();
    const partySize = rsvp.getByRole('combobox', { name: 'Hur många är ni i sällskapet?' });
    await expect(partySize).toBeVisible();
    await partySize.selectOption('2');
    await expect(partySize).toHaveValue('2');

    // People list
    const people = section('vi-som-fixar');
    for (const name of ['Anna', 'Jonas', 'Sara', 'Erik']) {
      await expect(people.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
    await expect(people.getByText('Födelsedagsbarnet')).toBeVisible();
    await expectImageLoaded(people.locator('img').first());

    // Speech
    await expect(section('tal').getByRole('button', { name: 'Jag vill hålla tal' })).toBeVisible();

    // Form: the button that shows it
    await expect(section('kontakt').getByRole('button', { name: 'Skriv till toastmastrarna' })).toBeVisible();

    // Gift registry
    const gifts = section('onskelista');
    await expect(gifts.getByRole('heading', { name: 'Önskelista' })).toBeVisible();
    await gifts.getByRole('button', { name: 'Visa önskelistan' }).click();
    await expect(page.getByText('Bidrag till en långhelg i Lissabon').first()).toBeVisible();
    await page.keyboard.press('Escape');

    // Video: a poster with a play button (the player loads only on play)
    const video = section('film');
    await expect(video.getByRole('heading', { name: 'Kom i feststämning' })).toBeVisible();
    await expect(video.getByRole('button', { name: 'Spela upp videon: Kom i feststämning' })).toBeVisible();

    // Gallery: six pictures, each loaded
    const gallery = section('bilder');
    const pictures = gallery.getByRole('button', { name: /^Visa bild \d av 6$/ });
    await expect(pictures).toHaveCount(6);
    for (const picture of await pictures.all()) await expectImageLoaded(picture.locator('img'));

    // Footer
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /Skapad med/ })).toBeVisible();
  });

  test('on a narrow screen the menu opens behind its toggle, follows a link and closes', async ({ page }) => {
    await page.setViewportSize(NARROW);
    await openDemo(page);
    const menu = page.getByRole('navigation', { name: 'Meny' });
    const toggle = menu.getByRole('button', { name: 'Meny' });
    const photos = menu.getByRole('link', { name: 'Bilder' });

    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(photos).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveCount(13);
    await expect(photos).toBeVisible();
    await photos.click();

    await expect(page).toHaveURL(/\/sv#bilder$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Bilder' })).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1, name: 'Annas 40-årsfest' })).not.toBeInViewport();
    await expect(photos).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // A click outside the menu closes it without following anything.
    await toggle.click();
    await expect(photos).toBeVisible();
    const panel = await menu.getByRole('list').last().boundingBox();
    expect(panel).not.toBeNull();
    const outsideY = Math.min(NARROW.height - 5, (panel?.y ?? 0) + (panel?.height ?? 0) + 20);
    expect(outsideY).toBeGreaterThan((panel?.y ?? 0) + (panel?.height ?? 0));
    await page.mouse.click(3, outsideY);
    await expect(photos).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/sv#bilder$/);
  });

  test('on a wide screen the menu shows inline when it fits, otherwise behind the toggle', async ({
    page,
  }) => {
    await page.setViewportSize(WIDE);
    await openDemo(page);
    const menu = page.getByRole('navigation', { name: 'Meny' });
    const toggle = menu.getByRole('button', { name: 'Meny' });
    const links = menu.getByRole('link');
    const programme = menu.getByRole('link', { name: 'Program', exact: true });
    // The menu chooses between inline and folded by measuring its links, so it settles once the fonts are in.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);

    if (await toggle.isVisible()) {
      // Folded: the links are behind the toggle.
      await expect(programme).toBeHidden();
      await toggle.click();
    } else {
      // Inline: every link is shown on the screen, none cut off or wrapped out of the bar.
      await expect(toggle).toHaveCount(0);
      await expect(links).toHaveCount(13);
      for (const link of await links.all()) {
        await expect(link).toBeVisible();
        await expect(link).toBeInViewport({ ratio: 1 });
      }
      const tops = await links.evaluateAll((elements) =>
        elements.map((element) => Math.round(element.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, 'the inline links stay on one line').toBe(1);
    }
    await programme.click();
    await expect(page).toHaveURL(/\/sv#program$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Program', exact: true })).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1, name: 'Annas 40-årsfest' })).not.toBeInViewport();
  });

  test('the language switcher shows the site in English at /en', async ({ page }) => {
    await page.setViewportSize(NARROW);
    await openDemo(page, '/sv?inbjudan=42');
    const switcher = page.getByRole('navigation', { name: 'Språk' });
    await expect(switcher.getByRole('link', { name: 'Svenska' })).toHaveAttribute('aria-current', 'true');
    await switcher.getByRole('link', { name: 'English' }).click();

    await expect(page).toHaveURL(hostUrl(DEMO_HOST, '/en?inbjudan=42'));
    await expect(page.getByRole('heading', { level: 1, name: "Anna's 40th birthday party" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to my 40th birthday' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Annas 40-årsfest' })).toHaveCount(0);
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Menu' }).click();
    await expect(menu.getByRole('link', { name: 'Photos' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Bilder' })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: 'English' }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // The address is a real page: loading it again keeps English.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: "Anna's 40th birthday party" })).toBeVisible();
  });

  test('the gallery is used with the keyboard', async ({ page }) => {
    await openDemo(page);
    const first = page.getByRole('button', { name: 'Visa bild 1 av 6' });
    await first.focus();
    await page.keyboard.press('Enter');

    const slider = page.getByRole('dialog', { name: 'Bilder' });
    await expect(slider).toBeVisible();
    await expect(slider.getByText('1 / 6')).toBeVisible();
    await expectImageLoaded(slider.getByRole('img', { name: 'Bild 1 av 6' }));

    await page.keyboard.press('ArrowRight');
    await expect(slider.getByText('2 / 6')).toBeVisible();
    await expectImageLoaded(slider.getByRole('img', { name: 'Bild 2 av 6' }));
    await page.keyboard.press('ArrowRight');
    await expect(slider.getByText('3 / 6')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(slider.getByText('2 / 6')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(slider.getByText('6 / 6'), 'it wraps around at the start').toBeVisible();

    await page.keyboard.press('Escape');
    await expect(slider).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a published site with a guest password asks for it', async ({ page, request }) => {
    // The owner works through their own API context; the guest's browser has no session.
    await registerAccount(request, uniqueMail('gate'), 'hemligt-lösen-1');
    const siteId = await createSite(request);
    const site = (await (await request.get(`/api/sites/${siteId}`)).json()) as Record<string, unknown>;
    const header = { id: 'header-1', siteModuleType: 'Header', title: { sv: 'Linneas examensfest' } };
    const saved = await request.put(`/api/sites/V2/${siteId}`, { data: { ...site, siteModules: [header] } });
    expect(saved.status(), await saved.text()).toBe(200);
    const { host } = await publishSite(request, siteId, uniqueLabel('gate'));
    const response = await request.put(`/api/sites/${siteId}/password`, {
      data: { password: 'gästlösen' },
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status(), await response.text()).toBe(200);
    expect(await response.json()).toEqual({ passwordProtected: true });

    await page.goto(hostUrl(host));
    await expect(page.getByRole('heading', { name: 'Välkommen' })).toBeVisible();
    await expect(page.locator('.site-root')).toHaveCount(0);
    await expect(page.getByText('Linneas examensfest')).toHaveCount(0);
    const field = page.getByLabel('Lösenord');
    await field.fill('fel');
    await page.getByRole('button', { name: 'Visa sidan' }).click();
    await expect(page.getByRole('alert')).toHaveText('Felaktigt lösenord, försök gärna igen.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    // The app's entry arrives late, as on a slow phone: the guest writes the password and sends it with
    // Enter before the app runs; the app takes over what was written and sends it.
    const releaseEntry = await holdAppEntry(page);
    await page.reload();
    await field.fill('gästlösen');
    await field.press('Enter');
    releaseEntry();
    await expect(page.getByRole('heading', { level: 1, name: 'Linneas examensfest' })).toBeVisible();
    await expect(page.getByText('Felaktigt lösenord, försök gärna igen.')).toHaveCount(0);
  });

  test('a language the site does not offer shows the wrong-address page', async ({ page }) => {
    await page.goto(hostUrl(DEMO_HOST, '/xx'));
    await expectWrongAddressPage(page);
    await expect(page).toHaveURL(hostUrl(DEMO_HOST, '/xx'));
  });

  test('an unknown host under the brand domain shows the wrong-address page', async ({ page }) => {
    await page.goto(hostUrl('okand.party.localhost'));
    await expectWrongAddressPage(page);
    await expect(page.getByRole('link', { name: /party\.localhost/ })).toBeVisible();
  });

  test('the demo site has no serious or critical accessibility violations', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await openDemo(page);
    await expectNoSevereViolations(page, 'demo site');
  });
});
