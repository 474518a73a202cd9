/**
 * bench/guest-photos: 20 guests at a party uploading 3 MB phone photos at once through one server process
 * (issue 38): the photos stored per second, MB/s, each upload's latency (tus creation + the bytes + the
 * photo made: decoded, turned upright, every size written), and meanwhile the latency of a guest's read of
 * the site, against the same read measured alone first in the same run (the reference).
 *
 * The compiled server (`npm run build` first) runs as a second process with a temp DATA_DIR, raised rate
 * limits and load shedding off; not in production mode, since the site is published with the simulated card.
 * The photo is made at run time with sharp: a noisy 3 MB JPEG with camera EXIF data.
 *
 * Run with `npm run bench:guest-photos`. Settings by env: BENCH_GUESTS (20), BENCH_PHOTOS_EACH (5),
 * BENCH_PAGE_REQUESTS (200, the reference's page loads), BENCH_PORT (4440), BENCH_DATABASES ('pglite').
 * Results go to bench/results/guest-photos.json.
 */
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { loadAverageNow, writeBenchResults } from './bench-results';
import { benchDatabases, latencySummary, round, withCompiledServer } from './compiled-server';
import { rsvpSiteCalls } from './rsvp-site';

const PORT = Number(process.env.BENCH_PORT ?? 4440);
const GUESTS = Number(process.env.BENCH_GUESTS ?? 20);
const PHOTOS_EACH = Number(process.env.BENCH_PHOTOS_EACH ?? 5);
const PAGE_REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 200);
const BASE = `http://localhost:${PORT}`;
/** A post key is accepted this long after it was handed out (the anti-spam rule). */
const POST_KEY_MIN_AGE_MS = 3_100;
const MEGABYTE = 1024 ** 2;

/** A 3 MB phone-like JPEG: sensor noise over a gradient is what makes a real photo costly to code. */
async function makePhoto(): Promise<Buffer> {
  const noisy = await sharp({
    create: {
      width: 2600,
      height: 1950,
      channels: 3,
      background: '#8fa6c2',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .png()
    .toBuffer();
  return sharp(noisy)
    .withExifMerge({ IFD0: { Make: 'BenchPhone', Model: '12MP' } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * One guest read of the site, in milliseconds: the site as its guests get it by host (`GET
 * /api/sites/public/host/…`, through the page cache), since this mode serves no built pages.
 */
function loadGuestPage(host: string): Promise<number> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const path = `/api/sites/public/host/${host}`;
    const call = request({ host: 'localhost', port: PORT, path }, (response) => {
      response.resume();
      response.on('end', () =>
        response.statusCode === 200
          ? done(performance.now() - started)
          : fail(new Error(`page ${response.statusCode}`)),
      );
    });
    call.on('error', fail);
    call.end();
  });
}

const base64 = (value: string) => Buffer.from(value).toString('base64');

/** One photo through tus: creation, then every byte in one PATCH (as tus-js-client sends a file). */
async function uploadPhoto(siteId: string, postKey: string, photo: Buffer, name: string): Promise<number> {
  const started = performance.now();
  const created = await fetch(`${BASE}/api/sites/${siteId}/guest-photos/uploads`, {
    method: 'POST',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(photo.length),
      'upload-metadata': `filename ${base64('IMG.jpg')},postKey ${base64(postKey)},name ${base64(name)}`,
    },
  });
  if (created.status !== 201) throw new Error(`creation ${created.status} ${await created.text()}`);
  const patched = await fetch(`${BASE}${created.headers.get('location')}`, {
    method: 'PATCH',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(photo),
  });
  if (patched.status !== 204) throw new Error(`patch ${patched.status} ${await patched.text()}`);
  return performance.now() - started;
}

async function measure(photo: Buffer) {
  const { call, ownerWithSite } = rsvpSiteCalls(BASE);
  const { cookie, siteId } = await ownerWithSite();
  const host = `bench-${siteId}.party.localhost`;
  const site = (await (await call(`/api/sites/${siteId}`, { cookie })).json()) as {
    siteModules: Record<string, unknown>[];
  };
  await call(`/api/sites/V2/${siteId}`, {
    method: 'PUT',
    cookie,
    body: JSON.stringify({
      ...site,
      siteModules: [
        ...site.siteModules,
        {
          id: 'gallery',
          siteModuleType: 'ImageGallery',
          title: { sv: 'Bilder' },
          guestPhotos: { enabled: true, moderation: 'showAtOnce' },
        },
      ],
    }),
  });
  const keys = await Promise.all(
    Array.from({ length: GUESTS }, async () => {
      const response = await call('/api/form-submissions/post-key');
      return ((await response.json()) as { key: string }).key;
    }),
  );
  await new Promise((done) => setTimeout(done, POST_KEY_MIN_AGE_MS));

  // Warm-up: the first page render and the first photo, not in the numbers.
  for (let index = 0; index < 5; index += 1) await loadGuestPage(host);
  await uploadPhoto(siteId, keys[0] ?? '', photo, 'Warm-up');

  const reference: number[] = [];
  for (let index = 0; index < PAGE_REQUESTS; index += 1) reference.push(await loadGuestPage(host));

  const during: number[] = [];
  let uploading = true;
  const pageLoop = (async () => {
    while (uploading) during.push(await loadGuestPage(host));
  })();
  const started = performance.now();
  const uploads = (
    await Promise.all(
      keys.map(async (key, guest) => {
        const times: number[] = [];
        for (let index = 0; index < PHOTOS_EACH; index += 1) {
          times.push(await uploadPhoto(siteId, key, photo, `Gäst ${guest}`));
        }
        return times;
      }),
    )
  ).flat();
  const seconds = (performance.now() - started) / 1000;
  uploading = false;
  await pageLoop;

  const listed = (await (await call(`/api/sites/${siteId}/guest-photos`, { cookie })).json()) as {
    count: number;
  };
  if (listed.count !== uploads.length + 1) throw new Error(`stored ${listed.count} of ${uploads.length + 1}`);
  return {
    photos: uploads.length,
    seconds: round(seconds),
    photosPerSecond: round(uploads.length / seconds),
    megabytesPerSecond: round((uploads.length * photo.length) / MEGABYTE / seconds),
    upload: latencySummary(uploads),
    guestPageAlone: { requests: reference.length, ...latencySummary(reference) },
    guestPageDuringUploads: { requests: during.length, ...latencySummary(during) },
  };
}

async function main(): Promise<void> {
  const photo = await makePhoto();
  const loadAverageBefore = loadAverageNow();
  const runs = [];
  for (const database of benchDatabases('pglite')) {
    const env = {
      NODE_ENV: 'development',
      RATE_LIMIT_GUEST_PHOTO: '100000/60',
      RATE_LIMIT_GUEST_PHOTO_SITE: '100000/60',
      RATE_LIMIT_POST_KEY: '100000/60',
      RATE_LIMIT_REGISTER: '1000/60',
    };
    const result = await withCompiledServer(database, PORT, env, () => measure(photo));
    console.log(JSON.stringify(result));
    runs.push({ database, ...result });
  }
  const results = writeBenchResults('guest-photos.json', loadAverageBefore, {
    settings: {
      guests: GUESTS,
      photosEach: PHOTOS_EACH,
      photoBytes: photo.length,
      pageRequests: PAGE_REQUESTS,
    },
    runs,
  });
  console.log(JSON.stringify(results, null, 2));
}

await main();
