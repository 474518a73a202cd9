import { expect, test } from '@playwright/test';
import { registerAccount, uniqueMail } from '../fixtures/accounts';
import { POST_KEY_MIN_AGE_MS } from '../fixtures/guest';
import { createGuestListSite } from '../fixtures/guest-list-site';
import { publishSite } from '../fixtures/publish';
import { uniqueLabel } from '../fixtures/unique';

const VIDEO = {
  id: 'video',
  siteModuleType: 'Video',
  title: { sv: 'Vår film', en: 'Our film' },
  // The owner asked for autoplay: a guest's page still asks YouTube nothing before the click.
  video: { videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', autoStart: true },
};

/** Issue 33 items 5 and 6: a guest's own answer, and a guest page that tells no third party about them. */
test.describe("a guest's data", () => {
  test('a household sees its answer through the personal link and withdraws it, which erases it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await registerAccount(page.request, uniqueMail('withdraw'), 'hemligt-lösen-1');
    const siteId = await createGuestListSite(page.request);
    const { host } = await publishSite(page.request, siteId, uniqueLabel('aterkalla'));
    const added = await page.request.post(`/api/sites/${siteId}/households`, {
      headers: { 'content-type': 'application/json' },
      data: { name: 'The Smiths', members: ['Sam Smith'], language: 'en' },
    });
    expect(added.status(), await added.text()).toBe(201);
    const { households } = (await added.json()) as { households: { token: string }[] };
    const port = new URL(test.info().project.use.baseURL ?? '').port;
    const link = `http://${host}:${port}/en?g=${households[0]?.token}`;

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
    const guest = await context.newPage();
    await guest.goto(link);
    const rsvp = guest.locator('section').filter({ has: guest.getByRole('heading', { name: 'RSVP' }) });
    await expect(rsvp.getByRole('textbox', { name: 'Name' })).toHaveValue('Sam Smith');
    await rsvp.getByRole('radio', { name: 'Yes' }).check();
    await guest.waitForTimeout(POST_KEY_MIN_AGE_MS);
    await rsvp.getByRole('button', { name: 'Send answer' }).click();
    await expect(guest.getByRole('dialog', { name: 'Thank you for your answer!' })).toBeVisible();

    const answers = async () =>
      ((await (await page.request.get(`/api/rsvps/${siteId}/v4`)).json()) as { data: { data: unknown[] } })
        .data.data.length;
    expect(await answers()).toBe(1);

    // Opened again later, the link shows what the household answered.
    await guest.goto(link);
    const own = rsvp.getByRole('region', { name: 'Your answer' });
    await expect(own).toBeVisible();
    await expect(own.getByText('Sam Smith')).toBeVisible();
    await expect(own.getByText('Yes')).toBeVisible();
    await own.getByRole('button', { name: 'Withdraw the answer' }).click();
    await expect(
      own.getByText('The answer is erased completely and the hosts no longer see it.'),
    ).toBeVisible();
    await own.getByRole('button', { name: 'Withdraw the answer' }).click();
    await expect(rsvp.getByRole('status').filter({ hasText: 'Your answer has been erased.' })).toBeVisible();
    await expect.poll(answers).toBe(0);
    await guest.goto(link);
    await expect(rsvp.getByRole('textbox', { name: 'Name' })).toHaveValue('Sam Smith');
    await expect(rsvp.getByRole('region', { name: 'Your answer' })).toHaveCount(0);
    await context.close();
  });

  test('a guest page asks no other host for anything until the guest clicks the video', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await registerAccount(page.request, uniqueMail('no-leak'), 'hemligt-lösen-1');
    const siteId = await createGuestListSite(page.request);
    const site = (await (await page.request.get(`/api/sites/${siteId}`)).json()) as {
      siteModules: unknown[];
    };
    const saved = await page.request.put(`/api/sites/V2/${siteId}`, {
      headers: { 'content-type': 'application/json' },
      data: { ...site, siteModules: [VIDEO, ...site.siteModules] },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const { host } = await publishSite(page.request, siteId, uniqueLabel('integritet'));
    const port = new URL(test.info().project.use.baseURL ?? '').port;

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'sv-SE' });
    const guest = await context.newPage();
    const hosts = new Map<string, number>();
    guest.on('request', (request) => {
      const { hostname } = new URL(request.url());
      hosts.set(hostname, (hosts.get(hostname) ?? 0) + 1);
    });
    const response = await guest.goto(`http://${host}:${port}/sv?g=${'x'.repeat(24)}`);
    expect(response?.headers()['referrer-policy']).toBe('strict-origin');
    expect(response?.headers()['content-security-policy']).toContain("img-src 'self' data: blob:;");
    const video = guest.getByRole('button', { name: 'Spela upp videon: Vår film' });
    await expect(video).toBeVisible();
    await expect(guest.getByText('Spelas från YouTube när du klickar')).toBeVisible();
    await guest.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await guest.waitForLoadState('networkidle');
    expect([...hosts.keys()]).toEqual([host]);
    expect(hosts.get(host)).toBeGreaterThan(1);

    await video.click();
    await expect(guest.getByTitle('Vår film')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    await expect.poll(() => hosts.has('www.youtube-nocookie.com')).toBe(true);
    expect([...hosts.keys()].sort()).toEqual([host, 'www.youtube-nocookie.com'].sort());

    // The footer's privacy link leads to the brand's page, which reads without JavaScript.
    const privacy = guest.getByRole('link', { name: 'Integritetspolicy' });
    await expect(privacy).toHaveAttribute('href', /\/integritetspolicy\?lang=sv$/);
    await context.close();
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
    });
    const policy = await noScript.newPage();
    await policy.goto(`http://localhost:${port}/integritetspolicy`);
    await expect(policy.getByRole('heading', { level: 1, name: 'Integritetspolicy' })).toBeVisible();
    await expect(policy.getByRole('heading', { name: 'Hur länge' })).toBeVisible();
    await noScript.close();
  });
});
