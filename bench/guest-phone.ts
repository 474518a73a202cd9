/// <reference lib="dom" />
/**
 * bench/guest-phone: what a guest's phone goes through on the wedding and the party brand's demo page
 * (issue 40 "Speed"), into bench/results/guest-phone.json, on the compiled server (`npm run build` first) in
 * Debian's Chromium at 390 × 844, device pixel ratio 3, a fresh cache each load:
 * - bytes: every byte the phone receives (headers included, as `encodedDataLength` counts them) from
 *   navigation until the network has been quiet for 3 s after the app has taken over the page, by kind
 *   (document, fonts, scripts, images, style sheets), and how many requests come after the load event;
 * - a slow phone (400 kbit/s down and up, 400 ms round trips, CPU 4× slower): when the page is usable (the
 *   RSVP's select enabled and a tap or choice answered: held with feedback by the boot script until the app
 *   runs, or by the app), and when the app has hydrated; a form opened a second after hydration (from the
 *   tap until its first field shows); and a tap on the form's button 2.5 s in, before hydration (until the
 *   button shows that it is working, and until the form shows); with the files fetched until usable and
 *   after each tap.
 * Byte counts are exact on any machine; the times measure the machine's load too (`loadAverage`).
 *
 * Run with `npm run bench:guest-phone`; `BENCH_PORT` (default 4149), `BENCH_SLOW_RUNS` (default 2).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Locator,
  type Page,
} from 'playwright-core';
import { GUEST_BOOT_HOLDING_ATTRIBUTE, GUEST_HYDRATED_EVENT } from '@eventsite/core/constants/guest-boot';
import { withCaddyFront } from './caddy-front';
import { ROOT, withCompiledServer } from './compiled-server';
import { CHROMIUM } from './public-site/chromium';

const PORT = Number(process.env.BENCH_PORT ?? 4149);
const SLOW_RUNS = Number(process.env.BENCH_SLOW_RUNS ?? 2);
/**
 * `BENCH_VIA=caddy`: through production's front (deploy/Caddyfile, HTTP/2 over TLS) on `BENCH_CADDY_PORT`,
 * into guest-phone-caddy.json; else straight to the Node server over HTTP/1.1, as before.
 */
const VIA_CADDY = process.env.BENCH_VIA === 'caddy';
const CADDY_PORT = Number(process.env.BENCH_CADDY_PORT ?? PORT + 300);
const ALL_BRANDS = ['wedding', 'party'] as const;
/** `BENCH_BRANDS` (comma-separated) measures some brands only, e.g. while looking into one page. */
const BRANDS = ALL_BRANDS.filter((brand) => (process.env.BENCH_BRANDS ?? brand).split(',').includes(brand));
const KBIT = 1000 / 8;
const SLOW_NETWORK = {
  offline: false,
  latency: 400,
  downloadThroughput: 400 * KBIT,
  uploadThroughput: 400 * KBIT,
};
const SLOW_CPU = 4;
const TIMEOUT_MS = 120_000;
/** How long a tapped form has to show before its tap counts as lost. */
const FORM_TIMEOUT_MS = 45_000;
/** When a slow phone's early tap comes: before the app has hydrated, after the page's first paint. */
const EARLY_TAP_MS = 2_500;

const TARGETS = { totalBytes: 250_000, usableMs: 5_000, formAfterHydrationMs: 1_500 };

const RSVP_SELECT = 'section[data-module-type="Rsvp"] select';
const FORM_BUTTON = 'section[data-module-type="Form"] button';
const FORM_FIELD = 'section[data-module-type="Form"] :is(input, textarea, select)';
/** The first guest's fields, which a choice of the number of guests opens. */
const RSVP_FIELD = 'section[data-module-type="Rsvp"] :is(input, textarea)';
/** The number of guests the slow phone chooses in the RSVP. */
const RSVP_GUESTS = '2';

type Kind = 'document' | 'font' | 'script' | 'image' | 'stylesheet' | 'other';

function kindOf(type: string): Kind {
  const kinds: Record<string, Kind> = {
    Document: 'document',
    Font: 'font',
    Script: 'script',
    Image: 'image',
    Stylesheet: 'stylesheet',
  };
  return kinds[type] ?? 'other';
}

async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'sv-SE',
  });
  // The app's signal that it runs the page (guest-boot.ts holds taps until then), as a time on the page's clock.
  await context.addInitScript((event: string) => {
    window.addEventListener(event, () => {
      (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
    });
  }, GUEST_HYDRATED_EVENT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, page, cdp };
}

/** Resolves once no request has been under way for `quietMs`. */
function networkQuiet(cdp: CDPSession, quietMs: number): Promise<void> {
  const open = new Set<string>();
  return new Promise((done) => {
    let timer = setTimeout(done, quietMs);
    const rearm = () => {
      clearTimeout(timer);
      if (open.size === 0) timer = setTimeout(done, quietMs);
    };
    cdp.on('Network.requestWillBeSent', (event) => {
      open.add(event.requestId);
      rearm();
    });
    const finish = (event: { requestId: string }) => {
      open.delete(event.requestId);
      rearm();
    };
    cdp.on('Network.loadingFinished', finish);
    cdp.on('Network.loadingFailed', finish);
  });
}

interface Transfer {
  url: string;
  kind: Kind;
  bytes: number;
  afterLoad: boolean;
}

async function measureBytes(browser: Browser, url: string) {
  const { context, page, cdp } = await phone(browser);
  const requests = new Map<string, { url: string; kind: Kind; afterLoad: boolean }>();
  const transfers: Transfer[] = [];
  let loaded = false;
  page.on('load', () => {
    loaded = true;
  });
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, {
      url: event.request.url,
      kind: kindOf(event.type ?? ''),
      afterLoad: loaded,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request && !request.url.startsWith('data:'))
      transfers.push({ ...request, bytes: event.encodedDataLength });
  });
  await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
  await page.waitForFunction(() => 'hydratedAt' in window, undefined, { timeout: TIMEOUT_MS });
  await networkQuiet(cdp, 3_000);
  await context.close();
  const byKind: Record<Kind, number> = { document: 0, font: 0, script: 0, image: 0, stylesheet: 0, other: 0 };
  for (const transfer of transfers) byKind[transfer.kind] += transfer.bytes;
  const totalBytes = transfers.reduce((sum, transfer) => sum + transfer.bytes, 0);
  const afterLoad = transfers.filter((transfer) => transfer.afterLoad);
  return {
    totalBytes,
    byKind,
    requests: transfers.length,
    requestsAfterLoad: afterLoad.length,
    bytesAfterLoad: afterLoad.reduce((sum, transfer) => sum + transfer.bytes, 0),
    files: transfers.map(({ url: address, kind, bytes, afterLoad: late }) => ({
      path: new URL(address).pathname,
      kind,
      bytes,
      afterLoad: late,
    })),
  };
}

async function slowPhone(browser: Browser) {
  const session = await phone(browser);
  await session.cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  await session.cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU });
  return session;
}

/**
 * Milliseconds since navigation on the page's clock until the page is usable: painted, the RSVP's select
 * enabled and taps answered, by the boot script (which holds a tap or choice with feedback at once and has the app make
 * it when it runs, `guest-boot.ts`) or by the app.
 */
async function usableAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    ([selector, holding]) => {
      const select = document.querySelector<HTMLSelectElement>(selector);
      const answered =
        document.documentElement.hasAttribute(holding) ||
        (window as unknown as { hydratedAt?: number }).hydratedAt !== undefined;
      const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
      return select !== null && !select.disabled && answered && painted ? performance.now() : null;
    },
    [RSVP_SELECT, GUEST_BOOT_HOLDING_ATTRIBUTE] as const,
    { timeout: TIMEOUT_MS, polling: 50 },
  );
  return Math.round((await handle.jsonValue()) ?? Number.NaN);
}

/** Milliseconds since navigation on the page's clock until the app has taken the page over (hydrated). */
async function hydratedAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => (window as unknown as { hydratedAt?: number }).hydratedAt ?? null,
    undefined,
    { timeout: TIMEOUT_MS, polling: 50 },
  );
  return Math.round((await handle.jsonValue()) ?? Number.NaN);
}

/**
 * The files the page fetched from `sinceMs` on, or was still fetching then (Resource Timing, on the page's
 * clock): when each was asked for (negative: before `sinceMs`) and had arrived, in milliseconds after
 * `sinceMs`, and its bytes; what a slow phone waits for, and what shares its link meanwhile.
 */
async function filesSince(page: Page, sinceMs: number) {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const resource = entry as PerformanceResourceTiming;
      return {
        url: resource.name,
        startMs: resource.startTime,
        endMs: resource.responseEnd,
        bytes: resource.transferSize,
      };
    }),
  );
  return entries
    .filter((entry) => entry.endMs >= sinceMs && !entry.url.startsWith('data:'))
    .map((entry) => ({
      path: new URL(entry.url).pathname,
      startMs: Math.round(entry.startMs - sinceMs),
      endMs: Math.round(entry.endMs - sinceMs),
      bytes: entry.bytes,
    }));
}

/**
 * Scrolls to `control`, acts on it (`act`) and waits for the first field it opens: the times on the page's
 * clock of the act, of the control's first sign of work (`aria-busy`, or the field there already) and of
 * the field.
 */
async function openWith(page: Page, control: string, field: string, act: (target: Locator) => Promise<void>) {
  const target = page.locator(control).first();
  await target.scrollIntoViewIfNeeded({ timeout: TIMEOUT_MS });
  // Watched on the page, so that a short-lived sign of work is seen.
  const tappedAt = await page.evaluate(
    ([controlSelector, fieldSelector]) => {
      const marks = window as unknown as { feedbackAt?: number; formAt?: number };
      // Inline: tsx names a function kept in a variable with a helper the page does not have.
      new MutationObserver(() => {
        const now = performance.now();
        const formShows = document.querySelector(fieldSelector) !== null;
        if (formShows) marks.formAt ??= now;
        if (formShows || document.querySelector(`${controlSelector}[aria-busy="true"]`) !== null) {
          marks.feedbackAt ??= now;
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
      return performance.now();
    },
    [control, field] as const,
  );
  await act(target);
  // A tap lost (made before anything listens) never opens the form: null then.
  await page
    .waitForFunction(() => 'formAt' in window, undefined, { timeout: FORM_TIMEOUT_MS, polling: 100 })
    .catch(() => null);
  const { feedbackAt, formAt } = await page.evaluate(() => {
    const marks = window as unknown as { feedbackAt?: number; formAt?: number };
    return { feedbackAt: marks.feedbackAt, formAt: marks.formAt };
  });
  return {
    tappedAtMs: Math.round(tappedAt),
    feedbackAfterTapMs: feedbackAt === undefined ? null : Math.round(feedbackAt - tappedAt),
    formAfterTapMs: formAt === undefined ? null : Math.round(formAt - tappedAt),
    filesAfterTap: await filesSince(page, tappedAt),
  };
}

/** Taps the Form module's button until its first field shows. */
function openForm(page: Page) {
  return openWith(page, FORM_BUTTON, FORM_FIELD, (button) => button.tap({ timeout: TIMEOUT_MS }));
}

/** Chooses the RSVP's number of guests until the first guest's first field shows. */
function chooseGuests(page: Page) {
  return openWith(page, RSVP_SELECT, RSVP_FIELD, async (select) => {
    await select.selectOption(RSVP_GUESTS, { timeout: TIMEOUT_MS });
  });
}

async function measureSlowPhone(browser: Browser, url: string) {
  // Until usable and hydrated, then a form opened a second after hydration.
  const afterHydration = await slowPhone(browser);
  await afterHydration.page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
  const usableMs = await usableAt(afterHydration.page);
  const hydratedMs = await hydratedAt(afterHydration.page);
  const filesUntilHydrated = await filesSince(afterHydration.page, 0);
  const loadEventMs = await afterHydration.page.evaluate(() =>
    Math.round(performance.getEntriesByType('navigation')[0]?.duration ?? Number.NaN),
  );
  await afterHydration.page.waitForTimeout(1_000);
  const formAfterHydration = await openForm(afterHydration.page);
  await afterHydration.context.close();
  // The RSVP's number of guests chosen a second after hydration, on a page of its own (the form's code would
  // otherwise be there already).
  const rsvp = await slowPhone(browser);
  await rsvp.page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
  await hydratedAt(rsvp.page);
  await rsvp.page.waitForTimeout(1_000);
  const rsvpAfterHydration = await chooseGuests(rsvp.page);
  await rsvp.context.close();
  // A tap on the form's button before the app has hydrated.
  const early = await slowPhone(browser);
  await early.page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
  await early.page.locator(FORM_BUTTON).first().waitFor({ state: 'visible', timeout: TIMEOUT_MS });
  const now = await early.page.evaluate(() => performance.now());
  await early.page.waitForTimeout(Math.max(0, EARLY_TAP_MS - now));
  const earlyTap = await openForm(early.page);
  const earlyHydratedMs = await hydratedAt(early.page);
  await early.context.close();
  return {
    usableMs,
    hydratedMs,
    loadEventMs,
    filesUntilHydrated,
    formAfterHydration,
    rsvpAfterHydration,
    earlyTap: { ...earlyTap, hydratedMs: earlyHydratedMs },
  };
}

async function measureAt(brand: string, url: string) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    // Caddy's internal CA is not the browser's: through Caddy its certificates are taken as they come.
    args: ['--no-sandbox', '--disable-gpu', ...(VIA_CADDY ? ['--ignore-certificate-errors'] : [])],
  });
  try {
    const bytes = await measureBytes(browser, url);
    console.log(brand, JSON.stringify({ ...bytes, files: undefined }));
    const slow = [];
    for (let run = 0; run < SLOW_RUNS; run += 1) {
      slow.push(await measureSlowPhone(browser, url));
      console.log(brand, JSON.stringify(slow.at(-1)));
    }
    return { url, bytes, slowPhone: slow };
  } finally {
    await browser.close();
  }
}

async function measureBrand(brand: (typeof BRANDS)[number]) {
  return withCompiledServer('pglite', PORT, { BRAND: brand, HOST: '127.0.0.1' }, () =>
    VIA_CADDY
      ? withCaddyFront(PORT, CADDY_PORT, () =>
          measureAt(brand, `https://demo.${brand}.localhost:${CADDY_PORT}/sv`),
        )
      : measureAt(brand, `http://demo.${brand}.localhost:${PORT}/sv`),
  );
}

const started = Date.now();
const loadAverageBefore = loadavg();
const pages: Record<string, Awaited<ReturnType<typeof measureBrand>>> = {};
for (const brand of BRANDS) pages[brand] = await measureBrand(brand);
const results = {
  date: new Date().toISOString(),
  note: process.env.BENCH_NOTE ?? null,
  loadAverage: { before: loadAverageBefore, after: loadavg() },
  benchSeconds: Math.round((Date.now() - started) / 1000),
  settings: {
    via: VIA_CADDY ? 'caddy (deploy/Caddyfile, HTTP/2, TLS)' : 'the Node server (HTTP/1.1)',
    viewport: '390x844@3',
    slowNetwork: SLOW_NETWORK,
    slowCpu: SLOW_CPU,
    earlyTapMs: EARLY_TAP_MS,
  },
  targets: TARGETS,
  pages,
};
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
const file =
  process.env.BENCH_RESULTS ??
  join(ROOT, 'bench/results', VIA_CADDY ? 'guest-phone-caddy.json' : 'guest-phone.json');
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(`written to ${file}`);
