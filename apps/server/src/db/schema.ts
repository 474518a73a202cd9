import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@eventsite/core/constants/platform';
import {
  ORDER_STATUSES,
  type HouseholdCard,
  type PlaceCardPrint,
  type OrderItem,
  type OrderStatus,
  type ShipmentMethod,
  type ShippingAddress,
} from '@eventsite/core/schemas/order';
import type { EnvelopeKind } from '@eventsite/core/constants/print-prices';
import type { GiftReservation } from '@eventsite/core/schemas/gift-registry';
import type { CustomDomain } from '@eventsite/core/schemas/site';
import type { EventAttendance } from '@eventsite/core/schemas/rsvp';
import type { SeatingTable, SeatingVisibility } from '@eventsite/core/schemas/seating';
import type { RunningOrderSlot } from '@eventsite/core/api/speeches';
import type { SpeechNeed } from '@eventsite/core/constants/speeches';
import type { SiteLanguageCode } from '@eventsite/core/constants/languages';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey(),
    /** Always stored in lower case, so the unique constraint means "one account per address". */
    mail: text('mail').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    language: text('language').$type<InterfaceLanguage>().notNull().default('sv'),
    createdAt: createdAt(),
  },
  (table) => [
    check('accounts_mail_lower_case', sql`${table.mail} = lower(${table.mail})`),
    check('accounts_language', sql`${table.language} in (${inList(INTERFACE_LANGUAGES)})`),
  ],
);

/** A login. The cookie holds a random token; only its SHA-256 is stored, so a database leak opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_account_id').on(table.accountId),
    index('sessions_expires_at').on(table.expiresAt),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_account_id').on(table.accountId)],
);

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every mail is written here before anything else, so none is lost when SMTP is down. `pending` mails are
 * delivered when `next_attempt_at` has passed; `failed` ones ran out of attempts.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    /** Insertion order, for listing; `created_at` can tie. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    check('mail_outbox_status', sql`${table.status} in (${inList(MAIL_STATUSES)})`),
    index('mail_outbox_due').on(table.status, table.nextAttemptAt),
    index('mail_outbox_created_at').on(table.createdAt),
  ],
);

/** Error reports from browsers (`POST /api/logs/`). */
export const logEntries = pgTable(
  'log_entries',
  {
    id: uuid('id').primaryKey(),
    createdAt: createdAt(),
    severity: integer('severity').notNull(),
    url: text('url').notNull(),
    originId: text('origin_id').notNull(),
    userAgent: text('user_agent').notNull(),
    errorMessage: text('error_message'),
    errorStack: text('error_stack'),
    siteData: jsonb('site_data').$type<unknown>(),
    info: jsonb('info').$type<unknown>(),
    ip: text('ip'),
  },
  (table) => [index('log_entries_created_at').on(table.createdAt)],
);

/**
 * Fixed-window request counters, in the database so that limits hold across server processes. UNLOGGED
 * (migration 0008; Drizzle cannot declare it): a count is worth no disk flush.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.key, table.windowStart] }),
    index('rate_limit_counters_window_start').on(table.windowStart),
  ],
);

/**
 * A site: the owner's JSON document validated by the core site schema (`data`, only what the owner edits),
 * and the site's own settings as columns. Its publication, addresses, reservation sums and RSVP flag live
 * in their areas' tables (`site_publications`, `site_hosts`, `gift_reservation_totals`, `sites_with_rsvps`);
 * `sites/compose-site.ts` puts them together into the wire shape.
 */
export const sites = pgTable('sites', {
  id: text('id').primaryKey(),
  /** One site per account (`decisions.md` §3 "Create"); null for sites without an owner. */
  accountId: uuid('account_id')
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<unknown>().notNull(),
  siteVersion: integer('site_version').notNull().default(1),
  /**
   * Raised by a trigger on every change of the row (saves, settings): with the revisions of the
   * publication and the reservation sums it is what the public read path's caches compare.
   */
  revision: bigint('revision', { mode: 'number' }).notNull().default(1),
  /** The guest password as its scrypt hash (`decisions.md` §4); null when guests need none. */
  guestPasswordHash: text('guest_password_hash'),
  /** Whether search engines are asked not to index the public site (`PUT …/metaNoindex`). */
  metaNoindex: boolean('meta_noindex').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One stored save of a site; the last 100 of each site are kept (`decisions.md` §3 "Versions"). */
export const siteVersions = pgTable(
  'site_versions',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    siteVersion: integer('site_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.siteVersion] })],
);

/**
 * Who has seen a public site on which day (UTC), so a browser adds one to `visitorCount` at most once a day
 * (`decisions.md` §3). Only today's rows matter; older ones are deleted by housekeeping.
 */
export const siteVisits = pgTable(
  'site_visits',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.visitorId, table.day] }),
    index('site_visits_day').on(table.day),
  ],
);

/**
 * How many visitors a public site has had, counted from \`site_visits\` in batches off the request path, so
 * that a page view never rewrites the site's document (\`visitorCount\` there is the count before this table).
 */
export const siteVisitCounts = pgTable('site_visit_counts', {
  siteId: text('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  visitors: integer('visitors').notNull().default(0),
});

/** A browser that gave a site's guest password. Like account sessions, only the token's SHA-256 is stored. */
export const siteGuestSessions = pgTable(
  'site_guest_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('site_guest_sessions_site_id').on(table.siteId),
    index('site_guest_sessions_expires_at').on(table.expiresAt),
  ],
);

export const POST_KEY_KINDS = ['rsvp', 'form-submission'] as const;
export type PostKeyKind = (typeof POST_KEY_KINDS)[number];

/** Single-use anti-spam keys for guest submissions (`decisions.md` §3 "Post keys"); only the key's SHA-256 is stored. */
export const postKeys = pgTable(
  'post_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    kind: text('kind').$type<PostKeyKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    check('post_keys_kind', sql`${table.kind} in (${inList(POST_KEY_KINDS)})`),
    index('post_keys_created_at').on(table.createdAt),
  ],
);

/** A guest's answers to a Form module, as the owner's mail showed them (`001` §7). */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: text('id').primaryKey(),
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    formId: text('form_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    answer: jsonb('answer').$type<unknown>().notNull(),
  },
  (table) => [index('form_submissions_site_id').on(table.siteId, table.sequence)],
);

/** One guest's RSVP answer (version 4, `002` §3); the guests of one submission share `group_identifier`. */
/**
 * The owner's guest list (issue 21): one row per invited household, outside the site's document so that
 * restoring a version leaves it as it is. The token is the household's personal link, at least 128 bits.
 */
export const households = pgTable(
  'households',
  {
    id: text('id').primaryKey(),
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    name: text('name').notNull(),
    members: jsonb('members').$type<string[]>().notNull(),
    mail: text('mail').notNull().default(''),
    phone: text('phone').notNull().default(''),
    language: text('language').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    /** The programme's events it is invited to, by id (issue 34); null invites it to all of them. */
    events: jsonb('events').$type<string[] | null>(),
    createdAt: createdAt(),
  },
  (table) => [index('households_site_id').on(table.siteId, table.sequence)],
);

/**
 * RSVPs refused because no name was on the guest list, while the module let only invited guests answer
 * (issue 21): the owner sees them on the guest list. Only the names written are kept, and what a refused
 * guest chose to write to the hosts.
 */
export const uninvitedRsvpAttempts = pgTable(
  'uninvited_rsvp_attempts',
  {
    id: uuid('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    names: jsonb('names').$type<string[]>().notNull(),
    /** A guest who wrote to the hosts after the refusal: where to answer, and what they wrote. */
    mail: text('mail').notNull().default(''),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('uninvited_rsvp_attempts_site_id').on(table.siteId, table.createdAt)],
);

/**
 * One reminder mail to a household on one day of the market clock (issue 21, item 4). Written in the same
 * transaction as the mail's outbox row; the primary key makes "never twice the same day" hold across
 * server processes, since a second insert for the day conflicts and sends nothing.
 */
export const householdReminders = pgTable(
  'household_reminders',
  {
    householdId: text('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** Whether the owner pressed send or the schedule sent it. */
    scheduled: boolean('scheduled').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.householdId, table.day] }),
    index('household_reminders_site_id').on(table.siteId),
  ],
);

/** The guest list's settings, outside the site document so that a version restore keeps them. */
export const guestListSettings = pgTable(
  'guest_list_settings',
  {
    siteId: text('site_id')
      .primaryKey()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Remind this many days before the answer-by day; null: only when the owner presses send. */
    reminderDaysBefore: integer('reminder_days_before'),
    /** The last scheduled reminder day whose run was made, so each is made once. */
    scheduledReminderDayDone: date('scheduled_reminder_day_done', { mode: 'string' }),
  },
  (table) => [
    check('guest_list_settings_reminder_days_before', sql`${table.reminderDaysBefore} between 1 and 30`),
  ],
);

export const rsvpAnswers = pgTable(
  'rsvp_answers',
  {
    id: text('id').primaryKey(),
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    groupIdentifier: text('group_identifier').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    answer: jsonb('answer').$type<unknown>().notNull(),
    /** A version-4 guest's "coming / not coming" per event of the programme (issue 34); empty where none was asked. */
    attendance: jsonb('attendance').$type<EventAttendance[]>().notNull().default([]),
    /** The invited household that answered through its personal link; null for anyone else. */
    householdId: text('household_id').references(() => households.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('rsvp_answers_site_id').on(table.siteId, table.sequence),
    index('rsvp_answers_household_id').on(table.householdId),
  ],
);

/**
 * The RSVP questions an owner marks as diet or allergy for the caterer's sheet (issue 21, item 7). Kept
 * apart from the site document: the answers screen sets it without saving the site, and a version restore
 * leaves it.
 */
export const rsvpDietQuestions = pgTable(
  'rsvp_diet_questions',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.questionId] })],
);

/**
 * A seating plan (issue 35): the owner's tables with the people placed at them, for the whole day
 * (`event_id` '') or one event of the programme. `revision` counts saves, so two tabs cannot silently
 * overwrite each other. The places hold guests' names: erased with the guests' answers.
 */
export const seatingPlans = pgTable(
  'seating_plans',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    revision: integer('revision').notNull(),
    tables: jsonb('tables').$type<SeatingTable[]>().notNull(),
    visibility: jsonb('visibility').$type<SeatingVisibility>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.eventId] })],
);

/** Pieces of a gift item one guest reserved with a password (`001` §5); the site's list holds the sums. */
export const giftReservations = pgTable(
  'gift_reservations',
  {
    id: uuid('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    moduleId: text('module_id').notNull(),
    itemId: text('item_id').notNull(),
    quantity: integer('quantity').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    /** Who reserved, as the guest wrote it, for the hosts' thank-you list (issue 37); '' when not told. */
    from: text('from_name').notNull().default(''),
    /** The household whose personal link reserved; null for anyone else. */
    householdId: text('household_id').references(() => households.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('gift_reservations_quantity', sql`${table.quantity} > 0`),
    index('gift_reservations_item').on(table.siteId, table.moduleId, table.itemId),
  ],
);

export const GIFT_ROW_KINDS = ['money', 'manual'] as const;
export type GiftRowKind = (typeof GIFT_ROW_KINDS)[number];

/**
 * The hosts' thank-you list beyond reservations (issue 37): money gifts guests reported paying into a pot
 * (`item_id` the pot) and gifts the owner added by hand (`title` the owner's words), each with the owner's
 * "thanked" tick and note. Guests' names and greetings: erased with the guests' data.
 */
export const gifts = pgTable(
  'gifts',
  {
    id: uuid('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<GiftRowKind>().notNull(),
    itemId: text('item_id'),
    title: text('title').notNull().default(''),
    from: text('from_name').notNull().default(''),
    householdId: text('household_id').references(() => households.id, { onDelete: 'set null' }),
    amountOre: integer('amount_ore'),
    greeting: text('greeting').notNull().default(''),
    thanked: boolean('thanked').notNull().default(false),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('gifts_kind', sql`${table.kind} in (${inList(GIFT_ROW_KINDS)})`),
    check('gifts_amount', sql`${table.amountOre} >= 0`),
    index('gifts_site_id').on(table.siteId, table.createdAt),
  ],
);

/**
 * The owner's "thanked" tick and note on a guest's reservation (issue 37), beside the reservation row that
 * the reservations' repository writes; goes with the reservation.
 */
export const giftReservationThanks = pgTable(
  'gift_reservation_thanks',
  {
    reservationId: uuid('reservation_id')
      .primaryKey()
      .references(() => giftReservations.id, { onDelete: 'cascade' }),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    thanked: boolean('thanked').notNull().default(false),
    note: text('note').notNull().default(''),
  },
  (table) => [index('gift_reservation_thanks_site_id').on(table.siteId)],
);

/**
 * What guests reported paying into each pot (issue 37): the sum and the count the pot's progress bar shows,
 * no names, kept when the guests' data is erased. Raised in the statement that stores the report; the count
 * only grows, so its sum per site is part of the public read path's stamp.
 */
export const giftPotTotals = pgTable(
  'gift_pot_totals',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    potId: text('pot_id').notNull(),
    amountOre: bigint('amount_ore', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.potId] })],
);

/**
 * A guest's speech sign-up on a version-2 speech module (issue 36): who speaks, how long, when and what they
 * need, for the toastmaster. What the speaker was last mailed of their place (`mailed_slot_id`,
 * `mailed_place`) lets "mail each speaker their slot" write only on a change. Guests' data.
 */
export const speechSignups = pgTable(
  'speech_signups',
  {
    id: uuid('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    moduleId: text('module_id').notNull(),
    householdId: text('household_id').references(() => households.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    relation: text('relation').notNull().default(''),
    minutes: integer('minutes').notNull(),
    slotId: text('slot_id'),
    needs: jsonb('needs').$type<SpeechNeed[]>().notNull(),
    songTitle: text('song_title').notNull().default(''),
    note: text('note').notNull().default(''),
    mail: text('mail').notNull().default(''),
    phone: text('phone').notNull().default(''),
    language: text('language').$type<SiteLanguageCode>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    toastmasterNote: text('toastmaster_note').notNull().default(''),
    mailedSlotId: text('mailed_slot_id'),
    mailedPlace: integer('mailed_place'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (table) => [
    check('speech_signups_minutes', sql`${table.minutes} > 0`),
    index('speech_signups_module').on(table.siteId, table.moduleId, table.createdAt),
  ],
);

/**
 * A toastmaster's private desk link (issue 36 item 2): only the SHA-256 of its token is stored, so a
 * database leak opens no desk. One live link per toastmaster; a new one or the owner's revoke ends the old.
 */
export const toastmasterLinks = pgTable(
  'toastmaster_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    moduleId: text('module_id').notNull(),
    toastmasterId: text('toastmaster_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    orderSavedAt: timestamp('order_saved_at', { withTimezone: true }),
  },
  (table) => [index('toastmaster_links_toastmaster').on(table.siteId, table.moduleId, table.toastmasterId)],
);

/**
 * A speech module's running order (issue 36 item 4): the speeches' ids per slot with the minutes planned.
 * `revision` counts saves, so two toastmasters cannot silently overwrite each other. No names.
 */
export const speechRunningOrders = pgTable(
  'speech_running_orders',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    moduleId: text('module_id').notNull(),
    revision: integer('revision').notNull(),
    slots: jsonb('slots').$type<RunningOrderSlot[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.moduleId] })],
);

/**
 * A printed card of a site (`002` §3 "Print"). `data` is the print document the editor saves; the server
 * access key lets the print view be opened without a session (`decisions.md` §3).
 */
export const prints = pgTable(
  'prints',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<unknown>().notNull(),
    serverAccessKey: text('server_access_key').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('prints_site').on(table.siteId, table.createdAt)],
);

/**
 * A print order of a site (`002` §3 "Order"): its lines, shipment and totals in öre, fixed when it is made.
 * It becomes `paid` in the transaction that confirms its payment, so exactly once.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** `[{ title, print, priceInclVat }]`. */
    items: jsonb('items').$type<OrderItem[]>().notNull(),
    shipmentPriceOre: integer('shipment_price_ore').notNull(),
    totalOre: integer('total_ore').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('awaiting_payment'),
    paymentReference: text('payment_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** What was ordered; null on orders made before prints could be ordered. */
    printId: text('print_id').references(() => prints.id, { onDelete: 'set null' }),
    quantity: integer('quantity'),
    envelopes: text('envelopes').$type<EnvelopeKind>(),
    roundedCorners: boolean('rounded_corners'),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    shipmentMethod: jsonb('shipment_method').$type<ShipmentMethod>(),
    /** The households' cards of an order with a personal QR per household, in guest list order; else null. */
    householdCards: jsonb('household_cards').$type<HouseholdCard[]>(),
    /** A place card order's cards as the seating plan had them when it was made; null for invitations. */
    placeCards: jsonb('place_cards').$type<PlaceCardPrint>(),
    /** The print-ready PDF made when the order was paid, in the storage. */
    pdfKey: text('pdf_key'),
    /** Set while one process hands the paid order to the print partner; a stale claim is taken over. */
    partnerClaimedAt: timestamp('partner_claimed_at', { withTimezone: true }),
    partnerOrderId: text('partner_order_id'),
    trackingNumber: text('tracking_number'),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
  },
  (table) => [
    check('orders_status', sql`${table.status} in (${inList(ORDER_STATUSES)})`),
    check('orders_total', sql`${table.totalOre} >= 0 and ${table.shipmentPriceOre} >= 0`),
    index('orders_site').on(table.siteId),
  ],
);

export const PAYMENT_STATUSES = ['pending', 'confirmed', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/**
 * A confirmed payment whose purchase could not be delivered (its order was already paid by another payment,
 * or its address went to another site first) is refunded: due until the provider took the refund.
 */
export const REFUND_STATUSES = ['due', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * A payment for a site (`000` §4, `decisions.md` §3, §5): written before the provider is asked, so no
 * payment is ever lost. `confirmed_at` is set by the single UPDATE that moves it from pending to confirmed;
 * its effect on the site is applied in the same transaction, so it happens exactly once however often the
 * provider calls back or the client polls. A confirmed payment is its own receipt.
 */
export const payments = pgTable(
  'payments',
  {
    reference: text('reference').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** 'card' or 'swish'. */
    method: text('method').notNull(),
    /** Which adapter took it: 'stripe', 'simulated-card', 'swish' or 'simulated-swish'. */
    provider: text('provider').notNull(),
    /** The provider's id (a PaymentIntent id, a Swish payment request id); set once the provider answered. */
    providerId: text('provider_id'),
    product: text('product').notNull(),
    /** The address bought: a subdomain's full host or a custom domain; null for an extension. */
    host: text('host'),
    amountOre: integer('amount_ore').notNull(),
    months: integer('months').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    /** The last Swish status seen (NOT_SET, PAID, DECLINED, ERROR, CANCELLED) and its message. */
    swishStatus: text('swish_status'),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the custom domain this payment bought was registered and added to the site. */
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    /** The print order this payment pays for; null for an address product. */
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    refundStatus: text('refund_status').$type<RefundStatus>(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    check('payments_status', sql`${table.status} in (${inList(PAYMENT_STATUSES)})`),
    check('payments_refund_status', sql`${table.refundStatus} in (${inList(REFUND_STATUSES)})`),
    index('payments_refund_due')
      .on(table.refundStatus)
      .where(sql`${table.refundStatus} = 'due'`),
    check('payments_amount', sql`${table.amountOre} >= 0`),
    uniqueIndex('payments_provider_id').on(table.provider, table.providerId),
    index('payments_site_id').on(table.siteId),
  ],
);

/** Stripe webhook events already processed: a repeated delivery of the same event is acknowledged and skipped. */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

export const SITE_HOST_KINDS = ['subdomain', 'custom'] as const;
export type SiteHostKind = (typeof SITE_HOST_KINDS)[number];

/**
 * Every address a site answers on: its subdomain and its custom domains (`decisions.md` §3). The primary
 * key is the index behind public lookups by host and the TLS proxy's certificate check.
 */
export const siteHosts = pgTable(
  'site_hosts',
  {
    host: text('host').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SiteHostKind>().notNull(),
    /** The site's published address (the wire's `host`): at most one per site. */
    current: boolean('current').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    check('site_hosts_kind', sql`${table.kind} in (${inList(SITE_HOST_KINDS)})`),
    check('site_hosts_host_lower_case', sql`${table.host} = lower(${table.host})`),
    index('site_hosts_site_id').on(table.siteId),
    uniqueIndex('site_hosts_current')
      .on(table.siteId)
      .where(sql`${table.current}`),
  ],
);

/**
 * A site's publication (`000` §3, `decisions.md` §3): whether and until when it is published, its custom
 * domains and the domain registrations its package still includes. Written only by payments' and
 * addresses' publication changes; a site without a row has never been published. The dates are the ISO
 * text the site has always carried (a date alone is allowed). `revision` is raised by a trigger on every
 * change, and every change NOTIFYs `site_changed`, like the site's own row.
 */
export const sitePublications = pgTable('site_publications', {
  siteId: text('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  active: boolean('active').notNull().default(false),
  activeDate: text('active_date'),
  activeExpireDate: text('active_expire_date'),
  customDomains: jsonb('custom_domains').$type<CustomDomain[]>().notNull().default([]),
  customDomainActive: boolean('custom_domain_active').notNull().default(false),
  customDomainActiveDate: text('custom_domain_active_date'),
  /** Custom-domain registrations already paid for (`000` §4 `customDomainRegistrationsAvailable`). */
  includedDomainRegistrations: integer('included_domain_registrations').notNull().default(0),
  revision: bigint('revision', { mode: 'number' }).notNull().default(1),
});

/**
 * The sums of guests' gift reservations per item that the public site shows (`giftRegistryReservations`),
 * one row per site, kept beside the reservations themselves (a version-1 site brings sums without rows).
 * Reservations lock this row, not the site's. `revision` (raised by a trigger) is part of the public read
 * path's stamp, so guests see a new sum at once while the site's own revision stays as it was.
 */
export const giftReservationTotals = pgTable('gift_reservation_totals', {
  siteId: text('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  reservations: jsonb('reservations').$type<GiftReservation[]>().notNull().default([]),
  revision: bigint('revision', { mode: 'number' }).notNull().default(1),
});

/**
 * The sites that have had an RSVP (`hasRsvps`, never unset): the first RSVP inserts the row, later ones
 * change nothing. A version-1 import brings the flag with its answers.
 */
export const sitesWithRsvps = pgTable('sites_with_rsvps', {
  siteId: text('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** Feedback from owners (`000` §2.6, §3), also mailed to the brand's contact address. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    expectsReply: boolean('expects_reply').notNull(),
    userMail: text('user_mail'),
    feedbackText: text('feedback_text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('feedback_created_at').on(table.createdAt)],
);

export const ACCOUNT_ERASURE_STEPS = [
  'offline',
  'files',
  'receipts',
  'mails',
  'site',
  'account',
  'done',
] as const;
export type AccountErasureStep = (typeof ACCOUNT_ERASURE_STEPS)[number];

/**
 * An account being deleted (issue 33, item 3): the steps done so far, so that a crash or a second click
 * resumes where the erase stopped and housekeeping finishes what a request did not. The mail and language
 * are kept only for the confirmation mail and cleared once it is queued.
 */
export const accountErasures = pgTable(
  'account_erasures',
  {
    accountId: uuid('account_id').primaryKey(),
    siteId: text('site_id'),
    mail: text('mail'),
    language: text('language').$type<InterfaceLanguage>().notNull(),
    /** The next step to run. */
    step: text('step').$type<AccountErasureStep>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [check('account_erasures_step', sql`${table.step} in (${inList(ACCOUNT_ERASURE_STEPS)})`)],
);

export const ACCOUNT_EXPORT_STATUSES = ['preparing', 'ready', 'failed'] as const;
export type AccountExportStatus = (typeof ACCOUNT_EXPORT_STATUSES)[number];

/** An owner's "download my data" zip (issue 33, item 2): built in the background, kept in the storage a week. */
export const accountExports = pgTable(
  'account_exports',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').$type<AccountExportStatus>().notNull(),
    /** Files written so far and in all, for the progress the account page shows. */
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    storageKey: text('storage_key'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** While preparing: when a process last worked on it, so a stale build is started again. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    check('account_exports_status', sql`${table.status} in (${inList(ACCOUNT_EXPORT_STATUSES)})`),
    index('account_exports_expires_at').on(table.expiresAt),
  ],
);

/**
 * Receipts and paid orders of a deleted account, kept for bookkeeping (bokföringslagen, bogføringsloven:
 * 7 years) without the person's name or address; no reference to the erased site or account.
 */
export const bookkeepingRecords = pgTable(
  'bookkeeping_records',
  {
    reference: text('reference').primaryKey(),
    kind: text('kind').$type<'payment' | 'order'>().notNull(),
    record: jsonb('record').$type<unknown>().notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    keepUntil: timestamp('keep_until', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('bookkeeping_records_kind', sql`${table.kind} in ('payment', 'order')`),
    index('bookkeeping_records_keep_until').on(table.keepUntil),
  ],
);

/**
 * The retention notices sent to a site's owner before its guests' data is erased (issue 33, item 4): one
 * row per notice and erase date, so each mail goes once even across processes.
 */
export const retentionNotices = pgTable(
  'retention_notices',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    eraseOn: date('erase_on', { mode: 'string' }).notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.eraseOn, table.daysBefore] })],
);
