import { open } from 'node:fs/promises';

/** The containers a guest's video may come in, by their first bytes. */
export type VideoContainer = 'mp4' | 'mov' | 'webm';

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);
const QUICKTIME_BOXES = new Set(['moov', 'mdat', 'wide', 'free', 'skip']);

/** Which video container a file's first bytes name, or null for anything else (a photo, HEIC included). */
export function videoContainerOf(head: Buffer): VideoContainer | null {
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (head.length < 12) return null;
  const box = head.toString('latin1', 4, 8);
  if (box === 'ftyp') {
    const brand = head.toString('latin1', 8, 12);
    if (HEIF_BRANDS.has(brand.trim())) return null;
    return brand === 'qt  ' ? 'mov' : 'mp4';
  }
  return QUICKTIME_BOXES.has(box) ? 'mov' : null;
}

/** Reads `length` bytes at `position`, fewer at the end of the file. */
async function readAt(path: string, position: number, length: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** The mvhd box's duration in seconds: walks the top-level boxes to `moov`, then its children to `mvhd`. */
async function mp4Seconds(path: string, size: number): Promise<number | null> {
  let position = 0;
  let end = size;
  let inMoov = false;
  while (position + 8 <= end) {
    const header = await readAt(path, position, 16);
    if (header.length < 8) return null;
    let boxSize = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let headerSize = 8;
    if (boxSize === 1) {
      if (header.length < 16) return null;
      boxSize = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (boxSize === 0) {
      boxSize = end - position;
    }
    if (boxSize < headerSize) return null;
    if (!inMoov && type === 'moov') {
      inMoov = true;
      end = position + boxSize;
      position += headerSize;
      continue;
    }
    if (inMoov && type === 'mvhd') {
      const body = await readAt(path, position + headerSize, 32);
      const version = body[0];
      const timescale = version === 1 ? body.readUInt32BE(20) : body.readUInt32BE(12);
      const duration = version === 1 ? Number(body.readBigUInt64BE(24)) : body.readUInt32BE(16);
      return timescale > 0 ? duration / timescale : null;
    }
    position += boxSize;
  }
  return null;
}

/**
 * A WebM's Segment Info Duration (element 0x4489, in TimecodeScale units, 1 ms unless 0x2AD7B1 says
 * otherwise), looked for in the file's head where Info lives. A recording written live has none: null.
 */
async function webmSeconds(path: string): Promise<number | null> {
  const head = await readAt(path, 0, 64 * 1024);
  let scale = 1_000_000;
  const scaleAt = head.indexOf(Buffer.from([0x2a, 0xd7, 0xb1]));
  if (scaleAt >= 0) {
    const length = (head[scaleAt + 3] ?? 0) & 0x0f;
    if (length >= 1 && length <= 4) scale = head.readUIntBE(scaleAt + 4, length);
  }
  const durationAt = head.indexOf(Buffer.from([0x44, 0x89]));
  if (durationAt < 0) return null;
  const marker = head[durationAt + 2];
  if (marker === 0x84) return (head.readFloatBE(durationAt + 3) * scale) / 1e9;
  if (marker === 0x88) return (head.readDoubleBE(durationAt + 3) * scale) / 1e9;
  return null;
}

/** A video's length in seconds from its container, without decoding it (no ffmpeg); null when it says none. */
export async function videoSeconds(
  path: string,
  container: VideoContainer,
  size: number,
): Promise<number | null> {
  return container === 'webm' ? webmSeconds(path) : mp4Seconds(path, size);
}
