/** Reads up to `length` bytes at `position`, fewer at the end of the file. */
export type ReadAt = (position: number, length: number) => Promise<Buffer>;

/** Bytes of a file that hold a location, to be blanked where they are. */
export interface LocationBytes {
  position: number;
  length: number;
}

interface Box {
  type: string;
  /** The box's header's first 4 type bytes as a number: an `ilst` item's 1-based index into `keys`. */
  typeNumber: number;
  start: number;
  bodyStart: number;
  end: number;
}

/** A box whose sizes do not fit its parent: the file is no movie this walk can trust. */
export class MalformedMovieError extends Error {}

/** QuickTime's and MP4's user-data location text, `±DD.DDDD±DDD.DDDD/` (ISO 6709). */
const XYZ = '\u00a9xyz';
/** 3GPP's location box: a name and fixed-point coordinates. */
const LOCI = 'loci';
/** Apple's metadata keys that say where a video was taken (ISO6709, accuracy, name, body, note…). */
const APPLE_LOCATION_KEY = 'com.apple.quicktime.location.';
/** Boxes that hold metadata boxes; nothing else in a movie (the media data, sample tables) is read. */
const CONTAINERS = new Set(['moov', 'trak', 'udta']);
/** A `keys` box larger than this is no phone's metadata. */
const MAX_KEYS_BYTES = 1024 * 1024;

async function boxAt(read: ReadAt, position: number, end: number): Promise<Box> {
  const header = await read(position, 16);
  if (header.length < 8) throw new MalformedMovieError(`A box header at ${position} is cut short.`);
  let size = header.readUInt32BE(0);
  let headerSize = 8;
  if (size === 1) {
    if (header.length < 16) throw new MalformedMovieError(`A 64-bit box size at ${position} is cut short.`);
    size = Number(header.readBigUInt64BE(8));
    headerSize = 16;
  } else if (size === 0) {
    size = end - position;
  }
  if (size < headerSize || position + size > end) {
    throw new MalformedMovieError(`A box at ${position} does not fit its parent.`);
  }
  return {
    type: header.toString('latin1', 4, 8),
    typeNumber: header.readUInt32BE(4),
    start: position,
    bodyStart: position + headerSize,
    end: position + size,
  };
}

/** The boxes one after another from `start` to `end`, by their headers alone. */
async function boxesIn(read: ReadAt, start: number, end: number): Promise<Box[]> {
  const boxes: Box[] = [];
  let position = start;
  // Fewer than 8 bytes left are padding some writers leave, not a box.
  while (position + 8 <= end) {
    const box = await boxAt(read, position, end);
    boxes.push(box);
    position = box.end;
  }
  return boxes;
}

/** The names in a `keys` box (a full box: version and flags, a count, then size, namespace, name). */
async function keyNames(read: ReadAt, keys: Box): Promise<Map<number, string>> {
  if (keys.end - keys.bodyStart > MAX_KEYS_BYTES) throw new MalformedMovieError('The keys box is too large.');
  const body = await read(keys.bodyStart, keys.end - keys.bodyStart);
  const names = new Map<number, string>();
  if (body.length < 8) return names;
  const count = body.readUInt32BE(4);
  let offset = 8;
  for (let index = 1; index <= count && offset + 8 <= body.length; index += 1) {
    const size = body.readUInt32BE(offset);
    if (size < 8 || offset + size > body.length)
      throw new MalformedMovieError('A metadata key is cut short.');
    names.set(index, body.toString('utf8', offset + 8, offset + size));
    offset += size;
  }
  return names;
}

/**
 * A `meta` box's location values. QuickTime's `meta` is a plain box starting with `hdlr`; the ISO (MP4)
 * one is a full box, its children after 4 bytes of version and flags. Its `ilst` items are named by a
 * four-letter code (`©xyz`) or by their 1-based index into the `keys` beside it; each value is the body of a
 * `data` box after its 8 bytes of type and locale.
 */
async function metaLocations(read: ReadAt, meta: Box): Promise<LocationBytes[]> {
  const head = await read(meta.bodyStart, 8);
  const childrenStart = head.toString('latin1', 4, 8) === 'hdlr' ? meta.bodyStart : meta.bodyStart + 4;
  const children = await boxesIn(read, childrenStart, meta.end);
  const keys = children.find((box) => box.type === 'keys');
  const names = keys ? await keyNames(read, keys) : new Map<number, string>();
  const locations: LocationBytes[] = [];
  for (const ilst of children.filter((box) => box.type === 'ilst')) {
    for (const item of await boxesIn(read, ilst.bodyStart, ilst.end)) {
      const name = names.get(item.typeNumber);
      const isLocation = item.type === XYZ || (name?.startsWith(APPLE_LOCATION_KEY) ?? false);
      if (!isLocation) continue;
      for (const data of await boxesIn(read, item.bodyStart, item.end)) {
        if (data.type === 'data' && data.end - data.bodyStart > 8) {
          locations.push({ position: data.bodyStart + 8, length: data.end - data.bodyStart - 8 });
        }
      }
    }
  }
  return locations;
}

/** Location values under a container (`moov`, a track, user data), depth first. */
async function containerLocations(read: ReadAt, container: Box): Promise<LocationBytes[]> {
  const locations: LocationBytes[] = [];
  for (const box of await boxesIn(read, container.bodyStart, container.end)) {
    if (CONTAINERS.has(box.type)) {
      locations.push(...(await containerLocations(read, box)));
    } else if (box.type === 'meta') {
      locations.push(...(await metaLocations(read, box)));
    } else if (container.type === 'udta' && box.type === XYZ) {
      // The text after its 2-byte length and 2-byte language; the length stays, so readers still parse it.
      const skip = box.end - box.bodyStart > 4 ? 4 : 0;
      locations.push({ position: box.bodyStart + skip, length: box.end - box.bodyStart - skip });
    } else if (container.type === 'udta' && box.type === LOCI && box.end - box.bodyStart > 4) {
      // Everything after the full box's version and flags: language, place name, coordinates.
      locations.push({ position: box.bodyStart + 4, length: box.end - box.bodyStart - 4 });
    }
  }
  return locations;
}

/**
 * Where an MP4 or QuickTime movie keeps where it was taken: `©xyz` and 3GPP `loci` in user data, and
 * `©xyz` or Apple's `com.apple.quicktime.location.*` items in `meta`, under `moov` and its tracks. Only box
 * headers and the metadata boxes are read, so a 200 MB video costs a few small reads wherever `moov` lies
 * (often after the media data). Overwriting these bytes in place keeps every size and offset as it was.
 */
export async function movieLocationBytes(read: ReadAt, size: number): Promise<LocationBytes[]> {
  const locations: LocationBytes[] = [];
  let position = 0;
  while (position + 8 <= size) {
    // Past a top-level box that overruns the file (a cut-off mdat, junk after the movie) no player finds
    // a moov either, so the walk ends there, as the duration's does; inside moov a misfit is refused.
    const box = await boxAt(read, position, size).catch((error: unknown) => {
      if (error instanceof MalformedMovieError) return null;
      throw error;
    });
    if (!box) break;
    if (box.type === 'moov') locations.push(...(await containerLocations(read, box)));
    position = box.end;
  }
  return locations;
}
