/**
 * bench/rsvp-submissions: how many RSVPs per second the server stores (and mails), with the latency of
 * each, on the embedded PGlite database and on PostgreSQL. The compiled server (`npm run build` first) runs
 * as a second process in production mode with a temp DATA_DIR, raised rate limits and load shedding off;
 * the submissions go to the party demo site's RSVP module.
 *
 * Each run fetches one post key per submission first, waits until the keys are past the 3 s anti-spam
 * minimum, then sends the submissions `BENCH_CONCURRENCY` at a time and checks that every answer is
 * `{ invertedSuccess: false }` (stored, not taken for a robot). Results go to bench/results/rsvp-submissions.json.
 *
 * Run with `npm run bench:rsvp`. Settings by env: BENCH_SUBMISSIONS (2000), BENCH_CONCURRENCY (10),
 * BENCH_PORT (4420), BENCH_DATABASES ('pglite,postgres'), BENCH_PG_ADMIN_URL (a PostgreSQL database to
 * create the run's fresh database from; postgres://postgres@127.0.0.1:5432/test).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 4420);
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Unmeasured submissions first, so the server's first-request warm-up does not land in the numbers. */
const WARM_UP = Math.min(200, Math.ceil(SUBMISSIONS / 10));
/** A post key must be at least 3 s old when used; a little more, so none is early. */
const POST_KEY_MIN_AGE_MS = 3_100;
const DEMO_HOST = 'demo.party.localhost';
const BASE = `http://localhost:${PORT}`;

type Database = 'pglite' | 'postgres';

interface FormElementJson {
  id: string;
  formElementType: 'ShortText' | 'SingleSelect';
  options?: { id: string }[];
  [key: string]: unknown;
}

interface RsvpModuleJson {
  id: string;
  siteModuleType: string;
  title?: unknown;
  form: { formElements: FormElementJson[] };
}

interface RunResult {
  database: Database;
  submissions: number;
  concurrency: number;
  durationSeconds: number;
  submissionsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
}

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`server did not start at ${url}`);
}

/** Runs `task` for 0..count-1, at most `concurrency` at a time, in order of start. */
async function inParallel<T>(count: number, concurrency: number, task: (index: number) => Promise<T>) {
  const results = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

const round = (value: number) => Math.round(value * 100) / 100;

async function fetchPostKey(): Promise<string> {
  const response = await fetch(`${BASE}/api/rsvps/post-key`);
  if (!response.ok) throw new Error(`post key: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { key: string }).key;
}

/** One guest answering the demo RSVP: a name, 'Ja', and nothing for the optional questions. */
function guestAnswers(module: RsvpModuleJson, index: number) {
  return module.form.formElements.map((formElement) => {
    if (formElement.formElementType === 'SingleSelect') {
      return { formElement, value: null, selectedOption: formElement.options?.[0] ?? null };
    }
    const value = formElement.id === 'rsvp-name' ? `Bench Guest ${index}` : '';
    return { formElement, value, selectedOption: null };
  });
}

async function submit(siteId: string, module: RsvpModuleJson, postKey: string, index: number) {
  const started = performance.now();
  const response = await fetch(`${BASE}/api/rsvps/${siteId}/v4/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      guests: [{ formElements: guestAnswers(module, index) }],
      language: 'sv',
      groupIdentifier: `bench-${index}-${randomBytes(4).toString('hex')}`,
      postKey,
      formId: module.id,
      formTitle: module.title ?? {},
    }),
  });
  const body = await response.text();
  const latencyMs = performance.now() - started;
  if (response.status !== 200) throw new Error(`submission ${index}: ${response.status} ${body}`);
  const { invertedSuccess } = JSON.parse(body) as { invertedSuccess: boolean };
  if (invertedSuccess !== false) throw new Error(`submission ${index} was taken for a robot: ${body}`);
  return latencyMs;
}

async function measure(database: Database): Promise<RunResult> {
  const site = (await (await fetch(`${BASE}/api/sites/public/host/${DEMO_HOST}`)).json()) as {
    _id: string;
    siteModules: RsvpModuleJson[];
  };
  const module = site.siteModules.find((candidate) => candidate.siteModuleType === 'Rsvp');
  if (!module) throw new Error('the demo site has no RSVP module');

  const keys = await inParallel(WARM_UP + SUBMISSIONS, CONCURRENCY, () => fetchPostKey());
  await new Promise((done) => setTimeout(done, POST_KEY_MIN_AGE_MS));
  await inParallel(WARM_UP, CONCURRENCY, (index) => submit(site._id, module, keys[index] ?? '', index));

  const started = performance.now();
  const latencies = await inParallel(SUBMISSIONS, CONCURRENCY, (index) =>
    submit(site._id, module, keys[WARM_UP + index] ?? '', WARM_UP + index),
  );
  const durationSeconds = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    database,
    submissions: SUBMISSIONS,
    concurrency: CONCURRENCY,
    durationSeconds: round(durationSeconds),
    submissionsPerSecond: round(SUBMISSIONS / durationSeconds),
    latencyP50Ms: round(percentile(sorted, 50)),
    latencyP99Ms: round(percentile(sorted, 99)),
    latencyMaxMs: round(sorted[sorted.length - 1] ?? Number.NaN),
  };
}

function psql(sql: string): void {
  const result = spawnSync('psql', [PG_ADMIN_URL, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql failed (${sql}): ${result.stderr || String(result.error)}`);
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.pid === undefined) return Promise.resolve();
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  // The server runs in its own process group (tsx starts node as a child): stop the whole group.
  process.kill(-server.pid, 'SIGTERM');
  return exited;
}

async function run(database: Database): Promise<RunResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'eventsite-bench-rsvp-'));
  const dbName = `eventsite_bench_${randomBytes(6).toString('hex')}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // An overloaded moment shows as latency in the numbers, not as 503 answers.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    BRAND: 'party',
    MARKET: 'se',
    RATE_LIMIT_SUBMISSION: '100000/60',
    RATE_LIMIT_POST_KEY: '100000/60',
  };
  delete env.DATABASE_URL;
  if (database === 'postgres') {
    psql(`CREATE DATABASE ${dbName}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
    detached: true,
  });
  try {
    await waitForServer(`${BASE}/api/config`, server);
    const result = await measure(database);
    console.log(JSON.stringify(result));
    return result;
  } finally {
    await stopServer(server);
    if (database === 'postgres') psql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const loadAverageBefore = loadavg()[0] ?? 0;
  const runs: RunResult[] = [];
  for (const database of DATABASES) {
    if (database !== 'pglite' && database !== 'postgres') throw new Error(`unknown database ${database}`);
    runs.push(await run(database));
  }
  const results = {
    measuredAt: new Date().toISOString(),
    note: process.env.BENCH_NOTE ?? null,
    commit: execFileSync('git', ['-C', ROOT, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
    machine: {
      cpus: cpus().length,
      // The machine is shared: a high load average means the numbers measure the neighbours too.
      loadAverageBefore: Math.round(loadAverageBefore * 100) / 100,
      loadAverageAfter: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    },
    settings: { submissions: SUBMISSIONS, concurrency: CONCURRENCY, warmUpSubmissions: WARM_UP },
    guestsPerSubmission: 1,
    runs,
  };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/rsvp-submissions.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
