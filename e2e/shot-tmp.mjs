import { chromium } from '@playwright/test';
const base = 'http://localhost:4411';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h] of (process.env.ONLY === 'phone' ? [[390, 844]] : [[1440, 900], [390, 844]])) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, locale: 'sv-SE' });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  const mail = `shot-${Date.now()}-${w}@example.se`;
  let r = await page.request.post(`${base}/api/accounts/register/`, { data: { mail, password: 'hemligt123' } });
  console.log('register', r.status());
  r = await page.request.post(`${base}/api/sites/V2`, { data: { site: { _id: 'NEW', theme: 'theme7', usesSiteModules: true, fonts: { heading: 'Playfair Display', text: 'Lato' }, siteModules: [
    { id: 'h1', siteModuleType: 'Header', title: { sv: 'Annas 40-årsfest' }, secondLine: { sv: '14 juni 2025' } },
    { id: 't1', siteModuleType: 'Text', title: { sv: 'Välkomna!' }, text: { sv: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Vi ses på festen, det blir mat, dans och mycket skratt.' }] }] } } },
    { id: 'c1', siteModuleType: 'Countdown', title: { sv: 'Nedräkning' }, countdownDate: '2026-06-14T15:00', hide: true },
    { id: 'r1', siteModuleType: 'Rsvp', title: { sv: 'OSA' } },
  ] }, wizardData: null } });
  const siteId = (await r.json()).site._id;
  await page.goto(`${base}/redigera/${siteId}`);
  await page.getByRole('button', { name: 'Verktyg för Välkomna!' }).waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/editor-shots/editor-${w}.png` });
  await page.getByRole('button', { name: 'Verktyg för Välkomna!' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/editor-shots/editor-${w}-toolbar.png` });
  await page.getByRole('button', { name: 'Lägg till modul före' }).click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/editor-shots/editor-${w}-add.png` });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Ändra meny' }).click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/editor-shots/editor-${w}-menu.png` });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Design' }).click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/editor-shots/editor-${w}-drawer.png` });
  await page.getByRole('button', { name: 'Öppna menyn' }).click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/editor-shots/editor-${w}-sidemenu.png` });
  await context.close();
}
await browser.close();
