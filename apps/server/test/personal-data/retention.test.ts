import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { logEntries, mailOutbox, orders, sitePublications, sites } from '../../src/db/schema';
import { expireGuestData, guestDataEraseAt } from '../../src/personal-data/expire-guest-data';
import { personalDataDepsOf } from '../../src/personal-data/personal-data-deps';
import { registerAccount } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { fillSite, rowCounts } from '../helpers/personal-data';
import { createSite } from '../helpers/sites';

const DAY_MS = 24 * 60 * 60 * 1000;
const EXPIRED = '2030-03-31T12:00:00.000Z';
/** 12 months after `EXPIRED`. */
const ERASE_AT = new Date('2031-03-31T12:00:00.000Z');

let app: App;

beforeEach(async () => {
  app = await buildTestApp();
});

afterEach(async () => {
  await app.close();
});

/** A site whose publication ended at `activeExpireDate`, filled with guests' data. */
async function expiredSite(marker: string, activeExpireDate: string) {
  const owner = await registerAccount(app);
  const siteId = await createSite(app, owner.cookie);
  const filled = await fillSite(app, siteId, marker);
  await app.db
    .insert(sitePublications)
    .values({ siteId, active: false, activeExpireDate })
    .onConflictDoUpdate({ target: sitePublications.siteId, set: { active: false, activeExpireDate } });
  return { owner, siteId, filled };
}

const noticesTo = async (mail: string) =>
  (await app.db.select().from(mailOutbox)).filter(
    (sent) => sent.to === mail && sent.text.includes('2031-03-31'),
  );

describe('the retention of guests’ data', () => {
  it('is 12 months after the publication ended, or after a draft’s last save', () => {
    const savedAt = new Date('2030-02-10T08:00:00.000Z');
    expect(guestDataEraseAt({ activeExpireDate: new Date(EXPIRED), savedAt }, 12)).toEqual(ERASE_AT);
    expect(guestDataEraseAt({ activeExpireDate: null, savedAt }, 12)).toEqual(
      new Date('2031-02-10T08:00:00.000Z'),
    );
  });

  it('mails the owner 30 and 7 days before, each once, then erases exactly the guests’ data that is due', async () => {
    const due = await expiredSite('Due', EXPIRED);
    const later = await expiredSite('Later', '2030-09-30T12:00:00.000Z');
    const deps = personalDataDepsOf(app);
    const run = (at: Date) => expireGuestData(deps, at);

    await run(new Date(ERASE_AT.getTime() - 31 * DAY_MS));
    expect(await noticesTo(due.owner.mail)).toHaveLength(0);

    await run(new Date(ERASE_AT.getTime() - 30 * DAY_MS));
    await run(new Date(ERASE_AT.getTime() - 29 * DAY_MS));
    const first = await noticesTo(due.owner.mail);
    expect(first).toHaveLength(1);
    expect(first[0]?.text).toContain(`/redigera/${due.siteId}/konto`);

    await run(new Date(ERASE_AT.getTime() - 7 * DAY_MS));
    await run(new Date(ERASE_AT.getTime() - 6 * DAY_MS));
    expect(await noticesTo(due.owner.mail)).toHaveLength(2);
    expect((await rowCounts(app, due.siteId)).households).toBe(1);

    const beforeLater = await rowCounts(app, later.siteId);
    await run(new Date(ERASE_AT.getTime() + DAY_MS));
    const after = await rowCounts(app, due.siteId);
    for (const table of [
      'households',
      'uninvited_rsvp_attempts',
      'household_reminders',
      'rsvp_answers',
      'form_submissions',
      'gift_reservations',
      'gifts',
      'gift_reservation_thanks',
      'seating_plans',
      'guest_photos',
    ]) {
      expect(after[table], table).toBe(0);
    }
    // Guests' photos go with their files (issue 38).
    expect(await app.storage.exists(due.filled.files.guestOriginal)).toBe(false);
    expect(await app.storage.exists(due.filled.files.guestCopy)).toBe(false);
    expect(await app.storage.exists(later.filled.files.guestOriginal)).toBe(true);
    // The owner's own data stays: the site, its versions, orders and payments.
    // So do the sums guests see, without names: the reservations' and the pots'.
    expect(after).toMatchObject({
      site_versions: 2,
      orders: 1,
      payments: 1,
      prints: 1,
      gift_reservation_totals: 1,
      gift_pot_totals: 1,
    });
    const [order] = await app.db.select().from(orders).where(eq(orders.siteId, due.siteId));
    expect(order?.householdCards).toBeNull();
    expect(order?.placeCards).toEqual({ eventId: null, format: 'folded', cards: [] });
    expect(order?.shippingAddress).not.toBeNull();
    expect(await noticesTo(due.owner.mail)).toHaveLength(2);

    // The site whose publication ended later is not due yet and keeps everything.
    expect(await rowCounts(app, later.siteId)).toEqual(beforeLater);
  });

  it('erases a never-published draft’s guests 12 months after its last save', async () => {
    const owner = await registerAccount(app);
    const siteId = await createSite(app, owner.cookie);
    await fillSite(app, siteId, 'Draft');
    const savedAt = new Date('2030-02-10T08:00:00.000Z');
    await app.db.update(sites).set({ updatedAt: savedAt }).where(eq(sites.id, siteId));
    const deps = personalDataDepsOf(app);

    await expireGuestData(deps, new Date('2031-02-09T08:00:00.000Z'));
    expect((await rowCounts(app, siteId)).rsvp_answers).toBe(1);
    await expireGuestData(deps, new Date('2031-02-11T08:00:00.000Z'));
    expect((await rowCounts(app, siteId)).rsvp_answers).toBe(0);
  });

  it('keeps log entries with IP addresses 30 days', async () => {
    const now = Date.now();
    const entry = (id: string, ageDays: number) => ({
      id,
      createdAt: new Date(now - ageDays * DAY_MS),
      severity: 3,
      url: '/',
      originId: 'test',
      userAgent: 'test',
      ip: '192.0.2.1',
    });
    await app.db
      .insert(logEntries)
      .values([
        entry('00000000-0000-4000-8000-000000000001', 31),
        entry('00000000-0000-4000-8000-000000000002', 29),
      ]);
    await app.repositories.logEntries.deleteBefore(
      new Date(now - app.config.personalData.ipLogRetentionDays * DAY_MS),
    );
    expect((await app.db.select().from(logEntries)).map((row) => row.id)).toEqual([
      '00000000-0000-4000-8000-000000000002',
    ]);
  });
});
