import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';

const run = promisify(execFile);

/** A binary PPM (P6) as RGBA pixels, the form the QR decoder reads. */
function ppmPixels(ppm: Buffer): { width: number; height: number; rgba: Uint8ClampedArray } {
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 64).toString('latin1'));
  if (!header?.[1] || !header[2]) throw new Error('Not a binary PPM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const rgb = ppm.subarray(header[0].length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    rgba.set(rgb.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
    rgba[pixel * 4 + 3] = 255;
  }
  return { width, height, rgba };
}

/**
 * What the QR code on each page of a PDF says (null where none is found), page by page, as a phone would
 * read the printed card: the pages are rasterised by poppler's `pdftoppm` and decoded by jsQR.
 */
export async function pdfQrCodes(pdf: Uint8Array, resolutionDpi = 110): Promise<(string | null)[]> {
  const directory = await mkdtemp(join(tmpdir(), 'pdf-qr-'));
  try {
    await writeFile(join(directory, 'card.pdf'), pdf);
    await run('pdftoppm', [
      '-r',
      String(resolutionDpi),
      join(directory, 'card.pdf'),
      join(directory, 'page'),
    ]);
    const pages = (await readdir(directory)).filter((name) => name.endsWith('.ppm')).sort();
    return Promise.all(
      pages.map(async (name) => {
        const { width, height, rgba } = ppmPixels(await readFile(join(directory, name)));
        return jsQR(rgba, width, height)?.data ?? null;
      }),
    );
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/**
 * Rasterises one page of a PDF with poppler's `pdftoppm`, as a printed card a phone looks at: the PNG
 * (for a screenshot to look at; the end-to-end tests use it too) and what its QR code says, read by jsQR (null when there is none).
 */
export async function readPdfPage(
  pdf: Buffer,
  page: number,
  resolutionDpi = 150,
): Promise<{ png: Buffer; qr: string | null }> {
  const directory = await mkdtemp(join(tmpdir(), 'pdf-page-'));
  try {
    const file = join(directory, 'card.pdf');
    await writeFile(file, pdf);
    const range = ['-r', String(resolutionDpi), '-f', String(page), '-l', String(page), '-singlefile'];
    await run('pdftoppm', [...range, file, join(directory, 'page')]);
    await run('pdftoppm', [...range, '-png', file, join(directory, 'page')]);
    const names = await readdir(directory);
    const ppm = names.find((name) => name.endsWith('.ppm'));
    if (!ppm) throw new Error(`pdftoppm drew no page ${page}`);
    const { width, height, rgba } = ppmPixels(await readFile(join(directory, ppm)));
    return {
      png: await readFile(join(directory, 'page.png')),
      qr: jsQR(rgba, width, height)?.data ?? null,
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
