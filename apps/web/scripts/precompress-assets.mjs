// Stores a brotli and a gzip copy next to each compressible file of the build (`name.js.br`,
// `name.js.gz`), so the server sends them as they are (`@fastify/static` with `preCompressed`) instead of
// compressing on every request. Source maps are left alone: they are never served.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|ico)$/;
/** Smaller files gain less than the headers a compressed answer costs. */
const MIN_BYTES = 1024;

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

async function precompress(path) {
  const bytes = await readFile(path);
  if (bytes.length < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy no smaller than the file would only cost the browser time.
  if (br.length < bytes.length) await writeFile(`${path}.br`, br);
  if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz);
  return 1;
}

const dist = resolve(process.argv[2] ?? 'dist');
if (!(await stat(dist)).isDirectory()) throw new Error(`${dist} is not a folder`);
let count = 0;
for await (const path of filesUnder(dist)) count += await precompress(path);
console.log(`precompressed ${count} files in ${dist} (brotli and gzip)`);
