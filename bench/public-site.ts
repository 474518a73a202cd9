/**
 * bench/public-site: how fast guests get a public site (issue 15 "Benchmarks"), measured side by side in
 * one run on this machine, into bench/results/public-site.json:
 * - the compiled server (NODE_ENV=production, fresh embedded database) under load at 10 connections for
 *   the demo site's page and a published site with every module type, each against Debian's nginx serving
 *   the identical answer (bytes and headers) as a static file, for a returning browser (its visitor cookie)
 *   and for first-time visitors (no cookie: every request mints a visitor and sets its cookie, issue 40),
 *   and the public JSON read against a bare Fastify route answering the same bytes from memory;
 * - Lighthouse mobile performance on both pages;
 * - the time until the header title shows at 400 kbit/s with 400 ms round trips;
 * - the guest's first-load JavaScript and CSS (gzip) from the web build's manifest.
 *
 * Run with `npm run bench:public-site` after `npm run build`. Needs nginx and Chromium (README).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoHostOf, developmentDomain } from '@eventsite/core/constants/platform';
import { translateText } from '@eventsite/core/rules/translate-text';
import { GUEST_FIRST_LOAD_BUDGET, guestFirstLoad } from './guest-first-load';
import { serveFromMemory } from './public-site/bare-route';
import { CHROMIUM } from './public-site/chromium';
import { freePort } from './public-site/free-port';
import { auditPage, type LighthouseResult } from './public-site/lighthouse';
import { measureLoad, type LoadResult } from './public-site/load';
import { requireNginx, serveStaticCopies } from './public-site/nginx';
import { startProcess, stopAll, stopProcess, waitForUrl } from './public-site/processes';
import {
  fetchRaw,
  headerValue,
  JSON_REQUEST_HEADERS,
  PAGE_REQUEST_HEADERS,
  type RawResponse,
} from './public-site/raw-response';
import { seedPublishedSite } from './public-site/seed-site';
import { timeToHeaderTitle } from './public-site/slow-network';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_SCRIPT = join(ROOT, 'apps/server/dist/server.js');
const WEB_DIST = join(ROOT, 'apps/web/dist');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP_S = Number(process.env.BENCH_WARM_UP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SLOW_RUNS = Number(process.env.BENCH_SLOW_RUNS ?? 2);
/** Lighthouse audits per page (issue 40: five, the median and the lowest judged). */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
// The wedding brand offers every module type, theme and the event logo that the seeded site uses.
const BRAND = 'wedding';
const DOMAIN = developmentDomain(BRAND);
const DEMO_HOST = demoHostOf(DOMAIN);

/** Issue 15's targets. */
const TARGETS = {
  pageShareOfNginx: 0.5,
  /** Issue 40: a first-time visitor's page (no visitor cookie) at least 0.8 × nginx's. */
  firstVisitShareOfNginx: 0.8,
  pageLatencyP99Ms: 20,
  jsonShareOfBareFastify: 0.5,
  lighthouseScore: 95,
  /** Issue 40: the median of BENCH_LIGHTHOUSE_RUNS runs, and the lowest of them. */
  lighthouseMedianScore: 98,
  lighthouseLowestScore: 96,
  cumulativeLayoutShift: 0.02,
  firstContentfulPaintMs: 1200,
  headerTitleAtSlowNetworkMs: 2500,
  firstLoadJsGzipBytes: GUEST_FIRST_LOAD_BUDGET.jsGzipBytes,
  firstLoadCssGzipBytes: GUEST_FIRST_LOAD_BUDGET.cssGzipBytes,
};

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

function requireChromium(): void {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is needed for Lighthouse (${CHROMIUM} is missing): apt-get install chromium, or set BENCH_CHROMIUM.`,
    );
  }
}

function requireBuild(): void {
  if (!existsSync(SERVER_SCRIPT) || !existsSync(join(WEB_DIST, '.vite/manifest.json'))) {
    throw new Error('Build first: npm run build (apps/server/dist and apps/web/dist).');
  }
}

function versionOf(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return `${result.stdout}${result.stderr}`.trim().split('\n')[0] ?? '';
}

async function startServer(dataDir: string) {
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    BRAND,
    MARKET: 'se',
    // Publishing goes through the Swish simulator, which production mode keeps (not the /dev card page).
    SWISH_SIMULATOR_AUTO_APPROVE: 'true',
    // Load shedding off (0): an overloaded moment shows as latency in the numbers, not as 503 answers.
    MAX_EVENT_LOOP_DELAY_MS: '0',
  };
  delete env.DATABASE_URL;
  const server = startProcess(process.execPath, [SERVER_SCRIPT], { cwd: ROOT, env });
  await waitForUrl(`http://127.0.0.1:${port}/health/ready`, server);
  return { port, server };
}

function saveResults(results: object): void {
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/public-site.json'), `${JSON.stringify(results, null, 2)}\n`);
}

/** Fetches an answer once, insisting on 200: a bench of error pages would measure nothing useful. */
async function answerOf(port: number, path: string, headers: Record<string, string>): Promise<RawResponse> {
  const response = await fetchRaw(port, path, headers);
  if (response.status !== 200) throw new Error(`GET ${headers.host}${path}: ${response.status}`);
  return response;
}

/**
 * The path of a site's page a guest lands on from `/`: `/` itself, or where the server's one redirect
 * (the guest's language, `001` §2) leads.
 */
async function landingPath(port: number, headers: Record<string, string>): Promise<string> {
  const response = await fetchRaw(port, '/', headers);
  const location = headerValue(response, 'location');
  if (response.status >= 300 && response.status < 400 && location) {
    return new URL(location, `http://${headers.host}/`).pathname;
  }
  return '/';
}

/** The `name=value` of the visitor cookie a browser gets with its first answer. */
async function visitorCookie(port: number, headers: Record<string, string>): Promise<string> {
  const response = await fetchRaw(port, '/', headers);
  const visitor = response.headers
    .filter(([name]) => name === 'set-cookie')
    .map(([, value]) => value.split(';')[0] ?? '')
    .find((pair) => /^(__Host-)?visitor=/.test(pair));
  if (!visitor) throw new Error('the first answer set no visitor cookie');
  return visitor;
}

/** Checks that a copy sends the very bytes and encoding of the original. */
async function expectSameAnswer(
  original: RawResponse,
  port: number,
  path: string,
  headers: Record<string, string>,
) {
  const copy = await fetchRaw(port, path, headers);
  if (!copy.body.equals(original.body)) throw new Error(`the copy at ${path} sends other bytes`);
  for (const name of ['content-type', 'content-encoding']) {
    if (headerValue(copy, name) !== headerValue(original, name)) {
      throw new Error(`the copy at ${path} sends ${name} ${headerValue(copy, name)}`);
    }
  }
}

interface Comparison {
  name: string;
  url: string;
  headers: Record<string, string>;
  baselineUrl: string;
}

/** Warms both up, then measures the server and its baseline one after the other. */
async function compare({ name, url, headers, baselineUrl }: Comparison) {
  const settings = { connections: CONNECTIONS, durationSeconds: DURATION_S };
  const warmUp = { connections: CONNECTIONS, durationSeconds: WARM_UP_S };
  await measureLoad(url, headers, warmUp);
  await measureLoad(baselineUrl, headers, warmUp);
  console.log(`measuring ${name}`);
  const server = await measureLoad(url, headers, settings);
  const baseline = await measureLoad(baselineUrl, headers, settings);
  for (const [who, result] of [
    ['server', server],
    ['baseline', baseline],
  ] as const) {
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${name} (${who}): ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    }
  }
  const ratio = round(server.requestsPerSecond / baseline.requestsPerSecond);
  console.log(JSON.stringify({ name, server, baseline, ratio }));
  return { server, baseline, ratio };
}

function answerFacts(response: RawResponse) {
  return {
    bytes: response.body.length,
    contentType: headerValue(response, 'content-type') ?? null,
    contentEncoding: headerValue(response, 'content-encoding') ?? null,
  };
}

function pageVerdict(load: { server: LoadResult; ratio: number }, firstVisit: { ratio: number }) {
  return {
    shareOfNginx: load.ratio >= TARGETS.pageShareOfNginx,
    latencyP99: load.server.latencyP99Ms <= TARGETS.pageLatencyP99Ms,
    firstVisitShareOfNginx: firstVisit.ratio >= TARGETS.firstVisitShareOfNginx,
  };
}

/** A first-time visitor's load in the results: the server, nginx and their ratio. */
const firstVisitResult = (load: { server: LoadResult; baseline: LoadResult; ratio: number }) => ({
  server: load.server,
  nginx: load.baseline,
  ratio: load.ratio,
});

function lighthouseVerdict(result: LighthouseResult) {
  return {
    score: result.score >= TARGETS.lighthouseScore,
    medianScore: result.score >= TARGETS.lighthouseMedianScore,
    lowestScore: Math.min(...result.scores) >= TARGETS.lighthouseLowestScore,
    cumulativeLayoutShift: result.cumulativeLayoutShift <= TARGETS.cumulativeLayoutShift,
    firstContentfulPaint: result.firstContentfulPaintMs <= TARGETS.firstContentfulPaintMs,
  };
}

/** The Swedish title of the site's header, read from its public JSON. */
async function headerTitle(port: number, host: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/sites/public/host/${host}`);
  const site = (await response.json()) as {
    siteModules: { siteModuleType: string; title?: Record<string, string> }[];
  };
  const header = site.siteModules.find((module) => module.siteModuleType === 'Header');
  const title = header?.title ? translateText(header.title, 'sv') : '';
  if (!title) throw new Error('the site has no header title to wait for');
  return title;
}

async function main(): Promise<void> {
  requireBuild();
  requireNginx();
  requireChromium();
  const startedAt = Date.now();
  const loadAverageBefore = loadavg()[0] ?? 0;
  const firstLoad = guestFirstLoad(WEB_DIST);
  const work = mkdtempSync(join(tmpdir(), 'eventsite-bench-public-'));
  const temporary = [work];
  try {
    const { port, server } = await startServer(join(work, 'data'));
    const siteHost = `bench-${Date.now().toString(36)}.${DOMAIN}`;
    console.log(`server up on ${port}; publishing ${siteHost}`);
    const moduleTypes = await seedPublishedSite(`http://127.0.0.1:${port}`, ROOT, siteHost);

    // Guests' browsers come back with the visitor cookie their first answer set; a fresh browser on every
    // request would measure the visit counter's writes instead of serving the page.
    const cookie = await visitorCookie(port, { ...PAGE_REQUEST_HEADERS, host: siteHost });
    const pageHeaders = (host: string) => ({ ...PAGE_REQUEST_HEADERS, host, cookie });
    // A first-time visitor's browser has no cookie yet: each of its requests is a new visitor.
    const firstVisitHeaders = (host: string) => ({ ...PAGE_REQUEST_HEADERS, host });
    const jsonPath = `/api/sites/public/host/${siteHost}`;
    const jsonHeaders = { ...JSON_REQUEST_HEADERS, host: siteHost, cookie };
    const demoPath = await landingPath(port, pageHeaders(DEMO_HOST));
    const sitePath = await landingPath(port, pageHeaders(siteHost));
    const demoPage = await answerOf(port, demoPath, pageHeaders(DEMO_HOST));
    const sitePage = await answerOf(port, sitePath, pageHeaders(siteHost));
    const siteJson = await answerOf(port, jsonPath, jsonHeaders);

    const nginx = await serveStaticCopies({ '/demo': demoPage, '/site': sitePage });
    temporary.push(nginx.directory);
    const bare = await serveFromMemory(work, siteJson);
    await expectSameAnswer(demoPage, nginx.port, '/demo', pageHeaders(DEMO_HOST));
    await expectSameAnswer(sitePage, nginx.port, '/site', pageHeaders(siteHost));
    await expectSameAnswer(siteJson, bare.port, '/json', jsonHeaders);

    const base = `http://127.0.0.1:${port}`;
    const demoLoad = await compare({
      name: 'demo page',
      url: `${base}${demoPath}`,
      headers: pageHeaders(DEMO_HOST),
      baselineUrl: `http://127.0.0.1:${nginx.port}/demo`,
    });
    const siteLoad = await compare({
      name: 'published site page',
      url: `${base}${sitePath}`,
      headers: pageHeaders(siteHost),
      baselineUrl: `http://127.0.0.1:${nginx.port}/site`,
    });
    const demoFirstVisit = await compare({
      name: 'demo page, first-time visitors',
      url: `${base}${demoPath}`,
      headers: firstVisitHeaders(DEMO_HOST),
      baselineUrl: `http://127.0.0.1:${nginx.port}/demo`,
    });
    const siteFirstVisit = await compare({
      name: 'published site page, first-time visitors',
      url: `${base}${sitePath}`,
      headers: firstVisitHeaders(siteHost),
      baselineUrl: `http://127.0.0.1:${nginx.port}/site`,
    });
    const jsonLoad = await compare({
      name: 'public JSON read',
      url: `${base}${jsonPath}`,
      headers: jsonHeaders,
      baselineUrl: `http://127.0.0.1:${bare.port}/json`,
    });
    await stopProcess(nginx.process);
    await stopProcess(bare.process);

    const slowVerdict = (times: number[]) => Math.max(...times) <= TARGETS.headerTitleAtSlowNetworkMs;
    // Written after each phase, so that a run stopped in Lighthouse keeps its load numbers.
    const report = (
      lighthouse: { demo: LighthouseResult; site: LighthouseResult } | null,
      slow: { demo: number[]; site: number[] } | null,
    ) => ({
      measuredAt: new Date().toISOString(),
      note: process.env.BENCH_NOTE ?? null,
      commit: versionOf('git', ['-C', ROOT, 'rev-parse', '--short', 'HEAD']),
      complete: lighthouse !== null && slow !== null,
      benchSeconds: Math.round((Date.now() - startedAt) / 1000),
      machine: {
        cpus: cpus().length,
        node: process.version,
        nginx: versionOf(process.env.BENCH_NGINX ?? 'nginx', ['-v']),
        chromium: versionOf(CHROMIUM, ['--version']),
        // The machine is shared: a high load average means the numbers measure the neighbours too.
        loadAverageBefore: round(loadAverageBefore, 2),
        loadAverageAfter: round(loadavg()[0] ?? 0, 2),
      },
      settings: {
        connections: CONNECTIONS,
        durationSeconds: DURATION_S,
        warmUpSeconds: WARM_UP_S,
        nginxWorkers: Number(process.env.BENCH_NGINX_WORKERS ?? 1),
        slowNetworkRuns: SLOW_RUNS,
        lighthouseRuns: LIGHTHOUSE_RUNS,
        pageRequestHeaders: PAGE_REQUEST_HEADERS,
        jsonRequestHeaders: JSON_REQUEST_HEADERS,
      },
      targets: TARGETS,
      firstLoad: {
        ...firstLoad,
        meetsTarget: {
          js: firstLoad.jsGzipBytes <= TARGETS.firstLoadJsGzipBytes,
          css: firstLoad.cssGzipBytes <= TARGETS.firstLoadCssGzipBytes,
        },
      },
      demoPage: {
        host: DEMO_HOST,
        path: demoPath,
        answer: answerFacts(demoPage),
        server: demoLoad.server,
        nginx: demoLoad.baseline,
        ratio: demoLoad.ratio,
        firstVisit: firstVisitResult(demoFirstVisit),
        lighthouse: lighthouse?.demo ?? null,
        headerTitleVisibleMs: slow?.demo ?? null,
        meetsTarget: {
          ...pageVerdict(demoLoad, demoFirstVisit),
          lighthouse: lighthouse ? lighthouseVerdict(lighthouse.demo) : null,
          headerTitle: slow ? slowVerdict(slow.demo) : null,
        },
      },
      publishedSitePage: {
        host: siteHost,
        path: sitePath,
        moduleTypes,
        answer: answerFacts(sitePage),
        server: siteLoad.server,
        nginx: siteLoad.baseline,
        ratio: siteLoad.ratio,
        firstVisit: firstVisitResult(siteFirstVisit),
        lighthouse: lighthouse?.site ?? null,
        headerTitleVisibleMs: slow?.site ?? null,
        meetsTarget: {
          ...pageVerdict(siteLoad, siteFirstVisit),
          lighthouse: lighthouse ? lighthouseVerdict(lighthouse.site) : null,
          headerTitle: slow ? slowVerdict(slow.site) : null,
        },
      },
      publicRead: {
        path: jsonPath,
        answer: answerFacts(siteJson),
        server: jsonLoad.server,
        bareFastify: jsonLoad.baseline,
        ratio: jsonLoad.ratio,
        meetsTarget: { shareOfBareFastify: jsonLoad.ratio >= TARGETS.jsonShareOfBareFastify },
      },
    });
    saveResults(report(null, null));

    console.log('Lighthouse');
    const demoUrl = `http://${DEMO_HOST}:${port}${demoPath}`;
    const siteUrl = `http://${siteHost}:${port}${sitePath}`;
    const lighthouse = {
      demo: await auditPage(demoUrl, LIGHTHOUSE_RUNS),
      site: await auditPage(siteUrl, LIGHTHOUSE_RUNS),
    };
    saveResults(report(lighthouse, null));

    console.log('header title at 400 kbit/s, 400 ms RTT');
    const slow = {
      demo: await timeToHeaderTitle(demoUrl, await headerTitle(port, DEMO_HOST), SLOW_RUNS),
      site: await timeToHeaderTitle(siteUrl, await headerTitle(port, siteHost), SLOW_RUNS),
    };
    await stopProcess(server);
    const results = report(lighthouse, slow);
    saveResults(results);
    console.log(JSON.stringify(results, null, 2));
  } finally {
    await stopAll();
    for (const directory of temporary) rmSync(directory, { recursive: true, force: true });
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopAll().finally(() => process.exit(130));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
