/**
 * bench/households: the owner's guest list at its largest (issue 21: 1,000 households, answered through
 * their personal links) must answer with the list and its counts in under 200 ms. The compiled server
 * (`npm run build` first) runs as in bench/rsvp-submissions, on PGlite and on PostgreSQL, but with its
 * simulators (not in production mode), since the site is published by the simulated card.
 *
 * Each run registers an owner, creates a site with an RSVP, imports 1,000 households of two from a sheet,
 * lets half of them answer through their links (yes or no), then times `GET /api/sites/{id}/households`
 * one at a time and 10 at a time, and checks the counts it answers. Results go to bench/results/households.json.
 *
 * Run with `npm run bench:households`. Settings by env: BENCH_REQUESTS (200), BENCH_PORT (4425),
 * BENCH_DATABASES ('pglite,postgres'), BENCH_PG_ADMIN_URL.
 */
import { performance } from 'node:perf_hooks';
import {
  benchDatabases,
  inParallel,
  latencySummary,
  round,
  withCompiledServer,
  type BenchDatabase,
} from './compiled-server';
import { loadAverageNow, writeBenchResults } from './bench-results';
import { rsvpSiteCalls } from './rsvp-site';

const PORT = Number(process.env.BENCH_PORT ?? 4425);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const HOUSEHOLDS = 1000;
const ANSWERED = HOUSEHOLDS / 2;
const CONCURRENCY = 10;
const TARGET_P99_MS = 200;
const BASE = `http://localhost:${PORT}`;
const { call, ownerWithSite, answerThroughLink } = rsvpSiteCalls(BASE);

interface HouseholdsAnswer {
  households: { _id: string; token: string; members: string[] }[];
  counts: Record<string, number>;
}

async function measure(database: BenchDatabase) {
  const { cookie, siteId } = await ownerWithSite();
  const rows = [
    ['Namn', 'Gäster', 'E-post'],
    ...Array.from({ length: HOUSEHOLDS }, (_, index) => [
      `Familjen ${index + 1}`,
      `Anna ${index + 1}, Bo ${index + 1}`,
      `familj${index + 1}@example.se`,
    ]),
  ];
  const imported = await call(`/api/sites/${siteId}/households/import`, {
    method: 'POST',
    cookie,
    body: JSON.stringify({ rows }),
  });
  const { created } = (await imported.json()) as { created: number };
  if (created !== HOUSEHOLDS) throw new Error(`imported ${created} households, not ${HOUSEHOLDS}`);
  const list = async () =>
    (await (await call(`/api/sites/${siteId}/households`, { cookie })).json()) as HouseholdsAnswer;
  const { households } = await list();
  // The post keys wait 3 s each, so many answer at once.
  await inParallel(ANSWERED, 50, (index) => {
    const household = households[index];
    if (!household) throw new Error(`no household ${index}`);
    return answerThroughLink(siteId, household, index % 3 !== 0);
  });

  const timed = async () => {
    const started = performance.now();
    await (await call(`/api/sites/${siteId}/households`, { cookie })).arrayBuffer();
    return performance.now() - started;
  };
  await inParallel(20, 1, timed);
  const oneAtATime = await inParallel(REQUESTS, 1, timed);
  const started = performance.now();
  const parallel = await inParallel(REQUESTS, CONCURRENCY, timed);
  const seconds = (performance.now() - started) / 1000;
  const { counts } = await list();
  const expected = { invited: HOUSEHOLDS, yes: 333, no: 167, notAnswered: HOUSEHOLDS - ANSWERED };
  for (const [name, value] of Object.entries(expected)) {
    if (counts[name] !== value)
      throw new Error(`counts.${name} is ${counts[name]}, not ${value}: ${JSON.stringify(counts)}`);
  }
  const single = latencySummary(oneAtATime);
  return {
    database,
    households: HOUSEHOLDS,
    answeredThroughLinks: ANSWERED,
    counts,
    oneAtATime: single,
    tenAtATime: { ...latencySummary(parallel), requestsPerSecond: round(REQUESTS / seconds) },
    meetsTarget: single.latencyP99Ms <= TARGET_P99_MS,
  };
}

async function main(): Promise<void> {
  const loadAverageBefore = loadAverageNow();
  const runs = [];
  for (const database of benchDatabases()) {
    const limits = {
      // Not production: the site is published with the simulated card, whose routes production has not.
      NODE_ENV: 'development',
      RATE_LIMIT_SUBMISSION: '100000/60',
      RATE_LIMIT_POST_KEY: '100000/60',
      RATE_LIMIT_REGISTER: '1000/60',
    };
    const result = await withCompiledServer(database, PORT, limits, () => measure(database));
    console.log(JSON.stringify(result));
    runs.push(result);
  }
  writeBenchResults('households.json', loadAverageBefore, {
    settings: { requests: REQUESTS, concurrency: CONCURRENCY, targetP99Ms: TARGET_P99_MS },
    runs,
  });
}

await main();
