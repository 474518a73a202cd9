import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  formSubmissions,
  giftPotTotals,
  giftReservations,
  giftReservationThanks,
  giftReservationTotals,
  gifts,
  guestListSettings,
  guestPhotoMails,
  guestPhotos,
  guestPhotoSlideshows,
  householdReminders,
  households,
  orders,
  payments,
  prints,
  retentionNotices,
  rsvpAnswers,
  rsvpDietQuestions,
  seatingPlans,
  siteGuestSessions,
  siteHosts,
  sitePublications,
  sitesWithRsvps,
  siteVersions,
  siteVisitCounts,
  siteVisits,
  uninvitedRsvpAttempts,
} from '../db/schema';
import { deleteGuestPhotoFiles } from '../guest-photos/guest-photo-list';
import type { Repositories } from '../plugins/repositories';
import type { Storage } from '../storage/storage';

/** The repositories that erase guests' data when it is due; each table keeps its one writer. */
type RetentionRepositories = Pick<
  Repositories,
  'households' | 'guestAnswers' | 'giftReservations' | 'orders' | 'seatingPlans' | 'gifts' | 'guestPhotos'
>;

type Eraser = (repositories: RetentionRepositories, siteId: string, storage: Storage) => Promise<void>;

/** The guest list, its refused attempts and its reminders (which reference their household). */
const eraseGuestList: Eraser = (repositories, siteId) => repositories.households.deleteAllOfSite(siteId);
/** The thank-you list: guests' money gifts, hand-added gifts and the owner's ticks and notes on reservations. */
const eraseThankYouList: Eraser = (repositories, siteId) => repositories.gifts.deleteAllOfSite(siteId);
/** RSVPs (version 4 and legacy), Form answers and speech sign-ups share two tables and one call. */
const eraseAnswers: Eraser = (repositories, siteId) => repositories.guestAnswers.deleteAllOfSite(siteId);

/** Guests' photos (issue 38): the rows, then their stored files, originals and processed copies alike. */
const eraseGuestPhotos: Eraser = async (repositories, siteId, storage) =>
  deleteGuestPhotoFiles(storage, await repositories.guestPhotos.deleteForSites([siteId]));

/**
 * How one table of a site's rows follows the three personal-data rules of issue 33:
 * - `export`: the owner's zip holds its rows as `data/<name>.json`, without the `omit` columns (secrets that
 *   are nobody's to take along), or it is left out for the reason given;
 * - account deletion: the rows go with the site's row in one statement (every table here references
 *   `sites` with `on delete cascade`), after receipts were copied to the bookkeeping records;
 * - `expire`: guests' personal data, erased by the retention rule; null for the owner's own data.
 */
export interface PersonalDataTable {
  name: string;
  table: PgTable;
  siteId: PgColumn;
  export: { omit: readonly string[] } | { leftOut: string };
  expire: Eraser | null;
}

/**
 * Every table holding a site's data, listed once: a new table of personal data joins the export, the
 * account's deletion and the retention by an entry here (`test/personal-data/personal-data-tables.test.ts`
 * refuses a table with a `site_id` that is missing).
 */
export const PERSONAL_DATA_TABLES: readonly PersonalDataTable[] = [
  {
    name: 'site_versions',
    table: siteVersions,
    siteId: siteVersions.siteId,
    export: { leftOut: 'versions/' },
    expire: null,
  },
  {
    name: 'households',
    table: households,
    siteId: households.siteId,
    export: { omit: [] },
    expire: eraseGuestList,
  },
  {
    name: 'uninvited_rsvp_attempts',
    table: uninvitedRsvpAttempts,
    siteId: uninvitedRsvpAttempts.siteId,
    export: { omit: [] },
    // Erased with the guest list, by the same call.
    expire: eraseGuestList,
  },
  {
    name: 'household_reminders',
    table: householdReminders,
    siteId: householdReminders.siteId,
    export: { omit: [] },
    // Reminders reference their household: they go with it.
    expire: eraseGuestList,
  },
  {
    name: 'rsvp_answers',
    table: rsvpAnswers,
    siteId: rsvpAnswers.siteId,
    export: { omit: [] },
    expire: eraseAnswers,
  },
  {
    name: 'seating_plans',
    table: seatingPlans,
    siteId: seatingPlans.siteId,
    export: { omit: [] },
    // The tables name the guests who answered: they go with the answers.
    expire: (repositories, siteId) => repositories.seatingPlans.deleteAllOfSite(siteId),
  },
  {
    name: 'form_submissions',
    table: formSubmissions,
    siteId: formSubmissions.siteId,
    export: { omit: [] },
    expire: eraseAnswers,
  },
  {
    name: 'gift_reservations',
    table: giftReservations,
    siteId: giftReservations.siteId,
    export: { omit: ['password_hash'] },
    expire: (repositories, siteId) => repositories.giftReservations.deleteAllOfSite(siteId),
  },
  {
    name: 'gifts',
    table: gifts,
    siteId: gifts.siteId,
    export: { omit: [] },
    // Givers' names and greetings, and the gifts the owner wrote down with names: guests' data.
    expire: eraseThankYouList,
  },
  {
    name: 'gift_reservation_thanks',
    table: giftReservationThanks,
    siteId: giftReservationThanks.siteId,
    export: { omit: [] },
    // The owner's notes on guests' reservations, which go too.
    expire: eraseThankYouList,
  },
  {
    name: 'guest_photos',
    table: guestPhotos,
    siteId: guestPhotos.siteId,
    // The rows here; the originals themselves under `guest-photos/` in the zip.
    export: { omit: [] },
    expire: eraseGuestPhotos,
  },
  {
    name: 'guest_photo_slideshows',
    table: guestPhotoSlideshows,
    siteId: guestPhotoSlideshows.siteId,
    // A secret link, nobody's to take along.
    export: { omit: ['token'] },
    expire: null,
  },
  {
    name: 'guest_photo_mails',
    table: guestPhotoMails,
    siteId: guestPhotoMails.siteId,
    export: { omit: [] },
    expire: null,
  },
  {
    name: 'orders',
    table: orders,
    siteId: orders.siteId,
    export: { omit: [] },
    // The order stays the owner's; the names and links printed on its cards (households' QR cards, place
    // cards) are guests' data.
    expire: (repositories, siteId) => repositories.orders.forgetGuestNames(siteId),
  },
  { name: 'payments', table: payments, siteId: payments.siteId, export: { omit: [] }, expire: null },
  {
    name: 'prints',
    table: prints,
    siteId: prints.siteId,
    export: { omit: ['server_access_key'] },
    expire: null,
  },
  {
    name: 'site_publications',
    table: sitePublications,
    siteId: sitePublications.siteId,
    export: { omit: [] },
    expire: null,
  },
  {
    name: 'gift_reservation_totals',
    table: giftReservationTotals,
    siteId: giftReservationTotals.siteId,
    // Sums per gift, no names: what guests see on the site.
    export: { omit: [] },
    expire: null,
  },
  {
    name: 'gift_pot_totals',
    table: giftPotTotals,
    siteId: giftPotTotals.siteId,
    // Sums per pot, no names: what guests see on the site.
    export: { omit: [] },
    expire: null,
  },
  {
    name: 'sites_with_rsvps',
    table: sitesWithRsvps,
    siteId: sitesWithRsvps.siteId,
    export: { omit: [] },
    expire: null,
  },
  { name: 'site_hosts', table: siteHosts, siteId: siteHosts.siteId, export: { omit: [] }, expire: null },
  {
    name: 'guest_list_settings',
    table: guestListSettings,
    siteId: guestListSettings.siteId,
    export: { omit: [] },
    expire: null,
  },
  {
    name: 'rsvp_diet_questions',
    table: rsvpDietQuestions,
    siteId: rsvpDietQuestions.siteId,
    export: { omit: [] },
    expire: null,
  },
  {
    name: 'site_visits',
    table: siteVisits,
    siteId: siteVisits.siteId,
    export: { leftOut: "today's random visitor ids, deleted daily" },
    expire: null,
  },
  {
    name: 'site_visit_counts',
    table: siteVisitCounts,
    siteId: siteVisitCounts.siteId,
    export: { omit: [] },
    expire: null,
  },
  {
    name: 'site_guest_sessions',
    table: siteGuestSessions,
    siteId: siteGuestSessions.siteId,
    export: { leftOut: 'hashes of guests’ login tokens' },
    expire: null,
  },
  {
    name: 'retention_notices',
    table: retentionNotices,
    siteId: retentionNotices.siteId,
    export: { omit: [] },
    expire: null,
  },
];

/** The distinct erasing calls of the guests' data, each run once although several tables name it. */
export const RETENTION_ERASERS: readonly Eraser[] = [
  ...new Set(PERSONAL_DATA_TABLES.flatMap((entry) => (entry.expire ? [entry.expire] : []))),
];
