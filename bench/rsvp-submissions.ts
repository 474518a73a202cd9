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
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { gunzip, inflate } from 'node:zlib';
import {
  benchDatabases,
  inParallel,
  latencySummary,
  processGroupCpuMs,
  round,
  withCompiledServer,
  type BenchDatabase,
} from './compiled-server';
import { loadAverageNow, writeBenchResults } from './bench-results';
const PORT = Number(process.env.BENCH_PORT ?? 4420);
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
/** Unmeasured submissions first, so the server's first-request warm-up does not land in the numbers. */
const WARM_UP = Math.min(200, Math.ceil(SUBMISSIONS / 10));
/** A post key must be at least 3 s old when used; a little more, so none is early. */
const POST_KEY_MIN_AGE_MS = 3_100;
const DEMO_HOST = 'demo.party.localhost';
const BASE = `http://localhost:${PORT}`;

/**
 * The submissions go through node:http on kept-alive connections rather than the global `fetch`, whose
 * WHATWG machinery cost this bench (the load generator sharing the machine's cores with the server and
 * PostgreSQL) about 2 ms of CPU per RSVP on issue 40's machine; the requests are the same, headers included.
 */
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
/** What the global `fetch` (undici) sends besides the body's own headers. */
const FETCH_HEADERS = {
  accept: '*/*',
  'accept-language': '*',
  'sec-fetch-mode': 'cors',
  'user-agent': 'node',
  'accept-encoding': 'gzip, deflate',
};
const decoders: Record<string, (body: Buffer) => Promise<Buffer>> = {
  gzip: promisify(gunzip),
  deflate: promisify(inflate),
};

/** POSTs JSON as `fetch` would, answering the status and the decoded body. */
function postJson(path: string, json: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${BASE}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          ...FETCH_HEADERS,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(json),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const encoding = response.headers['content-encoding'];
          const decode = encoding ? decoders[encoding] : async (body: Buffer) => body;
          if (!decode) return reject(new Error(`unexpected content-encoding ${encoding}`));
          decode(Buffer.concat(chunks)).then(
            (body) => resolve({ status: response.statusCode ?? 0, body: body.toString('utf8') }),
            reject,
          );
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(json);
  });
}

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
  database: BenchDatabase;
  submissions: number;
  concurrency: number;
  durationSeconds: number;
  submissionsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  /** The server process's CPU time per stored RSVP: what the neighbours' load does not change. */
  serverCpuMsPerSubmission: number;
  /** The run's PostgreSQL backends' CPU time per RSVP; null on PGlite (in the server) or a remote server. */
  postgresCpuMsPerSubmission: number | null;
  /** This bench's own CPU time per RSVP: the load generator shares the machine's cores. */
  clientCpuMsPerSubmission: number;
}

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
  const { status, body } = await postJson(
    `/api/rsvps/${siteId}/v4/`,
    JSON.stringify({
      guests: [{ formElements: guestAnswers(module, index) }],
      language: 'sv',
      groupIdentifier: `bench-${index}-${randomBytes(4).toString('hex')}`,
      postKey,
      formId: module.id,
      formTitle: module.title ?? {},
    }),
  );
  const latencyMs = performance.now() - started;
  if (status !== 200) throw new Error(`submission ${index}: ${status} ${body}`);
  const { invertedSuccess } = JSON.parse(body) as { invertedSuccess: boolean };
  if (invertedSuccess !== false) throw new Error(`submission ${index} was taken for a robot: ${body}`);
  return latencyMs;
}

async function measure(
  database: BenchDatabase,
  serverPid: number,
  databaseCpuMs: () => number | null,
): Promise<RunResult> {
  const site = (await (await fetch(`${BASE}/api/sites/public/host/${DEMO_HOST}`)).json()) as {
    _id: string;
    siteModules: RsvpModuleJson[];
  };
  const module = site.siteModules.find((candidate) => candidate.siteModuleType === 'Rsvp');
  if (!module) throw new Error('the demo site has no RSVP module');

  const keys = await inParallel(WARM_UP + SUBMISSIONS, CONCURRENCY, () => fetchPostKey());
  await new Promise((done) => setTimeout(done, POST_KEY_MIN_AGE_MS));
  await inParallel(WARM_UP, CONCURRENCY, (index) => submit(site._id, module, keys[index] ?? '', index));

  const databaseCpuBefore = databaseCpuMs();
  const clientCpuBefore = process.cpuUsage();
  const cpuBefore = processGroupCpuMs(serverPid);
  const started = performance.now();
  const latencies = await inParallel(SUBMISSIONS, CONCURRENCY, (index) =>
    submit(site._id, module, keys[WARM_UP + index] ?? '', WARM_UP + index),
  );
  const durationSeconds = (performance.now() - started) / 1000;
  const serverCpuMs = processGroupCpuMs(serverPid) - cpuBefore;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const databaseCpuAfter = databaseCpuMs();
  const postgresCpuMs =
    databaseCpuBefore === null || databaseCpuAfter === null ? null : databaseCpuAfter - databaseCpuBefore;
  return {
    database,
    submissions: SUBMISSIONS,
    concurrency: CONCURRENCY,
    durationSeconds: round(durationSeconds),
    submissionsPerSecond: round(SUBMISSIONS / durationSeconds),
    ...latencySummary(latencies),
    serverCpuMsPerSubmission: round(serverCpuMs / SUBMISSIONS),
    postgresCpuMsPerSubmission: postgresCpuMs === null ? null : round(postgresCpuMs / SUBMISSIONS),
    clientCpuMsPerSubmission: round((clientCpu.user + clientCpu.system) / 1000 / SUBMISSIONS),
  };
}

async function run(database: BenchDatabase): Promise<RunResult> {
  const limits = { RATE_LIMIT_SUBMISSION: '100000/60', RATE_LIMIT_POST_KEY: '100000/60' };
  const result = await withCompiledServer(database, PORT, limits, (serverPid, databaseCpuMs) =>
    measure(database, serverPid, databaseCpuMs),
  );
  console.log(JSON.stringify(result));
  return result;
}

async function main(): Promise<void> {
  const loadAverageBefore = loadAverageNow();
  const runs: RunResult[] = [];
  for (const database of benchDatabases()) runs.push(await run(database));
  const results = writeBenchResults('rsvp-submissions.json', loadAverageBefore, {
    settings: { submissions: SUBMISSIONS, concurrency: CONCURRENCY, warmUpSubmissions: WARM_UP },
    guestsPerSubmission: 1,
    runs,
  });
  console.log(JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
