import { z } from 'zod';
import { speechSignupSchema } from '../api/speeches';
import { mailSchema } from '../api/accounts';
import { LEGACY_CUSTOM_VALUE_TYPES, MAX_NUMBER_OF_GUESTS } from '../constants/rsvp';
import { entityIdSchema, isoTimestampSchema, TEXT_LENGTH_LIMITS, textSchema } from './common';
import { formDataElementSchema, postKeySchema } from './form';
import { householdTokenSchema, MAX_HOUSEHOLD_MEMBERS } from './household';
import { SCHEDULE_EVENTS_MAX } from './site-modules';
import { siteLanguageCodeSchema, translatableShortTextSchema } from './translatable-text';

const formDataElementsSchema = z.array(formDataElementSchema).max(100);

/** One person's "coming / not coming" to one event of the programme (issue 34). */
export const eventAttendanceSchema = z.object({ eventId: entityIdSchema, attending: z.boolean() });
export type EventAttendance = z.infer<typeof eventAttendanceSchema>;

/** At most one entry per event; the server refuses events the guest is not invited to. */
const attendanceListSchema = z
  .array(eventAttendanceSchema)
  .max(SCHEDULE_EVENTS_MAX)
  .refine((list) => new Set(list.map((entry) => entry.eventId)).size === list.length, {
    message: 'one answer per event',
  });

/** One guest's answers in an RSVP submission (`001` §3), and per event of the programme (issue 34). */
export const rsvpGuestSchema = z.object({
  formElements: formDataElementsSchema,
  attendance: attendanceListSchema.default([]),
});
export type RsvpGuest = z.infer<typeof rsvpGuestSchema>;

/**
 * What guests send to `POST /api/rsvps/{siteId}/v4/` (`001` §3, §7, `002` §3): 1 to the module's maximum
 * guests, or through a personal link as many as its household has (issue 39 item 5), up to 30.
 */
export const rsvpSubmissionSchema = z.object({
  guests: z
    .array(rsvpGuestSchema)
    .min(MAX_NUMBER_OF_GUESTS.min)
    .max(Math.max(MAX_NUMBER_OF_GUESTS.max, MAX_HOUSEHOLD_MEMBERS)),
  language: siteLanguageCodeSchema,
  /** Ties the guests of one submission together. */
  groupIdentifier: textSchema.min(1).max(100),
  postKey: postKeySchema,
  /** The Rsvp module's id. */
  formId: entityIdSchema,
  formTitle: translatableShortTextSchema.default({}),
  /** From a household's personal link: the answer is tied to the household and replaces its earlier one. */
  householdToken: householdTokenSchema.optional(),
  /**
   * The guest's consent to share the answers to the questions the owner marked as diet or allergy with the
   * hosts and their caterer (issue 33 item 5, GDPR art. 9); without it those answers are dropped.
   */
  dietConsent: z.boolean().optional(),
});
export type RsvpSubmission = z.infer<typeof rsvpSubmissionSchema>;

/**
 * What a guest refused by an only-invited RSVP sends to `POST /api/rsvps/{siteId}/write-to-hosts` (issue 21,
 * item 3): a note to the hosts with the names tried and a mail address to answer, under the RSVP's post key.
 */
export const writeToHostsSchema = z.object({
  formId: entityIdSchema,
  postKey: postKeySchema,
  language: siteLanguageCodeSchema,
  /** The names written in the refused RSVP. */
  names: z.array(textSchema.trim().min(1).max(TEXT_LENGTH_LIMITS.short)).min(1).max(MAX_NUMBER_OF_GUESTS.max),
  mail: mailSchema,
  message: textSchema.trim().min(1).max(2000),
});
export type WriteToHosts = z.infer<typeof writeToHostsSchema>;

/** One guest's stored answer, version 4 (`002` §3 "RSVP answer (version 4)"). */
export const rsvpAnswerSchema = z.object({
  _id: entityIdSchema,
  formId: entityIdSchema,
  formTitle: translatableShortTextSchema.default({}),
  createdAt: isoTimestampSchema,
  language: siteLanguageCodeSchema,
  /** Where the answer was mailed. */
  recipients: z.array(mailSchema).max(50).default([]),
  groupIdentifier: textSchema.min(1).max(100),
  formElements: formDataElementsSchema,
  /** The guest's answer per event of the programme (issue 34); empty where none was asked. */
  attendance: attendanceListSchema.default([]),
  /** Set where the RSVP had diet or allergy questions: whether the guest consented to share those answers. */
  dietConsent: z.boolean().optional(),
});
export type RsvpAnswer = z.infer<typeof rsvpAnswerSchema>;

/** A stored Form or speech sign-up answer: the version-4 answer without a group (one sender each). */
export const formAnswerSchema = rsvpAnswerSchema.omit({ groupIdentifier: true, attendance: true });
export type FormAnswer = z.infer<typeof formAnswerSchema>;

const legacyTextSchema = textSchema.max(TEXT_LENGTH_LIMITS.short);

/** An answer to a custom question of the older RSVP and speech forms (`002` §3). */
export const legacyCustomValueSchema = z.object({
  id: entityIdSchema,
  value: textSchema.max(TEXT_LENGTH_LIMITS.long).default(''),
  type: z.enum(LEGACY_CUSTOM_VALUE_TYPES),
  label: legacyTextSchema.default(''),
});
export type LegacyCustomValue = z.infer<typeof legacyCustomValueSchema>;

const legacyCustomValuesSchema = z.array(legacyCustomValueSchema).max(100).default([]);

/** The older yes/no to the invitation; older data holds either a flag or the chosen word. */
const weddingYesOrNoSchema = z.union([z.boolean(), legacyTextSchema]).nullable().optional();

/** A stored answer of a version-1 site (`002` §3 "RSVP answer, legacy (version 1)"). */
export const legacyRsvpAnswerSchema = z.object({
  _id: entityIdSchema,
  site: entityIdSchema,
  customValues: legacyCustomValuesSchema,
  firstName: legacyTextSchema.optional(),
  lastName: legacyTextSchema.optional(),
  phone: legacyTextSchema.optional(),
  mail: legacyTextSchema.optional(),
  weddingYesOrNo: weddingYesOrNoSchema,
  registered: z.object({ ip: textSchema.max(100).optional(), date: isoTimestampSchema }),
  source: legacyTextSchema.optional(),
});
export type LegacyRsvpAnswer = z.infer<typeof legacyRsvpAnswerSchema>;

/** One person of an older RSVP (`001` §7 "/v3/", `002` §3 "Legacy answer objects"). */
export const legacyRsvpPersonSchema = z.object({
  firstName: legacyTextSchema.optional(),
  lastName: legacyTextSchema.optional(),
  phone: legacyTextSchema.optional(),
  mail: legacyTextSchema.optional(),
  weddingYesOrNo: weddingYesOrNoSchema,
  customValues: legacyCustomValuesSchema,
});
export type LegacyRsvpPerson = z.infer<typeof legacyRsvpPersonSchema>;

/** What an older RSVP module sends to `POST /api/rsvps/{siteId}/v3/`; source is 'site-form-' plus the module id (`001` §7). */
export const legacyRsvpSubmissionSchema = z.object({
  persons: z.array(legacyRsvpPersonSchema).min(1).max(MAX_NUMBER_OF_GUESTS.max),
  postKey: postKeySchema,
  source: legacyTextSchema.optional(),
});
export type LegacyRsvpSubmission = z.infer<typeof legacyRsvpSubmissionSchema>;

/** A speech sign-up sent to `POST /api/speeches/{siteId}/v2` (`001` §7, `002` §3). */
export const legacySpeechSchema = z.object({
  firstName: legacyTextSchema.optional(),
  lastName: legacyTextSchema.optional(),
  phone: legacyTextSchema.optional(),
  mail: legacyTextSchema.optional(),
  customValues: legacyCustomValuesSchema,
});
export type LegacySpeech = z.infer<typeof legacySpeechSchema>;

/**
 * `speech` is the spec's text fields (`customValues`, version-1 sites and the spec's own call) or the
 * structured sign-up of a version-2 module (issue 36, `decisions.md` §9).
 */
export const speechSubmissionSchema = z.object({
  speech: z.union([speechSignupSchema, legacySpeechSchema]),
  postKey: postKeySchema,
  /** 'site-form-' plus the Speech2 module's id; without it the site's only speech module is meant. */
  source: legacyTextSchema.optional(),
  /** The site language the guest answered in; the site's first language when absent. */
  language: siteLanguageCodeSchema.optional(),
});
export type SpeechSubmission = z.infer<typeof speechSubmissionSchema>;
