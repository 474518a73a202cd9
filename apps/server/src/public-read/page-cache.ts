import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a page's builder gives: a visitor-independent response. */
export interface PageBody {
  status: number;
  contentType: string;
  body: string | Buffer;
}

/** A built response, kept with its ETag and its compressed forms. */
export interface CachedPage {
  status: number;
  contentType: string;
  etag: string;
  identity: Buffer;
  /** Null when the body is too small to gain from compression. */
  br: Buffer | null;
  gzip: Buffer | null;
}

/**
 * What a cached page depends on: the site, the stamp of its stored state (`PublicSiteDirectory`), and the
 * variant of the response (JSON read, or the page of a language, path and guest-gate state).
 */
export interface PageKey {
  siteId: string;
  stamp: string;
  variant: string;
}

export interface PageCacheOptions {
  /** The bodies' total bytes (all forms) the cache keeps at most; the least recently used go first. */
  maxBytes: number;
}

/** Below this, compressed forms cost more than they save. */
const MIN_COMPRESSED_BYTES = 1024;

async function compressPage({ status, contentType, body }: PageBody): Promise<CachedPage> {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`;
  if (identity.length < MIN_COMPRESSED_BYTES)
    return { status, contentType, etag, identity, br: null, gzip: null };
  // Built once per site version, so a strong setting pays off; quality 11 would cost tens of ms per page.
  const [br, gzipped] = await Promise.all([
    brotli(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { status, contentType, etag, identity, br, gzip: gzipped };
}

const sizeOf = (page: CachedPage) => page.identity.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0);

const keyOf = ({ siteId, stamp, variant }: PageKey) => `${siteId}\n${stamp}\n${variant}`;

/** A page whatever the site's state: a newer state's page replaces the older one. */
const slotOf = ({ siteId, variant }: PageKey) => `${siteId}\n${variant}`;

/**
 * Public responses built once per site state and kept in memory (least recently used out first), so a
 * guest's request costs a lookup instead of a render, a serialisation and a compression.
 */
export class PageCache {
  /** Each kept page with its slot, so that dropping it also frees the slot. */
  private readonly pages = new Map<string, { page: CachedPage; slot: string }>();
  /** The key of the page kept in each slot, so that a site's older states go as soon as a newer one is kept. */
  private readonly slots = new Map<string, string>();
  /** Builds under way, so parallel first requests for one key build it once. */
  private readonly building = new Map<string, Promise<CachedPage>>();
  private bytes = 0;

  constructor(private readonly options: PageCacheOptions) {}

  async getOrBuild(key: PageKey, build: () => PageBody | Promise<PageBody>): Promise<CachedPage> {
    const id = keyOf(key);
    const cached = this.pages.get(id);
    if (cached) {
      // Map order is insertion order: moving a hit to the end keeps the least recently used first.
      this.pages.delete(id);
      this.pages.set(id, cached);
      return cached.page;
    }
    const pending = this.building.get(id);
    if (pending) return pending;
    const built = (async () => compressPage(await build()))();
    this.building.set(id, built);
    try {
      const page = await built;
      this.keep(key, page);
      return page;
    } finally {
      this.building.delete(id);
    }
  }

  /** The kept page, without building one. */
  peek(key: PageKey): CachedPage | undefined {
    return this.pages.get(keyOf(key))?.page;
  }

  /** Drops every page of a site: its stamp has changed, so they can never be asked for again. */
  forgetSite(siteId: string): void {
    const prefix = `${siteId}\n`;
    for (const id of this.pages.keys()) {
      if (id.startsWith(prefix)) this.drop(id);
    }
  }

  clear(): void {
    this.pages.clear();
    this.slots.clear();
    this.bytes = 0;
  }

  private keep(key: PageKey, page: CachedPage): void {
    const size = sizeOf(page);
    if (size > this.options.maxBytes) return;
    const id = keyOf(key);
    const slot = slotOf(key);
    const replaced = this.slots.get(slot);
    if (replaced !== undefined) this.drop(replaced);
    this.slots.set(slot, id);
    this.pages.set(id, { page, slot });
    this.bytes += size;
    for (const oldest of this.pages.keys()) {
      if (this.bytes <= this.options.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(id: string): void {
    const kept = this.pages.get(id);
    if (!kept) return;
    this.pages.delete(id);
    this.bytes -= sizeOf(kept.page);
    if (this.slots.get(kept.slot) === id) this.slots.delete(kept.slot);
  }
}
