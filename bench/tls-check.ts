/**
 * bench/tls-check: how fast `GET /api/tls/allowed?domain=` answers under load, since the TLS proxy asks it
 * before every on-demand certificate. A second process (this one) sends a bounded number of concurrent
 * requests on loopback: half for a published site's host (200), half for unknown hosts (404). Results go to
 * bench/results/tls-check.json.
 *
 * Run with `npm run tls-check -w @eventsite/bench` (BENCH_PORT, BENCH_REQUESTS, BENCH_CONCURRENCY).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 4411);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
/** The loop stops after this long even if not every request was sent. */
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 60);
/** A request that takes longer than this fails the run rather than hanging it. */
const REQUEST_TIMEOUT_MS = 10_000;
const BASE = `http://127.0.0.1:${PORT}`;
const LABEL = 'bench-tls';
const HOST = `${LABEL}.party.localhost`;

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`server did not start at ${url}`);
}

async function postJson(path: string, body: unknown, cookie = ''): Promise<Response> {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** An owner with a site published on HOST, paid with the simulated card. */
async function publishSite(): Promise<void> {
  const registered = await postJson('/api/accounts/register/', {
    mail: `bench-${Date.now()}@example.se`,
    password: 'bench-password',
  });
  const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const created = await postJson(
    '/api/sites/V2',
    {
      site: { theme: 'theme4', usesSiteModules: true, fonts: { heading: 'Playfair Display', text: 'Arial' } },
      wizardData: null,
    },
    cookie,
  );
  const siteId = ((await created.json()) as { site: { _id: string } }).site._id;
  const started = await postJson(
    `/api/sites/${siteId}/payment/stripe`,
    { paymentProduct: 'subdomain', host: HOST },
    cookie,
  );
  const session = (await started.json()) as { client_secret: string };
  await postJson('/dev/card/confirm', {
    clientSecret: session.client_secret,
    cardNumber: '4242424242424242',
  });
  const allowed = await fetch(`${BASE}/api/tls/allowed?domain=${HOST}`);
  if (allowed.status !== 200) throw new Error(`the published host is not allowed: ${allowed.status}`);
}

function percentile(sorted: number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return Math.round((sorted[index] ?? 0) * 100) / 100;
}

async function load() {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let sent = 0;
  const deadline = performance.now() + MAX_SECONDS * 1000;
  const worker = async () => {
    while (sent < REQUESTS && performance.now() < deadline) {
      const index = sent;
      sent += 1;
      const domain = index % 2 === 0 ? HOST : `unknown-${index}.example.se`;
      const start = performance.now();
      const response = await fetch(`${BASE}/api/tls/allowed?domain=${domain}`, {
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - start);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      const expected = index % 2 === 0 ? 200 : 404;
      if (response.status !== expected)
        throw new Error(`${domain}: ${response.status}, expected ${expected}`);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds: Math.round(seconds * 100) / 100,
    requestsPerSecond: Math.round(latencies.length / seconds),
    latencyP50Ms: percentile(sorted, 0.5),
    latencyP99Ms: percentile(sorted, 0.99),
    latencyMaxMs: percentile(sorted, 1),
    statuses,
  };
}

async function main(): Promise<void> {
  // One node process (tsx as a loader, not npx → tsx → node), so killing it stops the server.
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'eventsite-bench-tls-')),
      LOG_LEVEL: 'warn',
      BRAND: 'party',
      MARKET: 'se',
    },
  });
  try {
    await waitForServer(`${BASE}/api/config`);
    console.log('server up; publishing the site');
    await publishSite();
    console.log('measuring');
    // A short warm-up so the measurement sees a running server, not its first compilations.
    await fetch(`${BASE}/api/tls/allowed?domain=${HOST}`);
    const loadBefore = loadavg()[0];
    const tlsCheck = await load();
    const results = {
      measuredAt: new Date().toISOString(),
      machine: {
        concurrency: CONCURRENCY,
        requestsAsked: REQUESTS,
        maxSeconds: MAX_SECONDS,
        database: 'PGlite',
        // The machine is shared: a high load average means the numbers measure the neighbours too.
        loadAverageBefore: Math.round((loadBefore ?? 0) * 100) / 100,
        loadAverageAfter: Math.round((loadavg()[0] ?? 0) * 100) / 100,
      },
      tlsCheck,
    };
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench/results/tls-check.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify(results, null, 2));
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
