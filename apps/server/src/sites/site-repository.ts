import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { siteSchema, type GiftReservation, type Publication, type Site } from '@eventsite/core';
import type { Database } from '../db/open-database';
import { sites } from '../db/schema';
import { PROTECTED_SITE_FIELDS_SQL } from './protected-site-fields';
import { recordSiteVersion } from './site-version-repository';

/** A site as stored: its row's owner, and the document with the row's `siteVersion`. */
export interface StoredSite {
  id: string;
  /** Null for sites without an owner (the demo sites). */
  accountId: string | null;
  site: Site;
  /** Says which state of the row and its visitor count this is (`siteStampOf`). */
  stamp: string;
  /** Says which state of the row alone this is: what guests' pages, which never show the count, depend on. */
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

/** Visitors are counted in their own table (`SiteVisitRepository`), off the site's document. */
const visitors = sql<number | null>`(SELECT visitors FROM site_visit_counts WHERE site_id = ${sites.id})`;

/** Every write to the row raises `revision` (a trigger), and visits raise the count: both change the stamp. */
const stampOf = (row: { revision: number; visitors: number | null }) =>
  `${row.revision}.${row.visitors ?? 0}`;

const storedColumns = {
  id: sites.id,
  accountId: sites.accountId,
  data: sites.data,
  siteVersion: sites.siteVersion,
  revision: sites.revision,
  visitors,
};

interface StoredRow {
  id: string;
  accountId: string | null;
  data: unknown;
  siteVersion: number;
  revision: number;
  visitors: number | null;
}

function toStoredSite(row: StoredRow): StoredSite {
  // The column is the truth for the version: it is what saves compare and set.
  const site = {
    ...siteSchema.parse(row.data),
    siteVersion: row.siteVersion,
    visitorCount: row.visitors ?? 0,
  };
  return {
    id: row.id,
    accountId: row.accountId,
    site,
    stamp: stampOf(row),
    documentStamp: String(row.revision),
  };
}

/** The site whose host this is, or which has it among its addresses (subdomain, custom domains). */
function hostFilter(host: string): SQL {
  const lowerCase = host.toLowerCase();
  return or(
    eq(sites.host, lowerCase),
    sql`${sites.id} = (SELECT site_id FROM site_hosts WHERE host = ${lowerCase})`,
  ) as SQL;
}

/** When a host moved, the site that has it as its host wins over an address left behind. */
const hostPreference = (host: string) => desc(sql`${sites.host} = ${host.toLowerCase()}`);

const jsonb = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * Sites are JSON documents (`data`) with the fields searched or constrained in the database copied to
 * columns: `host` (public lookup, unique) and `active`. Fields that change outside the owner's saves
 * (visitor count, guest password, reservations, …) are changed inside the document with single atomic
 * statements, so they never race with a save (see `save`).
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
    const [row] = await this.db.select(storedColumns).from(sites).where(eq(sites.id, id));
    return row ? toStoredSite(row) : null;
  }

  /** The site whose host this is, or which has it among its addresses (subdomain, custom domains). */
  async findByHost(host: string): Promise<StoredSite | null> {
    const [row] = await this.db
      .select(storedColumns)
      .from(sites)
      .where(hostFilter(host))
      .orderBy(hostPreference(host))
      .limit(1);
    return row ? toStoredSite(row) : null;
  }

  /** Locks the site's row until the transaction ends and reads its document; null when there is no such site. */
  async lockDocument(id: string): Promise<Site | null> {
    const [row] = await this.db
      .select({ data: sites.data })
      .from(sites)
      .where(eq(sites.id, id))
      .for('update');
    return row ? siteSchema.parse(row.data) : null;
  }

  /** True when a site other than `siteId` has the host as its current host. */
  async isHostOfAnotherSite(host: string, siteId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.host, host), ne(sites.id, siteId)));
    return row !== undefined;
  }

  /** The stamp of a site's current state, by id or host, without reading its document. */
  async findStamp(by: { id: string } | { host: string }): Promise<SiteStamp | null> {
    const query = this.db
      .select({ id: sites.id, revision: sites.revision, visitors })
      .from(sites)
      .where('id' in by ? eq(sites.id, by.id) : hostFilter(by.host));
    const [row] = await ('host' in by ? query.orderBy(hostPreference(by.host)).limit(1) : query);
    return row ? { id: row.id, stamp: stampOf(row) } : null;
  }

  /**
   * Stores a new site for the account as version 1, with a fresh id, unless the account owns one already
   * (`decisions.md` §3 "Create"). `site` must be a new draft: unpublished, no host.
   */
  async create(accountId: string, site: Site, now: Date): Promise<CreateSiteResult> {
    const id = newSiteId();
    const data = { ...site, _id: id, siteVersion: 1 };
    const created = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sites)
        .values({
          id,
          accountId,
          data,
          siteVersion: 1,
          host: null,
          active: false,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: sites.accountId })
        .returning({ id: sites.id });
      if (row) await recordSiteVersion(tx, { siteId: id, siteVersion: 1, createdAt: now, data });
      return row !== undefined;
    });
    if (created) return { status: 'created', id };
    const existing = await this.findIdOfAccount(accountId);
    if (existing === null) throw new Error(`Creating a site for ${accountId} failed without a site to blame`);
    return { status: 'exists', id: existing };
  }

  /**
   * Stores an imported version-1 site under its own id for the account (docs/legacy-sites.md "Import").
   * A site already stored under that id is left as it is, so an import can run twice. Version history is a
   * version-2 feature (`002` §2.1), so none is recorded.
   */
  async importLegacySite(accountId: string, site: Site, now: Date): Promise<'created' | 'exists'> {
    const siteVersion = Math.max(site.siteVersion, 1);
    const [row] = await this.db
      .insert(sites)
      .values({
        id: site._id,
        accountId,
        data: { ...site, siteVersion },
        siteVersion,
        host: site.host?.toLowerCase() ?? null,
        active: site.active,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: sites.id })
      .returning({ id: sites.id });
    return row ? 'created' : 'exists';
  }

  /**
   * Saves the owner's document as the next version, keeping the stored values of the protected fields,
   * and records the version. With `expectedVersion` it is a compare-and-set: the single UPDATE only matches
   * while the stored version is still that one, so of two concurrent saves exactly one wins and the other
   * gets `conflict` with the site as it now is. Without it (restoring a version) it always applies.
   */
  async save(id: string, site: Site, expectedVersion: number | null, now: Date): Promise<SaveSiteResult> {
    const saved = await this.db.transaction(async (tx) => {
      const storedProtected = sql`(SELECT coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
        FROM jsonb_each(${sites.data}) WHERE key = ANY(${PROTECTED_SITE_FIELDS_SQL}))`;
      const [row] = await tx
        .update(sites)
        .set({
          data: sql`(${jsonb(site)} - ${PROTECTED_SITE_FIELDS_SQL}) || ${storedProtected}
            || jsonb_build_object('siteVersion', ${sites.siteVersion} + 1)`,
          siteVersion: sql`${sites.siteVersion} + 1`,
          updatedAt: now,
        })
        .where(
          expectedVersion === null
            ? eq(sites.id, id)
            : and(eq(sites.id, id), eq(sites.siteVersion, expectedVersion)),
        )
        .returning(storedColumns);
      if (row) {
        await recordSiteVersion(tx, {
          siteId: id,
          siteVersion: row.siteVersion,
          createdAt: now,
          data: row.data,
        });
      }
      return row;
    });
    if (saved) return { status: 'saved', site: toStoredSite(saved).site };
    const current = await this.findById(id);
    return current ? { status: 'conflict', site: current.site } : { status: 'missing' };
  }

  /** Sets one server-managed field of the document, without a new version (they are not the owner's edits). */
  private async setField(
    id: string,
    field: 'password' | 'metaNoindex' | 'giftRegistryReservations' | 'customDomainRegistrationsAvailable',
    value: unknown,
  ): Promise<void> {
    await this.db
      .update(sites)
      .set({ data: sql`jsonb_set(${sites.data}, ${`{${field}}`}::text[], ${jsonb(value)})` })
      .where(eq(sites.id, id));
  }

  /** The guest password as its scrypt hash; null turns it off. */
  async setPasswordHash(id: string, passwordHash: string | null): Promise<void> {
    await this.setField(id, 'password', passwordHash);
  }

  async setMetaNoindex(id: string, metaNoindex: boolean): Promise<void> {
    await this.setField(id, 'metaNoindex', metaNoindex);
  }

  /** The sums of guests' gift reservations the public site shows; written under the lock of `lockDocument`. */
  async setGiftReservations(id: string, reservations: readonly GiftReservation[]): Promise<void> {
    await this.setField(id, 'giftRegistryReservations', reservations);
  }

  /** How many domain registrations the owner's package still includes (protected from the owner's saves). */
  async setIncludedDomainRegistrations(id: string, count: number): Promise<void> {
    await this.setField(id, 'customDomainRegistrationsAvailable', count);
  }

  /** Marks the site as having RSVPs; only its first RSVP writes the document, not every one. */
  async markHasRsvps(id: string): Promise<void> {
    await this.db.execute(this.markHasRsvpsWhen(id, sql`true`));
  }

  /** `markHasRsvps` as a write of a larger statement, made only when `when` holds. */
  markHasRsvpsWhen(id: string, when: SQL): SQL {
    return this.db
      .update(sites)
      .set({ data: sql`jsonb_set(${sites.data}, '{hasRsvps}', 'true'::jsonb)` })
      .where(and(eq(sites.id, id), sql`${sites.data}->'hasRsvps' IS DISTINCT FROM 'true'::jsonb`, when))
      .getSQL();
  }

  /**
   * Takes the site off every address at once (an account being deleted): unpublished, no host, no custom
   * domains. The row's trigger tells every process's public read path.
   */
  async takeOffline(id: string, now: Date): Promise<void> {
    const offline = { active: false, host: null, customDomains: [], customDomainActive: false };
    await this.db
      .update(sites)
      .set({
        data: sql`${sites.data} || ${JSON.stringify(offline)}::jsonb`,
        host: null,
        active: false,
        updatedAt: now,
      })
      .where(eq(sites.id, id));
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
        activeExpireDate: sql<string | null>`${sites.data}->>'activeExpireDate'`,
        savedAt: sites.updatedAt,
      })
      .from(sites)
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

  /** Writes the publication fields into the document and the `host`/`active` columns (`applyPublicationChange`). */
  async setPublication(id: string, publication: Publication, now: Date): Promise<void> {
    await this.db
      .update(sites)
      .set({
        data: sql`${sites.data} || ${JSON.stringify(publication)}::jsonb`,
        host: publication.host ?? null,
        active: publication.active,
        updatedAt: now,
      })
      .where(eq(sites.id, id));
  }

  /**
   * Writes a site without an owner (a demo site) as it is given, keeping only its visitor count, so that
   * each start refreshes its content and dates.
   */
  async upsertOwnerless(site: Site, now: Date): Promise<void> {
    const data = { ...site, siteVersion: 1 };
    const host = site.host ?? null;
    // A demo site of another brand may hold the host from an earlier start with other settings.
    if (host !== null) {
      await this.db
        .update(sites)
        .set({ host: null, active: false })
        .where(and(eq(sites.host, host), ne(sites.id, site._id), isNull(sites.accountId)));
    }
    await this.db
      .insert(sites)
      .values({
        id: site._id,
        accountId: null,
        data,
        siteVersion: 1,
        host,
        active: site.active,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: sites.id,
        set: {
          data: sql`excluded.data || jsonb_build_object('visitorCount',
            coalesce(${sites.data}->'visitorCount', '0'::jsonb))`,
          siteVersion: 1,
          host: sql`excluded.host`,
          active: sql`excluded.active`,
          updatedAt: now,
        },
      });
  }
}
