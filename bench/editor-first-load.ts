/**
 * bench/editor-first-load: what the owner's editor downloads before the first edit (issue 40), on quick start
 * (`/snabbstart`), the editor a newcomer meets first. A cold load (fresh browser context, empty cache) in
 * Debian's Chromium against the compiled server (`npm run build` first) in production mode: open the page,
 * close the intro with 'Sätt igång', open the first module's action bar and wait until its edit button is
 * enabled. That moment is "ready": every request the browser started until then is counted, and the
 * JavaScript's bytes as they travelled (compressed, without headers). What the page still asks for after
 * ready, until the network has been quiet for a second, is recorded apart (`settled`).
 *
 * Run with `npm run bench:editor-first-load`. Settings by env: BENCH_RUNS (3 loads per viewport),
 * BENCH_PORT (4450), BENCH_BRAND ('party'), BENCH_NOTE, BENCH_LIST (1: print every request of each load).
 * Results go to bench/results/editor-first-load.json.
 */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type Request } from 'playwright-core';
import { loadAverageNow, writeBenchResults } from './bench-results';
import { round, withCompiledServer } from './compiled-server';
import { CHROMIUM } from './public-site/chromium';

const PORT = Number(process.env.BENCH_PORT ?? 4450);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BRAND = process.env.BENCH_BRAND ?? 'party';
const BASE = `http://localhost:${PORT}`;
const TIMEOUT_MS = 120_000;
/** The network counts as settled after this long without a request in flight or starting. */
const QUIET_MS = 1_000;

/** The targets of issue 40, before the first edit. */
const TARGET = { jsKilobytes: 300, requests: 60 } as const;

const VIEWPORTS = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

type Kind = 'js' | 'css' | 'font' | 'image' | 'api' | 'document' | 'other';

interface Seen {
  url: string;
  kind: Kind;
  startedMs: number;
  /** The response body's bytes as transferred (compressed); 0 until the request finished. */
  bodyBytes: number;
}

function kindOf(request: Request): Kind {
  const path = new URL(request.url()).pathname;
  if (path.startsWith('/api/images/')) return 'image';
  if (path.startsWith('/api/')) return 'api';
  if (request.resourceType() === 'document') return 'document';
  if (path.endsWith('.js')) return 'js';
  if (path.endsWith('.css')) return 'css';
  if (/\.(woff2?|ttf|otf)$/.test(path)) return 'font';
  if (request.resourceType() === 'image' || /\.(svg|png|jpe?g|webp|avif|gif)$/.test(path)) return 'image';
  return 'other';
}

function summary(seen: readonly Seen[]) {
  const byKind: Partial<Record<Kind, { requests: number; kilobytes: number }>> = {};
  for (const entry of seen) {
    const kind = (byKind[entry.kind] ??= { requests: 0, kilobytes: 0 });
    kind.requests += 1;
    kind.kilobytes += entry.bodyBytes / 1024;
  }
  for (const kind of Object.values(byKind)) kind.kilobytes = round(kind.kilobytes);
  return {
    requests: seen.length,
    jsKilobytes: byKind.js?.kilobytes ?? 0,
    byKind,
  };
}

/** One cold load of quick start, up to ready and then until the network is quiet. */
async function loadOnce(browser: Browser, viewport: keyof typeof VIEWPORTS) {
  const context = await browser.newContext({ ...VIEWPORTS[viewport], locale: 'sv-SE' });
  const page = await context.newPage();
  const seen = new Map<Request, Seen>();
  let inFlight = 0;
  let lastActivity = performance.now();
  const started = performance.now();
  page.on('request', (request) => {
    inFlight += 1;
    lastActivity = performance.now();
    seen.set(request, {
      url: request.url(),
      kind: kindOf(request),
      startedMs: lastActivity - started,
      bodyBytes: 0,
    });
  });
  const finish = async (request: Request) => {
    const entry = seen.get(request);
    try {
      if (entry) entry.bodyBytes = (await request.sizes()).responseBodySize;
    } finally {
      inFlight -= 1;
      lastActivity = performance.now();
    }
  };
  page.on('requestfinished', (request) => void finish(request));
  page.on('requestfailed', (request) => void finish(request));
  try {
    await page.goto(`${BASE}/snabbstart`, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    const intro = page.getByRole('dialog', { name: 'Prova gratis utan registrering' });
    await intro.getByRole('button', { name: 'Sätt igång' }).click({ timeout: TIMEOUT_MS });
    await intro.waitFor({ state: 'hidden', timeout: TIMEOUT_MS });
    const firstModule = page.locator('[data-module-id]').first();
    await firstModule.getByRole('button', { name: /^Verktyg för / }).click({ timeout: TIMEOUT_MS });
    const edit = firstModule.getByRole('button', { name: 'Redigera innehåll' });
    await edit.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    if (!(await edit.isEnabled())) throw new Error('the first module has no enabled edit button');
    const readyMs = performance.now() - started;
    // Bodies still arriving at ready are part of the load that made it: wait for those to finish.
    const startedBeforeReady = [...seen.values()].filter((entry) => entry.startedMs <= readyMs);
    while (inFlight > 0 || performance.now() - lastActivity < QUIET_MS)
      await new Promise((done) => setTimeout(done, 100));
    const all = [...seen.values()];
    if (process.env.BENCH_LIST)
      for (const entry of all)
        console.log(entry.kind, Math.round(entry.startedMs), entry.bodyBytes, new URL(entry.url).pathname);
    return {
      readyMs: Math.round(readyMs),
      beforeFirstEdit: summary(startedBeforeReady),
      settled: summary(all),
      afterReady: all
        .filter((entry) => entry.startedMs > readyMs)
        .map((entry) => new URL(entry.url).pathname),
    };
  } finally {
    await context.close();
  }
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function measure() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  try {
    const byViewport: Record<string, unknown> = {};
    for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      const loads = [];
      for (let run = 0; run < RUNS; run += 1) {
        const load = await loadOnce(browser, viewport);
        console.log(viewport, JSON.stringify(load.beforeFirstEdit), `${load.readyMs} ms`);
        loads.push(load);
      }
      const jsKilobytes = median(loads.map((load) => load.beforeFirstEdit.jsKilobytes));
      const requests = median(loads.map((load) => load.beforeFirstEdit.requests));
      byViewport[viewport] = {
        medianBeforeFirstEdit: { jsKilobytes, requests },
        medianReadyMs: median(loads.map((load) => load.readyMs)),
        meetsTarget: {
          jsKilobytes: jsKilobytes <= TARGET.jsKilobytes,
          requests: requests <= TARGET.requests,
        },
        loads,
      };
    }
    return byViewport;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const loadAverageBefore = loadAverageNow();
  const viewports = await withCompiledServer('pglite', PORT, { BRAND }, measure);
  const results = writeBenchResults('editor-first-load.json', loadAverageBefore, {
    settings: { runs: RUNS, brand: BRAND, path: '/snabbstart', target: TARGET },
    chromium: execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim(),
    viewports,
  });
  console.log(JSON.stringify({ ...results, viewports: undefined }, null, 2));
}

await main();
