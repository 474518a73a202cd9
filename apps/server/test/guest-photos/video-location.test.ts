import { describe, expect, it } from 'vitest';
import {
  MalformedMovieError,
  movieLocationBytes,
  type LocationBytes,
} from '../../src/guest-photos/video-location';
import { movieBox as box, uint32 } from '../helpers/movie-boxes';

const ISO6709 = '+59.3293+018.0686/';

/** A reader over a buffer that counts what it read, as the file handle would answer. */
function readerOf(bytes: Buffer) {
  const reads: number[] = [];
  const read = (position: number, length: number) => {
    reads.push(length);
    return Promise.resolve(bytes.subarray(position, position + length));
  };
  return { read, reads };
}

function textsAt(bytes: Buffer, locations: LocationBytes[]): string[] {
  return locations.map(({ position, length }) => bytes.toString('utf8', position, position + length));
}

/** User data's `©xyz`: a 2-byte length, a 2-byte language, the text. */
function xyz(text: string): Buffer {
  const body = Buffer.alloc(4);
  body.writeUInt16BE(Buffer.byteLength(text));
  body.writeUInt16BE(0x15c7, 2);
  return box('\u00a9xyz', body, Buffer.from(text));
}

/** An Apple `meta`: `hdlr`, `keys` with the names, `ilst` with a UTF-8 `data` per key. */
function appleMeta(entries: [string, string][], fullBox = false): Buffer {
  const keys = box(
    'keys',
    uint32(0),
    uint32(entries.length),
    ...entries.map(([name]) => Buffer.concat([uint32(8 + name.length), Buffer.from(`mdta${name}`)])),
  );
  const items = entries.map(([, value], index) =>
    box(String.fromCharCode(0, 0, 0, index + 1), box('data', uint32(1), uint32(0), Buffer.from(value))),
  );
  return box(
    'meta',
    ...(fullBox ? [uint32(0)] : []),
    box('hdlr', Buffer.alloc(24)),
    keys,
    box('ilst', ...items),
  );
}

function mdat(length: number, wide = false): Buffer {
  if (!wide) return box('mdat', Buffer.alloc(length));
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1);
  header.write('mdat', 4, 'latin1');
  header.writeBigUInt64BE(BigInt(16 + length), 8);
  return Buffer.concat([header, Buffer.alloc(length)]);
}

describe('where a movie keeps its location', () => {
  it('finds user data’s ©xyz and Apple’s location keys, and no other value', async () => {
    const movie = Buffer.concat([
      box('ftyp', Buffer.from('qt  \0\0\0\0qt  ', 'latin1')),
      box(
        'moov',
        box('mvhd', Buffer.alloc(100)),
        box('trak', box('tkhd', Buffer.alloc(84)), box('udta', xyz('+10.0000+020.0000/'))),
        box('udta', xyz(ISO6709), box('\u00a9too', Buffer.from('camera'))),
        appleMeta([
          ['com.apple.quicktime.make', 'Apple'],
          ['com.apple.quicktime.location.ISO6709', '+59.3293+018.0686+012.000/'],
          ['com.apple.quicktime.location.accuracy.horizontal', '4.9'],
        ]),
      ),
      mdat(5000),
    ]);
    const { read } = readerOf(movie);
    const found = await movieLocationBytes(read, movie.length);
    expect(textsAt(movie, found)).toEqual([
      '+10.0000+020.0000/',
      ISO6709,
      '+59.3293+018.0686+012.000/',
      '4.9',
    ]);
  });

  it('finds moov after a 64-bit mdat without reading the media', async () => {
    const movie = Buffer.concat([
      box('ftyp', Buffer.from('isom\0\0\x02\0isom', 'latin1')),
      mdat(2_000_000, true),
      box('moov', box('udta', appleMeta([['com.apple.quicktime.location.ISO6709', ISO6709]], true))),
    ]);
    const { read, reads } = readerOf(movie);
    expect(textsAt(movie, await movieLocationBytes(read, movie.length))).toEqual([ISO6709]);
    expect(Math.max(...reads)).toBeLessThan(1000);
  });

  it('finds MP4’s ©xyz item in an ISO meta and 3GPP’s loci', async () => {
    const loci = box('loci', uint32(0), Buffer.from('\x15\xc7Stockholm\0'), Buffer.alloc(13, 7));
    const movie = Buffer.concat([
      box('ftyp', Buffer.from('mp42\0\0\0\0mp42', 'latin1')),
      box(
        'moov',
        box(
          'udta',
          loci,
          box(
            'meta',
            uint32(0),
            box('hdlr', Buffer.alloc(25)),
            box('ilst', box('\u00a9xyz', box('data', uint32(1), uint32(0), Buffer.from(ISO6709)))),
          ),
        ),
      ),
    ]);
    const { read } = readerOf(movie);
    const texts = textsAt(movie, await movieLocationBytes(read, movie.length));
    expect(texts[0]).toContain('Stockholm');
    expect(texts[1]).toBe(ISO6709);
  });

  it('finds nothing in a movie without a location', async () => {
    const movie = Buffer.concat([
      box('ftyp', Buffer.alloc(8)),
      box('moov', box('mvhd', Buffer.alloc(100))),
      mdat(10),
    ]);
    const { read } = readerOf(movie);
    expect(await movieLocationBytes(read, movie.length)).toEqual([]);
  });

  it('walks a movie cut off in its media data up to the cut', async () => {
    const movie = Buffer.concat([
      box('ftyp', Buffer.alloc(8)),
      box('moov', box('udta', xyz(ISO6709))),
      mdat(1000).subarray(0, 500),
    ]);
    const { read } = readerOf(movie);
    expect(textsAt(movie, await movieLocationBytes(read, movie.length))).toEqual([ISO6709]);
  });

  it('refuses a box in moov that does not fit its parent', async () => {
    const udta = box('udta', xyz(ISO6709));
    udta.writeUInt32BE(udta.length + 50);
    const movie = Buffer.concat([box('ftyp', Buffer.alloc(8)), box('moov', udta), mdat(100)]);
    const { read } = readerOf(movie);
    await expect(movieLocationBytes(read, movie.length)).rejects.toBeInstanceOf(MalformedMovieError);
  });
});
