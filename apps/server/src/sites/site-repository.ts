import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { GiftPotTotal, Site } from '@eventsite/core';
import type { Database } from '../db/open-database';
import {
  giftPotTotals,
  giftReservationTotals,
  siteHosts,
  sitePublications,
  sites,
  sitesWithRsvps,
  siteVersions,
  siteVisitCounts,
} from '../db/schema';
import { composeSite, ownerDocumentOf, type SiteRow } from './compose-site';
import { SiteVersionRepository } from './site-version-repository';

/** A site as stored: its row's owner, and the site in the wire shape (`composeSite`). */
export interface StoredSite {
  id: string;
  /** Null for sites without an owner (the demo sites). */
  accountId: string | null;
  site: Site;
  /** Says which state of the site and its visitor count this is. */
  stamp: string;
  /** Says which state of the site this is, without the count: what guests' pages, which never show it, depend on. */
  documentStamp: string;
}

/** A site's id and the stamp of its current state, read without its document. */
export interface SiteStamp {
  id: string;
  stamp: string;
}

export type CreateSiteResult = { status: 'created'; id: string } | { status: 'exists'; id: string };

export type SaveSiteResult =
  { status: 'saved'; site: Site } | { status: 'conflict'; site: Site } | { status: 'missing' };

/** 96 random bits in hex: opaque (`decisions.md` §2), unguessable, and safe in paths and file names. */
function newSiteId(): string {
  return randomBytes(12).toString('hex');
}

/** How many money gifts guests reported to the site's pots: it only grows, so it tells a new report. */
const reportedGifts = sql<number>`(SELECT coalesce(sum(${giftPotTotals.count}), 0)::integer FROM ${giftPotTotals} WHERE ${giftPotTotals.siteId} = ${sites.id})`;

/** The pots' reported sums and counts (issue 37), no names. */
const potTotals = sql<
  GiftPotTotal[]
>`(SELECT coalesce(jsonb_agg(jsonb_build_object('potId', ${giftPotTotals.potId}, 'amount', ${giftPotTotals.amountOre}, 'count', ${giftPotTotals.count}) ORDER BY ${giftPotTotals.potId}), '[]'::jsonb) FROM ${giftPotTotals} WHERE ${giftPotTotals.siteId} = ${sites.id})`;

/**
 * The stamp of a site's state: its row's revision and those of the facts beside it that guests see
 * (publication, reservation sums, the RSVP flag, the pots' reported gifts). A reservation, an RSVP or a gift
 * report changes its own part, not the row's revision. Visits raise the count, which `stamp` adds and
 * `documentStamp` leaves out.
 */
const stampColumns = {
  revision: sites.revision,
  publicationRevision: sitePublications.revision,
  giftRevision: giftReservationTotals.revision,
  rsvpsSince: sitesWithRsvps.createdAt,
  reportedGifts,
  visitors: siteVisitCounts.visitors,
};

type StampRow = {
  revision: number;
  publicationRevision: number | null;
  giftRevision: number | null;
  rsvpsSince: Date | null;
  reportedGifts: number;
  visitors: number | null;
};

const documentStampOf = (row: StampRow) =>
  `${row.revision}.${row.publicationRevision ?? 0}.${row.giftRevision ?? 0}.${row.rsvpsSince ? 1 : 0}.${row.reportedGifts}`;

const stampOf = (row: StampRow) => `${documentStampOf(row)}.${row.visitors ?? 0}`;

const storedColumns = {
  ...stampColumns,
  id: sites.id,
  accountId: sites.accountId,
  data: sites.data,
  siteVersion: sites.siteVersion,
  guestPasswordHash: sites.guestPasswordHash,
  metaNoindex: sites.metaNoindex,
  host: siteHosts.host,
  active: sitePublications.active,
  activeDate: sitePublications.activeDate,
  activeExpireDate: sitePublications.activeExpireDate,
  customDomains: sitePublications.customDomains,
  customDomainActive: sitePublications.customDomainActive,
  customDomainActiveDate: sitePublications.customDomainActiveDate,
  includedDomainRegistrations: sitePublications.includedDomainRegistrations,
  giftReservations: giftReservationTotals.reservations,
  potTotals,
};

/** The site's row joined to its facts' rows, each found by its primary key (or the one current host). */
function selectStored(db: Database) {
  return db
    .select(storedColumns)
    .from(sites)
    .leftJoin(siteHosts, and(eq(siteHosts.siteId, sites.id), eq(siteHosts.current, true)))
    .leftJoin(sitePublications, eq(sitePublications.siteId, sites.id))
    .leftJoin(giftReservationTotals, eq(giftReservationTotals.siteId, sites.id))
    .leftJoin(sitesWithRsvps, eq(sitesWithRsvps.siteId, sites.id))
    .leftJoin(siteVisitCounts, eq(siteVisitCounts.siteId, sites.id));
}

/** `selectStored` without the document: what the stamp is made of. */
function selectStamp(db: Database) {
  return db
    .select({ ...stampColumns, id: sites.id })
    .from(sites)
    .leftJoin(sitePublications, eq(sitePublications.siteId, sites.id))
    .leftJoin(giftReservationTotals, eq(giftReservationTotals.siteId, sites.id))
    .leftJoin(sitesWithRsvps, eq(sitesWithRsvps.siteId, sites.id))
    .leftJoin(siteVisitCounts, eq(siteVisitCounts.siteId, sites.id));
}

type StoredRow = Omit<SiteRow, 'hasRsvps'> & StampRow & { accountId: string | null };

function toStoredSite(row: StoredRow): StoredSite {
  return {
    id: row.id,
    accountId: row.accountId,
    site: composeSite({ ...row, hasRsvps: row.rsvpsSince !== null }),
    stamp: stampOf(row),
    documentStamp: documentStampOf(row),
  };
}

/** The site that answers on the host: its current host or another of its addresses (`site_hosts`). */
function hostFilter(db: Database, host: string): SQL {
  return inArray(
    sites.id,
    db.select({ siteId: siteHosts.siteId }).from(siteHosts).where(eq(siteHosts.host, host.toLowerCase())),
  );
}

const jsonb = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * Sites: the owner's JSON document (`data`) and the site's own settings (guest password, noindex). What
 * other areas keep of a site (publication, addresses, reservation sums, RSVPs, visits) is theirs to write;
 * reads join it in and `composeSite` gives the wire shape.
 */
export class SiteRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): SiteRepository {
    return new SiteRepository(tx);
  }

  /** The id of the account's site (one per account), or null before it has created one. */
  async findIdOfAccount(accountId: string): Promise<string | null> {
    const [site] = await this.db.select({ id: sites.id }).from(sites).where(eq(sites.accountId, accountId));
    return site?.id ?? null;
  }

  async isOwnedBy(siteId: string, accountId: string): Promise<boolean> {
    const [site] = await this.db
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.id, siteId), eq(sites.accountId, accountId)));
    return site !== undefined;
  }

  async findById(id: string): Promise<StoredSite | null> {
    const [row] = await selectStored(this.db).where(eq(sites.id, id));
    return row ? toStoredSite(row) : null;
  }

  /** The site whose host this is, or which has it among its addresses (subdomain, custom domains). */
  async findByHost(host: string): Promise<StoredSite | null> {
    const [row] = await selectStored(this.db).where(hostFilter(this.db, host));
    return row ? toStoredSite(row) : null;
  }

  /** The stamp of a site's current state, by id or host, without reading its document. */
  async findStamp(by: { id: string } | { host: string }): Promise<SiteStamp | null> {
    const [row] = await selectStamp(this.db).where(
      'id' in by ? eq(sites.id, by.id) : hostFilter(this.db, by.host),
    );
    return row ? { id: row.id, stamp: stampOf(row) } : null;
  }

  /**
   * The ids of uploads in `folderPath` that site documents or their versions (which can be restored)
   * still show, `idPattern` matching an id in a file's name: one pass over the rows that mention the
   * folder at all.
   */
  async uploadIdsShownIn(folderPath: string, idPattern: string): Promise<Set<string>> {
    const idsIn = (data: typeof sites.data | typeof siteVersions.data) =>
      sql<string>`(regexp_matches(${data}::text, ${idPattern}, 'g'))[1]`;
    const mentions = (data: typeof sites.data | typeof siteVersions.data) =>
      sql`strpos(${data}::text, ${folderPath}) > 0`;
    const rows = await this.db
      .select({ id: idsIn(sites.data) })
      .from(sites)
      .where(mentions(sites.data))
      .union(
        this.db
          .select({ id: idsIn(siteVersions.data) })
          .from(siteVersions)
          .where(mentions(siteVersions.data)),
      );
    return new Set(rows.map((row) => row.id));
  }

  /**
   * Stores a new site for the account as version 1, with a fresh id, unless the account owns one already
   * (`decisions.md` §3 "Create"). `site` must be a new draft: its server-managed facts are not stored.
   */
  async create(accountId: string, site: Site, now: Date): Promise<CreateSiteResult> {
    const id = newSiteId();
    const data = { ...ownerDocumentOf(site), _id: id, siteVersion: 1 };
    const created = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sites)
        .values({ id, accountId, data, siteVersion: 1, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: sites.accountId })
        .returning({ id: sites.id });
      if (row)
        await new SiteVersionRepository(tx).record({ siteId: id, siteVersion: 1, createdAt: now, data });
      return row !== undefined;
    });
    if (created) return { status: 'created', id };
    const existing = await this.findIdOfAccount(accountId);
    if (existing === null) throw new Error(`Creating a site for ${accountId} failed without a site to blame`);
    return { status: 'exists', id: existing };
  }

  /**
   * Stores an imported version-1 site's document and settings under its own id for the account
   * (docs/legacy-sites.md "Import"); its other facts go to their areas (`importLegacySites`). A site
   * already stored under that id is left as it is, so an import can run twice. Version history is a
   * version-2 feature (`002` §2.1), so none is recorded.
   */
  async importLegacySite(accountId: string, site: Site, now: Date): Promise<'created' | 'exists'> {
    const siteVersion = Math.max(site.siteVersion, 1);
    const [row] = await this.db
      .insert(sites)
      .values({
        id: site._id,
        accountId,
        data: { ...ownerDocumentOf(site), siteVersion },
        siteVersion,
        guestPasswordHash: site.password || null,
        metaNoindex: site.metaNoindex,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: sites.id })
      .returning({ id: sites.id });
    return row ? 'created' : 'exists';
  }

  /**
   * Saves the owner's document as the next version and records the version; whatever the body says of
   * the server's facts is left out (`ownerDocumentOf`). With `expectedVersion` it is a compare-and-set: the
   * single UPDATE only matches while the stored version is still that one, so of two concurrent saves
   * exactly one wins and the other gets `conflict` with the site as it now is. Without it (restoring a
   * version) it always applies.
   */
  async save(id: string, site: Site, expectedVersion: number | null, now: Date): Promise<SaveSiteResult> {
    const saved = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(sites)
        .set({
          data: sql`${jsonb({ ...ownerDocumentOf(site), _id: id })}
            || jsonb_build_object('siteVersion', ${sites.siteVersion} + 1)`,
          siteVersion: sql`${sites.siteVersion} + 1`,
          updatedAt: now,
        })
        .where(
          expectedVersion === null
            ? eq(sites.id, id)
            : and(eq(sites.id, id), eq(sites.siteVersion, expectedVersion)),
        )
        .returning({ siteVersion: sites.siteVersion, data: sites.data });
      if (!row) return null;
      await new SiteVersionRepository(tx).record({
        siteId: id,
        siteVersion: row.siteVersion,
        createdAt: now,
        data: row.data,
      });
      return this.withTransaction(tx).findById(id);
    });
    if (saved) return { status: 'saved', site: saved.site };
    const current = await this.findById(id);
    return current ? { status: 'conflict', site: current.site } : { status: 'missing' };
  }

  /** The guest password as its scrypt hash; null turns it off. */
  async setPasswordHash(id: string, passwordHash: string | null): Promise<void> {
    await this.db.update(sites).set({ guestPasswordHash: passwordHash }).where(eq(sites.id, id));
  }

  async setMetaNoindex(id: string, metaNoindex: boolean): Promise<void> {
    await this.db.update(sites).set({ metaNoindex }).where(eq(sites.id, id));
  }

  /** Deletes the site; every table keyed by it goes in the same statement (foreign keys, `personal-data-tables.ts`). */
  async delete(id: string): Promise<void> {
    await this.db.delete(sites).where(eq(sites.id, id));
  }

  /**
   * What the retention of guests' data needs of every owned site (issue 33, item 4): when its publication
   * ends (`activeExpireDate`; null for a site never published) and when it was last saved.
   */
  async listRetentionFacts(): Promise<
    { id: string; accountId: string; activeExpireDate: Date | null; savedAt: Date }[]
  > {
    const rows = await this.db
      .select({
        id: sites.id,
        accountId: sites.accountId,
        activeExpireDate: sitePublications.activeExpireDate,
        savedAt: sites.updatedAt,
      })
      .from(sites)
      .leftJoin(sitePublications, eq(sitePublications.siteId, sites.id))
      .where(isNotNull(sites.accountId));
    return rows.flatMap((row) =>
      row.accountId === null
        ? []
        : [
            {
              id: row.id,
              accountId: row.accountId,
              activeExpireDate: row.activeExpireDate === null ? null : new Date(row.activeExpireDate),
              savedAt: new Date(row.savedAt),
            },
          ],
    );
  }

  /**
   * Writes a site without an owner (a demo site) as it is given, so that each start refreshes its content
   * and dates; its host and publication are the addresses area's to write (`seedOwnerlessSite`).
   */
  async upsertOwnerless(site: Site, now: Date): Promise<void> {
    const data = { ...ownerDocumentOf(site), siteVersion: 1 };
    await this.db
      .insert(sites)
      .values({ id: site._id, accountId: null, data, siteVersion: 1, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: sites.id,
        set: { data: sql`excluded.data`, siteVersion: 1, updatedAt: now },
      });
  }
}
