import { z } from 'zod';
import {
  SPEECH_MINUTES_MAX,
  SPEECH_NAME_MAX,
  SPEECH_NEEDS,
  SPEECH_NOTE_MAX,
  SPEECH_SIGNUPS_MAX,
  SPEECH_SLOT_MINUTES_MAX,
  SPEECH_SLOTS_MAX,
} from '../constants/speeches';
import { entityIdSchema, isoTimestampSchema, textSchema } from '../schemas/common';
import { mailSchema } from './accounts';
import { householdTokenSchema } from '../schemas/household';
import { speechSlotSchema } from '../schemas/site-modules';
import { siteLanguageCodeSchema } from '../schemas/translatable-text';

/**
 * The structured sign-up of a version-2 speech module (issue 36 item 1, `decisions.md` §9), sent to
 * `POST /api/speeches/{siteId}/v2` as `speech` beside `postKey`, `source` and `language`. `slot` is a slot
 * id of the module (or a programme event's id when the module offers the programme); null = no preference.
 * `mail` lets the toastmaster mail the speaker their slot; `householdToken` comes from a personal link.
 */
export const speechSignupSchema = z.object({
  name: textSchema.trim().min(1).max(SPEECH_NAME_MAX),
  relation: textSchema.trim().max(SPEECH_NAME_MAX).default(''),
  minutes: z.number().int().min(1).max(SPEECH_MINUTES_MAX),
  slot: entityIdSchema.nullable().default(null),
  needs: z.array(z.enum(SPEECH_NEEDS)).max(SPEECH_NEEDS.length).default([]),
  /** The song's title when the speaker brings song sheets to print. */
  songTitle: textSchema.trim().max(SPEECH_NAME_MAX).default(''),
  note: textSchema.max(SPEECH_NOTE_MAX).default(''),
  mail: z.union([z.literal(''), mailSchema]).default(''),
  phone: textSchema.trim().max(40).default(''),
  householdToken: householdTokenSchema.optional(),
});
export type SpeechSignupInput = z.infer<typeof speechSignupSchema>;

/** A stored sign-up as the toastmaster (and, outside surprise mode, the hosts) see it. */
export const speechSignupViewSchema = speechSignupSchema.omit({ householdToken: true }).extend({
  _id: entityIdSchema,
  householdId: entityIdSchema.nullable(),
  language: siteLanguageCodeSchema,
  createdAt: isoTimestampSchema,
  /** The toastmaster's own note on the speech; never shown to the hosts in surprise mode. */
  toastmasterNote: textSchema.max(SPEECH_NOTE_MAX),
});
export type SpeechSignupView = z.infer<typeof speechSignupViewSchema>;

/** A toastmaster's state as the hosts see it (issue 36 item 5). */
export const toastmasterStatusSchema = z.object({
  id: entityIdSchema,
  name: textSchema,
  /** When the current link was mailed; null = never sent (or revoked). */
  linkSentAt: isoTimestampSchema.nullable(),
  linkOpenedAt: isoTimestampSchema.nullable(),
  /** When the toastmaster last saved a running order. */
  orderSavedAt: isoTimestampSchema.nullable(),
});
export type ToastmasterStatus = z.infer<typeof toastmasterStatusSchema>;

/**
 * `GET /api/sites/{siteId}/speeches?module={moduleId}` (owner; the site's only speech module without it).
 * In surprise mode it carries no names, notes or any sign-up: only the count and the minutes in all.
 */
export const ownerSpeechesResponseSchema = z.discriminatedUnion('surprise', [
  z.object({
    surprise: z.literal(true),
    count: z.number().int().min(0),
    totalMinutes: z.number().int().min(0),
    toastmasters: z.array(toastmasterStatusSchema),
  }),
  z.object({
    surprise: z.literal(false),
    count: z.number().int().min(0),
    totalMinutes: z.number().int().min(0),
    toastmasters: z.array(toastmasterStatusSchema),
    speeches: z.array(speechSignupViewSchema),
  }),
]);
export type OwnerSpeechesResponse = z.infer<typeof ownerSpeechesResponseSchema>;

export const speechesQuerySchema = z.object({ module: entityIdSchema.optional() });

export const toastmasterLinkParamsSchema = z.object({
  siteId: entityIdSchema,
  toastmasterId: entityIdSchema,
});
/**
 * `POST /api/sites/{siteId}/speeches/toastmasters/{toastmasterId}/link` mails the toastmaster a new private
 * link (the old one stops working); `DELETE` the same revokes it. Both answer the toastmaster's status.
 */
export const toastmasterLinkResponseSchema = toastmasterStatusSchema.describe(
  'The toastmaster’s status once the link is sent or revoked',
);

/** A toastmaster's desk token: unguessable, in the link `/toastmaster/{token}` on the site's host. */
export const toastmasterTokenSchema = textSchema.regex(/^[A-Za-z0-9_-]{32,64}$/, 'must be a desk token');
export const toastmasterTokenParamsSchema = z.object({ token: toastmasterTokenSchema });

/** One slot of the running order: its planned minutes and the speeches in the order they are given. */
export const runningOrderSlotSchema = z.object({
  slotId: entityIdSchema,
  plannedMinutes: z.number().int().min(0).max(SPEECH_SLOT_MINUTES_MAX),
  speechIds: z.array(entityIdSchema).max(SPEECH_SIGNUPS_MAX),
});
export type RunningOrderSlot = z.infer<typeof runningOrderSlotSchema>;

/**
 * `GET /api/toastmaster/{token}`: the desk's whole state. `slots` are the module's (or the programme's)
 * slots; a speech in no slot of `order.slots` is still to be placed.
 */
export const toastmasterDeskSchema = z.object({
  siteTitle: textSchema,
  siteDate: textSchema.nullable(),
  deadline: z.iso.date().nullable(),
  language: siteLanguageCodeSchema,
  toastmaster: z.object({ id: entityIdSchema, name: textSchema }),
  slots: z.array(speechSlotSchema),
  speeches: z.array(speechSignupViewSchema),
  order: z.object({
    revision: z.number().int().min(0),
    slots: z.array(runningOrderSlotSchema).max(SPEECH_SLOTS_MAX + 1),
  }),
  /** Speakers whose slot or place changed since they were last mailed (0 = nothing to send). */
  unsentChanges: z.number().int().min(0),
});
export type ToastmasterDesk = z.infer<typeof toastmasterDeskSchema>;

/**
 * `PUT /api/toastmaster/{token}/order`: the whole running order and the toastmaster's notes, against the
 * revision it was read at (409 `SPEECH_ORDER_STALE` when someone saved in between). Answers the desk.
 */
export const runningOrderUpdateSchema = z.object({
  revision: z.number().int().min(0),
  slots: z.array(runningOrderSlotSchema).max(SPEECH_SLOTS_MAX + 1),
  notes: z
    .array(z.object({ speechId: entityIdSchema, note: textSchema.max(SPEECH_NOTE_MAX) }))
    .max(SPEECH_SIGNUPS_MAX)
    .default([]),
});
export type RunningOrderUpdate = z.infer<typeof runningOrderUpdateSchema>;

/**
 * `POST /api/toastmaster/{token}/notify`: "mail each speaker their slot": one mail, in the speaker's
 * language, to each speaker with a mail whose slot or place changed since their last one.
 */
export const speakerNotifyResponseSchema = z.object({ mailed: z.number().int().min(0) });
export type SpeakerNotifyResponse = z.infer<typeof speakerNotifyResponseSchema>;

/** The printable running order's file name (`…/running-order.pdf`). */
export const RUNNING_ORDER_PDF_FILE = 'running-order.pdf';
