import { z } from 'zod';
import { GIFT_FROM_MAX, MAX_GIFT_ITEM_QUANTITY } from '../constants/gift-registry';
import { entityIdSchema, textSchema } from '../schemas/common';
import { errorResponseSchema } from '../schemas/error-response';
import { giftReservationSchema } from '../schemas/gift-registry';
import { householdTokenSchema } from '../schemas/household';
import type { CatererSummary } from '../rules/caterer-summary';
import { formAnswerSchema, legacyRsvpAnswerSchema, rsvpAnswerSchema } from '../schemas/rsvp';
import { siteLanguageCodeSchema } from '../schemas/translatable-text';

/** `GET /api/rsvps/post-key` and `GET /api/form-submissions/post-key` (`decisions.md` §3 "Post keys"). */
export const postKeyResponseSchema = z.object({ key: textSchema });
export type PostKeyResponse = z.infer<typeof postKeyResponseSchema>;

/** `GET /api/rsvps/{siteId}/v4`: one answer per guest, newest first (`002` §7). */
export const rsvpAnswersResponseSchema = z.object({ data: z.object({ data: z.array(rsvpAnswerSchema) }) });
export type RsvpAnswersResponse = z.infer<typeof rsvpAnswersResponseSchema>;

/** `GET /api/rsvps/{siteId}`: a version-1 site's legacy answers (`002` §7). */
export const legacyRsvpAnswersResponseSchema = z.object({
  data: z.object({ data: z.array(legacyRsvpAnswerSchema) }),
});
export type LegacyRsvpAnswersResponse = z.infer<typeof legacyRsvpAnswersResponseSchema>;

export const rsvpAnswerParamsSchema = z.object({ siteId: entityIdSchema, rsvpId: entityIdSchema });

/** `GET /api/form-submissions/{siteId}`: the site's Form and speech sign-up answers, newest first. */
export const formAnswersResponseSchema = z.object({ data: z.object({ data: z.array(formAnswerSchema) }) });
export type FormAnswersResponse = z.infer<typeof formAnswersResponseSchema>;

export const formAnswerParamsSchema = z.object({ siteId: entityIdSchema, answerId: entityIdSchema });

/** The gift item of a reservation call, `/api/gift-registry/{siteId}/{moduleId}/{itemId}/v2` (`001` §7). */
export const giftItemParamsSchema = z.object({
  siteId: entityIdSchema,
  moduleId: entityIdSchema,
  itemId: entityIdSchema,
});
export type GiftItemParams = z.infer<typeof giftItemParamsSchema>;

/** The body of reserving (`PUT`) and cancelling (`DELETE`) pieces of a gift item (`001` §5, §7). */
export const giftReservationRequestSchema = z.object({
  quantity: z.number().int().min(1).max(MAX_GIFT_ITEM_QUANTITY),
  password: textSchema.min(1).max(200),
  /** Who reserves, for the hosts' thank-you list (issue 37 item 3); optional. Ignored when cancelling. */
  from: textSchema.trim().max(GIFT_FROM_MAX).optional(),
  /** From a personal link: ties the reservation to its household on the thank-you list. */
  householdToken: householdTokenSchema.optional(),
});
export type GiftReservationRequest = z.infer<typeof giftReservationRequestSchema>;

/** The site's whole reservations list after the change; it replaces the guest's copy (`001` §4). */
export const giftReservationsResponseSchema = z.object({
  giftRegistryReservations: z.array(giftReservationSchema),
});
export type GiftReservationsResponse = z.infer<typeof giftReservationsResponseSchema>;

/** A 409 to a reservation: that many are not left, and the site's reservations list as it is now. */
export const giftReservationConflictSchema = errorResponseSchema.extend({
  giftRegistryReservations: z.array(giftReservationSchema).optional(),
});

/** `PUT /api/rsvps/{siteId}/diet-questions`: the RSVP questions the owner marks as diet or allergy. */
export const dietQuestionsSchema = z.object({ questionIds: z.array(entityIdSchema).max(500) });
export type DietQuestions = z.infer<typeof dietQuestionsSchema>;

/**
 * `GET /api/rsvps/{siteId}/caterer`: the site language the sheet's questions and options are read in, and
 * an event of the programme whose coming guests alone it counts (issue 34 item 5).
 */
export const catererSheetQuerySchema = z.object({
  language: siteLanguageCodeSchema.optional(),
  event: entityIdSchema.optional(),
});

const catererSummarySchema = z.object({
  guests: z.number().int().min(0),
  choices: z.array(
    z.object({
      question: textSchema,
      options: z.array(z.object({ text: textSchema, count: z.number().int().min(0) })),
    }),
  ),
  dietAnswers: z.array(
    z.object({ guest: textSchema, party: z.number().int().min(1), question: textSchema, answer: textSchema }),
  ),
}) satisfies z.ZodType<CatererSummary>;

/** `GET /api/rsvps/{siteId}/caterer` (issue 21, item 7): per RSVP module, what the caterer needs to know. */
export const catererSheetResponseSchema = z.object({
  questionIds: dietQuestionsSchema.shape.questionIds,
  forms: z.array(z.object({ formId: entityIdSchema, title: textSchema, summary: catererSummarySchema })),
});
export type CatererSheetResponse = z.infer<typeof catererSheetResponseSchema>;

/**
 * The answer page a guest without JavaScript reaches from the guest page (issue 40): `GET` draws a module's
 * questions, `POST` (a plain HTML form) answers them.
 */
export const answerPageParamsSchema = z.object({ siteId: entityIdSchema, moduleId: entityIdSchema });

/**
 * The page's language, for an RSVP how many answer, and a personal link's household token (`g`, as on the
 * guest page), which answers for that household; an unknown token is left out, as on the guest page.
 */
export const answerPageQuerySchema = z.object({
  lang: textSchema.max(20).optional(),
  guests: textSchema.max(3).optional(),
  g: textSchema.max(200).optional(),
});

/**
 * A gift pot's page (issue 40): the answer page's query, and the amount the guest chose there: one of the
 * suggested amounts (`amount`, öre) or their own in whole kronor (`own`), checked by the page itself.
 */
export const giftPotPageQuerySchema = answerPageQuerySchema.extend({
  amount: textSchema.max(20).optional(),
  own: textSchema.max(20).optional(),
});
export type GiftPotPageQuery = z.infer<typeof giftPotPageQuerySchema>;

/** An answer page's posted fields: any names, checked by the page itself so a bad post gets the page back. */
export const answerPagePostSchema = z.record(textSchema.max(200), textSchema.max(10_000));
export type AnswerPagePost = z.infer<typeof answerPagePostSchema>;
