import { devices, expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { registerAccount, uniqueMail } from '../fixtures/accounts';
import { mailContaining, POST_KEY_MIN_AGE_MS } from '../fixtures/guest';
import { publishedUrl } from '../fixtures/money-gifts';
import { attachPages, readPdf } from '../fixtures/pdf';
import { publishSite } from '../fixtures/publish';
import { createSiteWithModules } from '../fixtures/site-with-modules';
import { uniqueSuffix } from '../fixtures/unique';

/*
 * Issue 36 item 4 end to end: three guests sign up to speak, the toastmaster opens the desk from the mailed
 * link on a phone, orders the speeches by drag, by keyboard and by its buttons, saves, mails each speaker
 * their slot (once) and prints the running order.
 */

/** Where screenshots of the desk go, when asked for. */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR;
const WEDDING_DOMAIN = 'wedding.localhost';

async function createSpeechSite(request: APIRequestContext, toastmasterMail: string): Promise<string> {
  return createSiteWithModules(
    request,
    [
      {
        id: 'speeches',
        siteModuleType: 'Speech2',
        title: { sv: 'Tal' },
        menuTitle: { sv: 'Tal' },
        toastmasters: [{ id: 'tm1', name: 'Lisa Toast', mail: toastmasterMail, phone: '' }],
        surprise: true,
        deadline: '2031-06-01',
        slots: [
          { id: 'starter', title: { sv: 'Efter förrätten' }, plannedMinutes: 6 },
          { id: 'main', title: { sv: 'Efter varmrätten' }, plannedMinutes: 10 },
        ],
      },
    ],
    ['sv'],
  );
}

interface Speaker {
  name: string;
  relation: string;
  minutes: number;
  slot: string | null;
  mail: string;
}

async function signUp(request: APIRequestContext, siteId: string, speakers: Speaker[]): Promise<void> {
  const keys: string[] = [];
  for (const _ of speakers) {
    const answer = await request.get('/api/form-submissions/post-key');
    keys.push(((await answer.json()) as { key: string }).key);
  }
  // A key younger than a person could have filled in the form is refused as a script's.
  await new Promise((resolve) => setTimeout(resolve, POST_KEY_MIN_AGE_MS));
  for (const [index, speaker] of speakers.entries()) {
    const response = await request.post(`/api/speeches/${siteId}/v2`, {
      headers: { 'content-type': 'application/json' },
      data: {
        postKey: keys[index],
        source: 'site-form-speeches',
        language: 'sv',
        speech: {
          ...speaker,
          needs: index === 0 ? ['microphone', 'songSheets'] : [],
          songTitle: index === 0 ? 'Hej tomtegubbar' : '',
          note: index === 0 ? 'Gärna tidigt på kvällen.' : '',
          phone: '',
        },
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    expect(await response.json()).toEqual({ invertedSuccess: false });
  }
}

function column(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

async function namesIn(page: Page, name: string): Promise<string[]> {
  return column(page, name).getByRole('heading', { level: 4 }).allTextContents();
}

async function mailsTo(request: APIRequestContext, to: string, marker: string): Promise<number> {
  const body = (await (await request.get('/dev/mail/messages.json')).json()) as
    { messages: { to: string; text: string }[] } | { to: string; text: string }[];
  const messages = Array.isArray(body) ? body : body.messages;
  return messages.filter((message) => message.to === to && message.text.includes(marker)).length;
}

test('the toastmaster orders the speeches on a phone, mails the speakers once and prints the order', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const run = uniqueSuffix();
  const toastmaster = `toast-${run}@example.com`;
  const speakers: Speaker[] = [
    {
      name: 'Eva Holm',
      relation: 'Brudens syster',
      minutes: 4,
      slot: 'starter',
      mail: `eva-${run}@example.com`,
    },
    { name: 'Per Berg', relation: 'Bästa vän', minutes: 3, slot: 'main', mail: `per-${run}@example.com` },
    {
      name: 'Morfar Gösta',
      relation: 'Brudens morfar',
      minutes: 5,
      slot: null,
      mail: `gosta-${run}@example.com`,
    },
  ];
  await registerAccount(page.request, uniqueMail('speeches'), 'tal-och-skal-1');
  const siteId = await createSpeechSite(page.request, toastmaster);
  const { host } = await publishSite(page.request, siteId, `tal-${run}`, WEDDING_DOMAIN);
  await signUp(page.request, siteId, speakers);

  const linked = await page.request.post(`/api/sites/${siteId}/speeches/toastmasters/tm1/link`, {
    headers: { 'content-type': 'application/json' },
    data: {},
  });
  expect(linked.status(), await linked.text()).toBe(200);
  const mail = await mailContaining(page.request, toastmaster, '/toastmaster/');
  const token = /\/toastmaster\/([A-Za-z0-9_-]{32,64})/.exec(mail.text)?.[1] ?? '';
  expect(token).not.toBe('');
  const deskUrl = `${publishedUrl(baseURL, host)}toastmaster/${token}`;

  const phone = await browser.newContext({ ...devices['Pixel 7'], locale: 'sv-SE' });
  const desk = await phone.newPage();
  const shoot = async (name: string) => {
    if (SCREENSHOT_DIR) await desk.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
  };

  await test.step('the desk opens from the mailed link with every sign-up still to be placed', async () => {
    const response = await desk.goto(deskUrl);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(desk.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(
      desk.getByRole('heading', { name: 'Hej Lisa Toast!' }).or(desk.getByText('Hej Lisa Toast!')),
    ).toBeVisible();
    expect(await namesIn(desk, 'Ej placerade')).toEqual(speakers.map((speaker) => speaker.name));
    const eva = desk.getByRole('listitem', { name: 'Eva Holm' });
    await expect(eva.getByText('Mikrofon, Sånghäften')).toBeVisible();
    await expect(eva.getByText('Hej tomtegubbar')).toBeVisible();
    await expect(eva.getByRole('link', { name: speakers[0]?.mail })).toHaveAttribute(
      'href',
      `mailto:${speakers[0]?.mail}`,
    );
    await shoot('desk-phone-start');
  });

  await test.step('Gösta is dragged by a held finger into the slot after the starter', async () => {
    const handle = desk.getByRole('button', { name: 'Dra Morfar Gösta' });
    await handle.evaluate((element) => {
      element.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -60);
    });
    const from = await handle.boundingBox();
    if (!from) throw new Error('the handle is not on screen');
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    const slotHeading = column(desk, 'Efter förrätten').getByRole('heading', { name: 'Efter förrätten' });
    // A phone's finger: held a moment (so that a swipe still scrolls the page), then moved and lifted. The
    // slot is measured again on the way, as the page may scroll under the finger.
    const touch = await phone.newCDPSession(desk);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
    await desk.waitForTimeout(400);
    let point = { x: start.x, y: start.y + 12 };
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    for (let leg = 0; leg < 3; leg += 1) {
      const to = await slotHeading.boundingBox();
      if (!to) throw new Error('the slot is not on screen');
      const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
      for (let step = 1; step <= 8; step += 1) {
        const next = {
          x: point.x + ((end.x - point.x) * step) / 8,
          y: point.y + ((end.y - point.y) * step) / 8,
        };
        await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [next] });
        await desk.waitForTimeout(30);
      }
      point = end;
      await desk.waitForTimeout(100);
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => namesIn(desk, 'Efter förrätten')).toEqual(['Morfar Gösta']);
    expect(await namesIn(desk, 'Ej placerade')).toEqual(['Eva Holm', 'Per Berg']);
  });

  await test.step('Per is carried by keyboard into the slot after the main course', async () => {
    const handle = desk.getByRole('button', { name: 'Dra Per Berg' });
    await handle.focus();
    await desk.keyboard.press('Space');
    for (let press = 0; press < 8; press += 1) {
      if ((await namesIn(desk, 'Efter varmrätten')).includes('Per Berg')) break;
      await desk.keyboard.press('ArrowDown');
      await desk.waitForTimeout(150);
    }
    await desk.keyboard.press('Space');
    await expect.poll(() => namesIn(desk, 'Efter varmrätten')).toEqual(['Per Berg']);
  });

  await test.step('Eva is moved with the buttons: to the starter, then before Gösta', async () => {
    await desk
      .getByRole('combobox', { name: 'Flytta till: Eva Holm' })
      .selectOption({ label: 'Efter förrätten' });
    await desk.getByRole('button', { name: 'Flytta upp: Eva Holm' }).click();
    expect(await namesIn(desk, 'Efter förrätten')).toEqual(['Eva Holm', 'Morfar Gösta']);
    await expect(column(desk, 'Efter varmrätten').getByText('3 av 10 min')).toBeVisible();
  });

  await test.step('a slot planned too short warns, and the order is saved', async () => {
    const starter = column(desk, 'Efter förrätten');
    await expect(starter.getByText('9 av 6 min')).toBeVisible();
    await expect(starter.getByText('3 min för mycket')).toBeVisible();
    await starter.getByLabel('Planerade minuter').fill('10');
    await expect(starter.getByText('9 av 10 min')).toBeVisible();
    await expect(starter.getByText(/för mycket/)).toBeHidden();
    await desk
      .getByRole('listitem', { name: 'Per Berg' })
      .getByLabel('Din anteckning')
      .fill('Avslutar med en skål');
    await desk.getByRole('button', { name: 'Spara talordningen' }).click();
    await expect(desk.getByText('Sparad', { exact: true })).toBeVisible();
    await expect(desk.getByText('3 talare har ändringar som inte mejlats')).toBeVisible();
    await shoot('desk-phone-saved');
    await desk.reload();
    await expect.poll(() => namesIn(desk, 'Efter förrätten')).toEqual(['Eva Holm', 'Morfar Gösta']);
    await expect(column(desk, 'Efter förrätten').getByLabel('Planerade minuter')).toHaveValue('10');
    await expect(desk.getByRole('listitem', { name: 'Per Berg' }).getByLabel('Din anteckning')).toHaveValue(
      'Avslutar med en skål',
    );
  });

  await test.step('each speaker is mailed their slot once', async () => {
    await desk.getByRole('button', { name: /Mejla talarna deras plats/ }).click();
    await expect(desk.getByText('3 talare mejlades.')).toBeVisible();
    await expect(desk.getByRole('button', { name: /Mejla talarna deras plats/ })).toBeDisabled();
    await mailContaining(page.request, speakers[0]?.mail ?? '', 'Efter förrätten');
    await mailContaining(page.request, speakers[1]?.mail ?? '', 'Efter varmrätten');
    await mailContaining(page.request, speakers[2]?.mail ?? '', 'Efter förrätten');
    const again = await page.request.post(`/api/toastmaster/${token}/notify`, {
      headers: { 'content-type': 'application/json' },
      data: {},
    });
    expect(await again.json()).toEqual({ mailed: 0 });
    for (const speaker of speakers) expect(await mailsTo(page.request, speaker.mail, 'Efter')).toBe(1);
  });

  await test.step('the running order prints, and its PDF is served', async () => {
    await desk.emulateMedia({ media: 'print' });
    await expect(desk.getByRole('button', { name: 'Spara talordningen' })).toBeHidden();
    const printed = testInfo.outputPath('printed.pdf');
    await desk.pdf({
      path: printed,
      format: 'A4',
      margin: { top: '15mm', bottom: '15mm', left: '15mm', right: '15mm' },
    });
    const text = readPdf(printed)
      .map((pdfPage) => pdfPage.text)
      .join(' ');
    for (const word of [
      'Talordning',
      'Efter förrätten',
      'Eva Holm',
      'Morfar Gösta',
      'Per Berg',
      'Hej tomtegubbar',
      'Avslutar med en skål',
    ]) {
      expect(text).toContain(word);
    }
    expect(text).not.toContain('Spara talordningen');
    expect(text.indexOf('Eva Holm')).toBeLessThan(text.indexOf('Morfar Gösta'));
    await desk.emulateMedia({ media: 'screen' });
    const printedPages = await attachPages(testInfo, printed, 'printed');
    expect(printedPages.length).toBeGreaterThan(0);

    const pdfLink = desk.getByRole('link', { name: 'Ladda ned PDF' });
    const served = await page.request.get((await pdfLink.getAttribute('href')) ?? '');
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain('application/pdf');
    const servedPath = testInfo.outputPath('running-order.pdf');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(servedPath, await served.body());
    expect(
      readPdf(servedPath)
        .map((pdfPage) => pdfPage.text)
        .join(' '),
    ).toContain('Morfar Gösta');
    await attachPages(testInfo, servedPath, 'served');
  });

  await test.step('a revoked link says so', async () => {
    const revoked = await page.request.delete(`/api/sites/${siteId}/speeches/toastmasters/tm1/link`, {
      headers: { 'content-type': 'application/json' },
      data: {},
    });
    expect(revoked.status()).toBe(200);
    await desk.reload();
    await expect(desk.getByRole('heading', { name: 'Länken fungerar inte' })).toBeVisible();
    await shoot('desk-phone-revoked');
  });
  await phone.close();
});
