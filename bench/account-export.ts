/**
 * bench/account-export: an owner's "download my data" zip (issue 33, item 2) for a large site — 1,000
 * households of three, each answering through its personal link (3,000 RSVP answers), and 300 uploaded
 * photos — must be built within a bounded memory. The compiled server (`npm run build` first) runs as in
 * bench/households; the bench fills the site through the API, asks for the export, polls until the zip is
 * ready, downloads it, and samples the server's resident memory while the zip is built.
 *
 * Run with `npm run bench:account-export`. Settings by env: BENCH_SCALE (1; 0.02 for a quick check),
 * BENCH_PORT (4435), BENCH_DATABASES ('pglite,postgres'), BENCH_PG_ADMIN_URL.
 * Results go to bench/results/account-export.json.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { benchDatabases, inParallel, round, withCompiledServer, type BenchDatabase } from './compiled-server';
import { loadAverageNow, writeBenchResults } from './bench-results';
import { rsvpSiteCalls } from './rsvp-site';

const PORT = Number(process.env.BENCH_PORT ?? 4435);
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const HOUSEHOLDS = Math.max(1, Math.round(1000 * SCALE));
const PHOTOS = Math.max(1, Math.round(300 * SCALE));
const BASE = `http://localhost:${PORT}`;
const { call, ownerWithSite, answerThroughLink } = rsvpSiteCalls(BASE);

/** A phone-sized photo (2000 × 1500) whose noise keeps it from compressing to nothing, different each time. */
function photo(seed: number): Promise<Buffer> {
  const width = 2000;
  const height = 1500;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed + 1;
  for (let index = 0; index < pixels.length; index += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[index] = (index % 255) ^ (state & 0x3f);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function uploadPhoto(siteId: string, cookie: string, body: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)], { type: 'image/jpeg' }), 'foto.jpg');
  const response = await fetch(`${BASE}/api/sites/${siteId}/upload-image`, {
    method: 'POST',
    body: form,
    headers: { cookie },
  });
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
}

/** The server's resident memory now and at its peak so far, from /proc (Linux), in MiB. */
function memoryOf(pid: number): { rssMiB: number; peakRssMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rssMiB: round(kib('VmRSS') / 1024), peakRssMiB: round(kib('VmHWM') / 1024) };
}

async function measure(database: BenchDatabase, pid: number) {
  const { cookie, siteId } = await ownerWithSite();
  const rows = [
    ['Namn', 'Gäster', 'E-post'],
    ...Array.from({ length: HOUSEHOLDS }, (_, index) => [
      `Familjen ${index + 1}`,
      `Anna ${index + 1}, Bo ${index + 1}, Cecilia ${index + 1}`,
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
  await inParallel(households.length, 50, (index) => answerThroughLink(siteId, households[index]!));
  await inParallel(PHOTOS, 2, async (index) => uploadPhoto(siteId, cookie, await photo(index)));

  const before = memoryOf(pid);
  let rssDuringMiB = before.rssMiB;
  const sampler = setInterval(() => {
    rssDuringMiB = Math.max(rssDuringMiB, memoryOf(pid).rssMiB);
  }, 25);
  const started = performance.now();
  let zipBytes = 0;
  try {
    for (;;) {
      const response = await call('/api/accounts/me/export', { cookie });
      if (response.status === 200) {
        zipBytes = (await response.arrayBuffer()).byteLength;
        break;
      }
      await response.arrayBuffer();
      await new Promise((done) => setTimeout(done, 200));
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    database,
    households: households.length,
    answers: households.length * 3,
    photos: PHOTOS,
    exportSeconds: round(seconds),
    zipMiB: round(zipBytes / 1024 / 1024),
    serverRssBeforeMiB: before.rssMiB,
    serverRssPeakDuringExportMiB: rssDuringMiB,
    serverPeakRssSinceStartMiB: memoryOf(pid).peakRssMiB,
  };
}

async function main(): Promise<void> {
  const loadAverageBefore = loadAverageNow();
  const runs = [];
  for (const database of benchDatabases()) {
    const settings = {
      // Not production: the site is published with the simulated card, whose routes production has not.
      NODE_ENV: 'development',
      RATE_LIMIT_SUBMISSION: '100000/60',
      RATE_LIMIT_POST_KEY: '100000/60',
      RATE_LIMIT_REGISTER: '1000/60',
      RATE_LIMIT_UPLOAD: '100000/60',
    };
    const result = await withCompiledServer(database, PORT, settings, (pid) => measure(database, pid));
    console.log(JSON.stringify(result));
    runs.push(result);
  }
  const file = SCALE === 1 ? 'account-export.json' : 'account-export-small.json';
  writeBenchResults(file, loadAverageBefore, {
    settings: { scale: SCALE },
    runs,
  });
}

await main();
