import type { SiteRepository, SiteStamp, StoredSite } from '../sites/site-repository';

/** How long a site read from the database is served without asking whether it changed. */
const SITE_RECHECK_MS = 1000;
/** Hosts and ids remembered at most; the least recently used go first. */
const MAX_SITES = 10_000;

interface Remembered {
  stored: StoredSite;
  checkedAt: number;
}

export type SiteRef = { id: string } | { host: string };

const refKey = (ref: SiteRef) => ('id' in ref ? `id:${ref.id}` : `host:${ref.host.toLowerCase()}`);

/**
 * The sites guests are reading, parsed once per state and kept by host and id. A change notice
 * (`forget`, from this process's writes or another's via the database) drops a site at once; without one
 * a site is still re-checked after `SITE_RECHECK_MS` with a query for its stamp alone, so a lost notice
 * never serves an old state for longer. Only a changed stamp reads and parses the document again.
 */
export class PublicSiteDirectory {
  private readonly remembered = new Map<string, Remembered>();

  constructor(
    private readonly sites: Pick<SiteRepository, 'findById' | 'findByHost' | 'findStamp'>,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  async find(ref: SiteRef): Promise<StoredSite | null> {
    const key = refKey(ref);
    const entry = this.remembered.get(key);
    const now = this.clock();
    if (entry && now - entry.checkedAt < SITE_RECHECK_MS) return entry.stored;
    if (entry) {
      const current: SiteStamp | null = await this.sites.findStamp(ref);
      if (current?.id === entry.stored.id && current.stamp === entry.stored.stamp) {
        this.remember(key, { stored: entry.stored, checkedAt: now });
        return entry.stored;
      }
    }
    const stored = 'id' in ref ? await this.sites.findById(ref.id) : await this.sites.findByHost(ref.host);
    if (stored) this.remember(key, { stored, checkedAt: now });
    else this.remembered.delete(key);
    return stored;
  }

  /** The site as remembered, while it needs no re-check; undefined when only `find` can tell. */
  peek(ref: SiteRef): StoredSite | undefined {
    const entry = this.remembered.get(refKey(ref));
    return entry && this.clock() - entry.checkedAt < SITE_RECHECK_MS ? entry.stored : undefined;
  }

  /** The site changed: its next request reads it again. */
  forget(siteId: string): void {
    for (const [key, entry] of this.remembered) {
      if (entry.stored.id === siteId) this.remembered.delete(key);
    }
  }

  /** Change notices may have been missed (the listening connection was lost): read every site again. */
  forgetAll(): void {
    this.remembered.clear();
  }

  private remember(key: string, entry: Remembered): void {
    this.remembered.delete(key);
    this.remembered.set(key, entry);
    if (this.remembered.size > MAX_SITES) {
      const oldest = this.remembered.keys().next().value;
      if (oldest !== undefined) this.remembered.delete(oldest);
    }
  }
}
