/**
 * bench/seating: issue 35's limit — a plan of 300 guests on 30 tables read and saved within 200 ms p99. The
 * compiled server (`npm run build` first) runs as in bench/households, with its simulators (the site is
 * published by the simulated card), on PGlite by default.
 *
 * Each run registers an owner, creates a site with an RSVP, imports 150 households of two, lets all of them
 * answer yes through their links, seats the 300 guests at 30 tables of 10 (each household together), then
 * times one at a time `GET /api/sites/{id}/seating` and `PUT` of the same plan at its latest revision, and as
 * the reference in the same run the server's cheapest JSON read (`GET /api/config`). Results go to
 * bench/results/seating.json.
 *
 * Run with `npm run bench:seating`. Settings by env: BENCH_REQUESTS (200), BENCH_PORT (4426),
 * BENCH_DATABASES ('pglite'), BENCH_PG_ADMIN_URL, BENCH_NOTE.
 */
import { performance } from 'node:perf_hooks';
import {
  benchDatabases,
  inParallel,
  latencySummary,
  withCompiledServer,
  type BenchDatabase,
} from './compiled-server';
import { loadAverageNow, writeBenchResults } from './bench-results';
import { rsvpSiteCalls } from './rsvp-site';

const PORT = Number(process.env.BENCH_PORT ?? 4426);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const HOUSEHOLDS = 150;
const TABLES = 30;
const SEATS = 10;
const TARGET_P99_MS = 200;
const BASE = `http://localhost:${PORT}`;
const { call, ownerWithSite, answerThroughLink } = rsvpSiteCalls(BASE);

interface Person {
  householdId: string;
  member: string;
}
interface Plan {
  revision: number;
  tables: { id: string; places: Person[] }[];
  unplaced: Person[];
  guests: Person[];
  visibility: { from: string | null; searchable: boolean };
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
  await call(`/api/sites/${siteId}/households/import`, {
    method: 'POST',
    cookie,
    body: JSON.stringify({ rows }),
  });
  const { households } = (await (await call(`/api/sites/${siteId}/households`, { cookie })).json()) as {
    households: { token: string; members: string[] }[];
  };
  // The post keys wait 3 s each, so many answer at once.
  await inParallel(households.length, 50, (index) => {
    const household = households[index];
    if (!household) throw new Error(`no household ${index}`);
    return answerThroughLink(siteId, household, true);
  });

  const url = `/api/sites/${siteId}/seating`;
  const read = async () => (await (await call(url, { cookie })).json()) as Plan;
  const empty = await read();
  if (empty.unplaced.length !== HOUSEHOLDS * 2)
    throw new Error(`${empty.unplaced.length} unplaced, not ${HOUSEHOLDS * 2}`);
  // The guests come household by household: ten in a row are five households, a table's worth.
  const tables = Array.from({ length: TABLES }, (_, index) => ({
    id: `table-${index + 1}`,
    name: `Bord ${index + 1}`,
    shape: index % 2 === 0 ? 'round' : 'long',
    seats: SEATS,
    x: (index % 6) * 16 + 10,
    y: Math.floor(index / 6) * 18 + 10,
    places: empty.unplaced.slice(index * SEATS, (index + 1) * SEATS),
  }));
  let revision = 0;
  const put = async () => {
    const response = await call(url, {
      method: 'PUT',
      cookie,
      body: JSON.stringify({ revision, tables, visibility: empty.visibility }),
    });
    revision = ((await response.json()) as Plan).revision;
  };
  await put();
  const seated = await read();
  const placed = seated.tables.reduce((sum, table) => sum + table.places.length, 0);
  if (placed !== HOUSEHOLDS * 2 || seated.unplaced.length !== 0)
    throw new Error(`${placed} placed and ${seated.unplaced.length} unplaced after the save`);

  const timed = (task: () => Promise<unknown>) => async () => {
    const started = performance.now();
    await task();
    return performance.now() - started;
  };
  const get = timed(async () => (await call(url, { cookie })).arrayBuffer());
  const save = timed(put);
  const reference = timed(async () => (await call('/api/config')).arrayBuffer());
  await inParallel(20, 1, get);
  await inParallel(20, 1, save);
  await inParallel(20, 1, reference);
  const gets = latencySummary(await inParallel(REQUESTS, 1, get));
  const puts = latencySummary(await inParallel(REQUESTS, 1, save));
  const references = latencySummary(await inParallel(REQUESTS, 1, reference));
  return {
    database,
    guests: placed,
    tables: TABLES,
    finalRevision: revision,
    get: gets,
    put: puts,
    referenceConfigRead: references,
    meetsTarget: gets.latencyP99Ms <= TARGET_P99_MS && puts.latencyP99Ms <= TARGET_P99_MS,
  };
}

async function main(): Promise<void> {
  const loadAverageBefore = loadAverageNow();
  const runs = [];
  for (const database of benchDatabases('pglite')) {
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
  writeBenchResults('seating.json', loadAverageBefore, {
    settings: { requests: REQUESTS, guests: HOUSEHOLDS * 2, tables: TABLES, targetP99Ms: TARGET_P99_MS },
    runs,
  });
}

await main();
