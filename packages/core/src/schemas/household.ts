import { z } from 'zod';
import { mailSchema } from '../api/accounts';
import { entityIdSchema, isoTimestampSchema, textSchema } from './common';
import { SCHEDULE_EVENTS_MAX, scheduleEventSchema } from './site-modules';
import { siteLanguageCodeSchema } from './translatable-text';

/** A site's guest list holds at most this many households (issue 21 "Privacy and limits"). */
export const MAX_HOUSEHOLDS = 1000;
export const MAX_HOUSEHOLD_MEMBERS = 30;
export const MAX_HOUSEHOLD_TAGS = 20;
export const HOUSEHOLD_NAME_MAX = 200;

const nameSchema = textSchema.trim().min(1).max(HOUSEHOLD_NAME_MAX);
const tagSchema = textSchema.trim().min(1).max(50);

/** What the owner writes about one invited household: 'Familjen Andersson' and who belongs to it. */
export const householdInputSchema = z.object({
  name: nameSchema,
  members: z.array(nameSchema).min(1).max(MAX_HOUSEHOLD_MEMBERS),
  mail: z.union([mailSchema, z.literal('')]).default(''),
  phone: textSchema.trim().max(40).default(''),
  /** One of the site's languages; the personal link opens the site in it. */
  language: siteLanguageCodeSchema,
  tags: z.array(tagSchema).max(MAX_HOUSEHOLD_TAGS).default([]),
  /**
   * The programme's events the household is invited to, by id (issue 34); null invites it to all of them,
   * including events added later.
   */
  events: z.array(entityIdSchema).max(SCHEDULE_EVENTS_MAX).nullable().default(null),
});
export type HouseholdInput = z.infer<typeof householdInputSchema>;

/** Whether a household has answered: yes when anyone in it comes, no when nobody does. */
export const HOUSEHOLD_ANSWER_STATUSES = ['yes', 'no', 'notAnswered'] as const;
export type HouseholdAnswerStatus = (typeof HOUSEHOLD_ANSWER_STATUSES)[number];

/**
 * One member's answer (issue 39 item 5): yes, no or not answered, and, for the programme's events that ask,
 * whether they come to each; a household's "yes" can hold a member's "no".
 */
export const memberAnswerSchema = z.object({
  name: textSchema,
  status: z.enum(HOUSEHOLD_ANSWER_STATUSES),
  attendance: z.array(z.object({ eventId: entityIdSchema, attending: z.boolean() })),
});
export type MemberAnswer = z.infer<typeof memberAnswerSchema>;

/** A personal link's token as it travels in a URL. */
export const householdTokenSchema = textSchema
  .min(22)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/u);

/** A household on the owner's guest list, with its secret token for the personal link. */
export const householdSchema = householdInputSchema.extend({
  _id: entityIdSchema,
  /** At least 128 random bits, URL-safe; never shown to guests other than this household. */
  token: householdTokenSchema,
  createdAt: isoTimestampSchema,
  answerStatus: z.enum(HOUSEHOLD_ANSWER_STATUSES),
  /** When it last changed for the owner (issue 39 item 5): added, or answered since; the list sorts by it. */
  changedAt: isoTimestampSchema,
  /** Each member's answer, in the order of `members`. */
  memberAnswers: z.array(memberAnswerSchema),
  /** Its current link is the QR of a card in a paid print order: a new link would leave that card dead. */
  onPrintedCard: z.boolean().optional(),
  /** When the household was last sent a reminder to answer (issue 21, item 4); null when never. */
  lastRemindedAt: isoTimestampSchema.nullable(),
});
export type Household = z.infer<typeof householdSchema>;

/** Why a row of an imported sheet is not a household. */
export const HOUSEHOLD_ROW_PROBLEMS = [
  'nameMissing',
  'tooManyMembers',
  'mailInvalid',
  'languageUnknown',
  'tooLong',
] as const;
export type HouseholdRowProblem = (typeof HOUSEHOLD_ROW_PROBLEMS)[number];

export const householdCountsSchema = z.object({
  invited: z.number().int().min(0),
  yes: z.number().int().min(0),
  no: z.number().int().min(0),
  notAnswered: z.number().int().min(0),
});
export type HouseholdCounts = z.infer<typeof householdCountsSchema>;

/**
 * One event's counts on the guest list (issue 34): the households invited to it by their answer for it,
 * and the same in people (members not answered, guests coming, guests not coming).
 */
export const eventCountsSchema = z.object({
  eventId: entityIdSchema,
  households: householdCountsSchema,
  people: householdCountsSchema,
});
export type EventCounts = z.infer<typeof eventCountsSchema>;

/** What a guest's personal link shows of its household: never the mail, phone, tags or other households. */
export const guestHouseholdSchema = householdInputSchema
  .pick({ name: true, members: true, language: true })
  .extend({
    /** The ids of the programme's events this household sees: the open ones and those it is invited to. */
    events: z.array(entityIdSchema),
    /**
     * The by-invitation events it is invited to, whole, with their Schedule module's id: the shared page
     * never holds them (issue 34).
     */
    invitedEvents: z.array(z.object({ moduleId: entityIdSchema, event: scheduleEventSchema })),
    /** Its members' tables once the owner's seating plan is shown to guests (issue 35 item 4); absent before. */
    seats: z.array(z.object({ member: textSchema, table: textSchema })).optional(),
  });
export type GuestHousehold = z.infer<typeof guestHouseholdSchema>;
