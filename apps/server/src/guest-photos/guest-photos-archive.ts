import { once } from 'node:events';
import type { Readable } from 'node:stream';
import archiver from 'archiver';
import { MARKET_TIME_ZONES } from '@eventsite/core/constants/platform';
import type { GuestPhotoDeps } from './guest-photo-deps';
import type { StoredGuestPhoto } from './guest-photo-repository';

/** The words for a photo without a name, in the archive's file names. */
const ANONYMOUS: Readonly<Record<GuestPhotoDeps['market'], string>> = { se: 'Gäst', dk: 'Gæst' };

/** A name safe in any file system: no path separators, control or reserved characters. */
function safeName(name: string): string {
  return name
    .replace(/[\p{Cc}/\\:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
}

/** '2026-06-13 1432' on the market's clock. */
function localStamp(date: Date, market: GuestPhotoDeps['market']): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: MARKET_TIME_ZONES[market],
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}${parts.minute}`;
}

/**
 * Each original's name in the archive (issue 38 item 3): when it came and from whom, numbered per uploader
 * in the order they came, e.g. `2026-06-13 1432 Anna Svensson 3.jpg`, so the names sort by time and none
 * repeats.
 */
export function archiveNamesOf(
  photos: readonly Pick<StoredGuestPhoto, 'id' | 'uploader' | 'createdAt' | 'originalKey'>[],
  market: GuestPhotoDeps['market'],
): Map<string, string> {
  const counts = new Map<string, number>();
  const names = new Map<string, string>();
  const oldestFirst = [...photos].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const photo of oldestFirst) {
    const uploader = safeName(photo.uploader) || ANONYMOUS[market];
    const count = (counts.get(uploader) ?? 0) + 1;
    counts.set(uploader, count);
    const extension = photo.originalKey.slice(photo.originalKey.lastIndexOf('.') + 1);
    names.set(photo.id, `${localStamp(photo.createdAt, market)} ${uploader} ${count}.${extension}`);
  }
  return names;
}

/**
 * Every original of a site in one zip, streamed (issue 38 item 3): one stored file is opened at a time and
 * only once the one before it is in the archive, which waits for the reader, so neither the set nor the
 * archive is ever held in memory or on disk. Photos are already compressed: stored, not deflated again.
 */
export function streamGuestPhotosArchive(
  deps: Pick<GuestPhotoDeps, 'storage' | 'market'>,
  photos: readonly StoredGuestPhoto[],
  onError: (error: unknown) => void,
): Readable {
  const archive = archiver('zip', { store: true });
  const names = archiveNamesOf(photos, deps.market);
  const oldestFirst = [...photos].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const fill = async () => {
    for (const photo of oldestFirst) {
      const file = await deps.storage.get(photo.originalKey);
      if (!file) continue;
      const added = once(archive, 'entry');
      archive.append(file.stream, { name: names.get(photo.id) ?? photo.originalKey, date: photo.createdAt });
      await added;
    }
    await archive.finalize();
  };
  fill().catch((error: unknown) => {
    onError(error);
    archive.abort();
  });
  return archive;
}
