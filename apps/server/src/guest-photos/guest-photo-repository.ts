import { isUuid } from '../db/is-uuid';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { GuestPhotoStatus } from '@eventsite/core/constants/guest-photos';
import type { Database } from '../db/open-database';
import { guestPhotoMails, guestPhotos, guestPhotoSlideshows, sites } from '../db/schema';

/** A guest's photo or video as stored. */
export type StoredGuestPhoto = typeof guestPhotos.$inferSelect;

export class GuestPhotoRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): GuestPhotoRepository {
    return new GuestPhotoRepository(tx);
  }

  async add(photo: StoredGuestPhoto): Promise<void> {
    await this.db.insert(guestPhotos).values(photo);
  }

  /** What a site has used of its limits: photos and the originals' bytes. */
  async usage(siteId: string): Promise<{ count: number; bytes: number }> {
    const [row] = await this.db
      .select({
        count: sql<number>`count(*)::int`,
        // A video is kept twice, as sent and as served with its location blanked: the same size each.
        bytes: sql<number>`coalesce(sum(${guestPhotos.originalBytes} * case when ${guestPhotos.kind} = 'video' then 2 else 1 end), 0)::bigint`,
      })
      .from(guestPhotos)
      .where(eq(guestPhotos.siteId, siteId));
    return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
  }

  /** Every photo of a site, newest first (the owner's screen, the export, the archive). */
  async list(siteId: string): Promise<StoredGuestPhoto[]> {
    return this.db
      .select()
      .from(guestPhotos)
      .where(eq(guestPhotos.siteId, siteId))
      .orderBy(desc(guestPhotos.createdAt), desc(guestPhotos.id));
  }

  /** The approved photos guests see: starred first, then newest. */
  async listApproved(siteId: string): Promise<StoredGuestPhoto[]> {
    return this.db
      .select()
      .from(guestPhotos)
      .where(and(eq(guestPhotos.siteId, siteId), eq(guestPhotos.status, 'approved')))
      .orderBy(desc(guestPhotos.starred), desc(guestPhotos.createdAt), desc(guestPhotos.id));
  }

  /** Photos approved after `since`, oldest first: what the slideshow has not shown yet. */
  async listApprovedSince(siteId: string, since: Date): Promise<StoredGuestPhoto[]> {
    return this.db
      .select()
      .from(guestPhotos)
      .where(
        and(
          eq(guestPhotos.siteId, siteId),
          eq(guestPhotos.status, 'approved'),
          gt(guestPhotos.approvedAt, since),
        ),
      )
      .orderBy(asc(guestPhotos.approvedAt));
  }

  async find(siteId: string, id: string): Promise<StoredGuestPhoto | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .select()
      .from(guestPhotos)
      .where(and(eq(guestPhotos.siteId, siteId), eq(guestPhotos.id, id)));
    return row ?? null;
  }

  async findByStem(siteId: string, stem: string): Promise<StoredGuestPhoto | null> {
    const [row] = await this.db
      .select()
      .from(guestPhotos)
      .where(and(eq(guestPhotos.siteId, siteId), eq(guestPhotos.fileStem, stem)));
    return row ?? null;
  }

  /** Approves or sends back a photo and stars it; approving notes the time for the slideshow. */
  async update(
    siteId: string,
    id: string,
    change: { status: GuestPhotoStatus; starred?: boolean },
    now: Date,
  ): Promise<StoredGuestPhoto | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .update(guestPhotos)
      .set({
        status: change.status,
        ...(change.starred === undefined ? {} : { starred: change.starred }),
        approvedAt:
          change.status === 'approved'
            ? sql`case when ${guestPhotos.status} = 'approved' then ${guestPhotos.approvedAt} else ${now.toISOString()}::timestamptz end`
            : null,
      })
      .where(and(eq(guestPhotos.siteId, siteId), eq(guestPhotos.id, id)))
      .returning();
    return row ?? null;
  }

  async delete(siteId: string, id: string): Promise<StoredGuestPhoto | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .delete(guestPhotos)
      .where(and(eq(guestPhotos.siteId, siteId), eq(guestPhotos.id, id)))
      .returning();
    return row ?? null;
  }

  /** Removes every photo of these sites (retention); answers the rows so their files can go too. */
  async deleteForSites(siteIds: readonly string[]): Promise<StoredGuestPhoto[]> {
    if (siteIds.length === 0) return [];
    return this.db.delete(guestPhotos).where(inArray(guestPhotos.siteId, siteIds)).returning();
  }

  async slideshowToken(siteId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ token: guestPhotoSlideshows.token })
      .from(guestPhotoSlideshows)
      .where(eq(guestPhotoSlideshows.siteId, siteId));
    return row?.token ?? null;
  }

  /** Sets the site's slideshow token, replacing the old one (which then stops working). */
  async setSlideshowToken(siteId: string, token: string, now: Date): Promise<void> {
    await this.db
      .insert(guestPhotoSlideshows)
      .values({ siteId, token, createdAt: now })
      .onConflictDoUpdate({ target: guestPhotoSlideshows.siteId, set: { token, createdAt: now } });
  }

  /** Keeps the first token when two requests make one at once. */
  async addSlideshowTokenIfNone(siteId: string, token: string, now: Date): Promise<string> {
    await this.db
      .insert(guestPhotoSlideshows)
      .values({ siteId, token, createdAt: now })
      .onConflictDoNothing({ target: guestPhotoSlideshows.siteId });
    return (await this.slideshowToken(siteId)) ?? token;
  }

  async siteOfSlideshowToken(token: string): Promise<string | null> {
    const [row] = await this.db
      .select({ siteId: guestPhotoSlideshows.siteId })
      .from(guestPhotoSlideshows)
      .where(eq(guestPhotoSlideshows.token, token));
    return row?.siteId ?? null;
  }

  /** Sites with a gallery that takes guests' photos and has a morning-after time, unsent or sent. */
  async sitesWithMorningAfterMail(): Promise<string[]> {
    const rows = await this.db
      .select({ id: sites.id })
      .from(sites)
      .where(
        sql`${sites.data} @> '{"siteModules":[{"siteModuleType":"ImageGallery","guestPhotos":{"enabled":true}}]}'::jsonb
          and jsonb_path_exists(${sites.data}, '$.siteModules[*].guestPhotos.morningAfterMailAt ? (@.type() == "string")')`,
      );
    return rows.map((row) => row.id);
  }

  /** Whether a module's morning-after mail went at this time already. */
  async morningAfterMailSent(siteId: string, moduleId: string, sendAt: string): Promise<boolean> {
    const [row] = await this.db
      .select({ siteId: guestPhotoMails.siteId })
      .from(guestPhotoMails)
      .where(
        and(
          eq(guestPhotoMails.siteId, siteId),
          eq(guestPhotoMails.moduleId, moduleId),
          eq(guestPhotoMails.sendAt, sendAt),
        ),
      );
    return row !== undefined;
  }

  /**
   * Claims the morning-after mail of a module at its chosen time: true only for the one caller (of any
   * process) that claims it first, so it goes once.
   */
  async claimMorningAfterMail(siteId: string, moduleId: string, sendAt: string, now: Date): Promise<boolean> {
    const claimed = await this.db
      .insert(guestPhotoMails)
      .values({ siteId, moduleId, sendAt, sentAt: now })
      .onConflictDoNothing()
      .returning({ siteId: guestPhotoMails.siteId });
    return claimed.length > 0;
  }
}
