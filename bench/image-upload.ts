/**
 * bench/image-upload: how long an owner waits between sending a 12-megapixel phone photo and getting the
 * stored image back: multipart parsing, decoding, turning it upright, re-encoding without metadata, and
 * the 1600/1200/800/600 px sizes (`002` §7, §9). The compiled server (`npm run build` first) runs as a
 * second process in production mode with a temp DATA_DIR;
 * the photos go to the quick-start upload route, which needs no account but does the same work.
 *
 * The test photo is made at run time with sharp: a 4000 × 3000 picture with gradients, shapes and sensor
 * noise, saved as a quality-92 JPEG with camera EXIF data, so the decoder and encoders do real work.
 *
 * Run with `npm run bench:image-upload`. Settings by env: BENCH_UPLOADS (8, one by one after one warm-up),
 * BENCH_PORT (4430), BENCH_NOTE (a note saved with the results). Results go to bench/results/image-upload.json.
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { loadAverageNow, writeBenchResults } from './bench-results';
import { processGroupCpuMs, round, withCompiledServer } from './compiled-server';

const PORT = Number(process.env.BENCH_PORT ?? 4430);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 8);
const BASE = `http://127.0.0.1:${PORT}`;
const WIDTH = 4000;
const HEIGHT = 3000;

/** A photo-like picture: a sky-to-ground gradient, soft shapes, and per-pixel sensor noise on top. */
async function makePhoto(): Promise<Buffer> {
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
      `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="#5d8fc9"/><stop offset="0.55" stop-color="#f2c894"/>` +
      `<stop offset="0.56" stop-color="#3f6b3a"/><stop offset="1" stop-color="#223d1f"/></linearGradient>` +
      `<radialGradient id="sun"><stop offset="0" stop-color="#fff6d5"/><stop offset="1" stop-color="#f2c894" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#sky)"/>` +
      `<circle cx="2900" cy="1350" r="700" fill="url(#sun)"/>` +
      Array.from({ length: 60 }, (_, index) => {
        const x = (index * 677) % WIDTH;
        const y = 1700 + ((index * 389) % 1200);
        return `<ellipse cx="${x}" cy="${y}" rx="${120 + (index % 7) * 40}" ry="${60 + (index % 5) * 30}" fill="hsl(${90 + (index % 40)} 35% ${18 + (index % 20)}%)" opacity="0.8"/>`;
      }).join('') +
      `</svg>`,
  );
  const base = await sharp(scene).removeAlpha().raw().toBuffer();
  // Sensor noise: what makes a real photo expensive to compress.
  const noisy = Buffer.from(base);
  let seed = 12345;
  for (let index = 0; index < noisy.length; index += 1) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const noise = ((seed >>> 16) % 25) - 12;
    noisy[index] = Math.min(255, Math.max(0, (noisy[index] ?? 0) + noise));
  }
  return sharp(noisy, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .withExifMerge({ IFD0: { Make: 'BenchCamera', Model: 'Phone 12MP' } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function upload(photo: Buffer): Promise<{ ms: number; sizes: number[] }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const started = performance.now();
  const response = await fetch(`${BASE}/api/sites/quick-start/upload-image`, { method: 'POST', body: form });
  const body = (await response.json()) as { sizes?: { size: number }[]; width?: number };
  const ms = performance.now() - started;
  if (!response.ok || body.width !== WIDTH)
    throw new Error(`upload failed: ${response.status} ${JSON.stringify(body)}`);
  return { ms, sizes: (body.sizes ?? []).map((size) => size.size) };
}

async function main(): Promise<void> {
  const loadAverageBefore = loadAverageNow();
  const photo = await makePhoto();
  const limits = { RATE_LIMIT_UPLOAD: '100000/60', RATE_LIMIT_QUICK_START_UPLOAD: '100000/60' };
  const figures = await withCompiledServer('pglite', PORT, limits, async (serverPid) => {
    await upload(photo);
    const times: number[] = [];
    const cpuTimes: number[] = [];
    let sizes: number[] = [];
    for (let index = 0; index < UPLOADS; index += 1) {
      const cpuBefore = processGroupCpuMs(serverPid);
      const result = await upload(photo);
      cpuTimes.push(processGroupCpuMs(serverPid) - cpuBefore);
      times.push(result.ms);
      sizes = result.sizes;
    }
    return { sizes, times, cpuTimes };
  });
  const summary = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      min: round(sorted[0] ?? Number.NaN),
      median: round(sorted[Math.floor(sorted.length / 2)] ?? Number.NaN),
      max: round(sorted[sorted.length - 1] ?? Number.NaN),
    };
  };
  const results = writeBenchResults('image-upload.json', loadAverageBefore, {
    cpu: { model: cpus()[0]?.model ?? 'unknown', node: process.version },
    photo: { width: WIDTH, height: HEIGHT, megapixels: (WIDTH * HEIGHT) / 1e6, bytes: photo.length },
    storedSizes: figures.sizes,
    uploads: UPLOADS,
    uploadToSizesMs: summary(figures.times),
    serverCpuMsPerUpload: summary(figures.cpuTimes),
  });
  console.log(JSON.stringify(results, null, 2));
}

await main();
