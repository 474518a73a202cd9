/**
 * bench/public-site: what a guest's phone downloads first, and how the public read and the public page
 * hold up under load from a second process. Results go to bench/results/public-site.json.
 *
 * Run with `npm run bench:public-site` after `npm run build`.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'apps/web/dist');
const PORT = Number(process.env.BENCH_PORT ?? 4410);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** The budget of the issue: the public site's initial JS stays under 120 KB gzip. */
const INITIAL_JS_BUDGET = 120 * 1024;
const DEMO_HOST = 'demo.party.localhost';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The entry chunk plus the PUBLIC app chunk and everything they import statically. */
function initialFiles(): { js: string[]; css: string[] } {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  visit('src/app/public/public-app.tsx');
  return { js: [...js], css: [...css] };
}

function gzipBytes(files: string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, file))).length, 0);
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`server did not start at ${url}`);
}

async function load(title: string, url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S, title });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
  };
}

async function main(): Promise<void> {
  const files = initialFiles();
  const initialJsGzip = gzipBytes(files.js);
  const initialCssGzip = gzipBytes(files.css);

  // One node process (tsx as a loader, not npx → tsx → node), so killing it stops the server.
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'eventsite-bench-')),
      LOG_LEVEL: 'warn',
      BRAND: 'party',
      MARKET: 'se',
    },
  });
  try {
    await waitForServer(`http://localhost:${PORT}/api/config`);
    const publicRead = await load(
      'public read',
      `http://localhost:${PORT}/api/sites/public/host/${DEMO_HOST}`,
      {},
    );
    // domainHost picks the site as the Host header would; autocannon sends its own Host.
    // The page is answered as HTML only to a client that accepts HTML, as a browser does.
    const publicPage = await load('public page', `http://localhost:${PORT}/?domainHost=${DEMO_HOST}`, {
      accept: 'text/html,application/xhtml+xml',
      'user-agent': 'Mozilla/5.0 (Linux; Android 14) bench/public-site',
    });
    const results = {
      measuredAt: new Date().toISOString(),
      machine: { durationSeconds: DURATION_S, connections: CONNECTIONS },
      initialJsGzipBytes: initialJsGzip,
      initialCssGzipBytes: initialCssGzip,
      initialJsFiles: files.js,
      initialJsBudgetBytes: INITIAL_JS_BUDGET,
      publicRead,
      publicPage,
    };
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench/results/public-site.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify(results, null, 2));
    if (initialJsGzip > INITIAL_JS_BUDGET) {
      throw new Error(`initial JS ${initialJsGzip} B gzip is over the ${INITIAL_JS_BUDGET} B budget`);
    }
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
