import { z } from 'zod';
import { GIFT_FROM_MAX, GIFT_GREETING_MAX, GIFT_NOTE_MAX } from '../constants/gift-registry';
import { entityIdSchema, isoTimestampSchema, textSchema } from '../schemas/common';
import { postKeySchema } from '../schemas/form';
import { moneyAmountSchema } from '../schemas/gift-registry';
import { householdTokenSchema } from '../schemas/household';
import { siteLanguageCodeSchema } from '../schemas/translatable-text';

/** `POST /api/gifts/{siteId}/{potId}`: a guest reports a money gift paid into one pot (issue 37 item 1). */
export const giftPotParamsSchema = z.object({ siteId: entityIdSchema, potId: entityIdSchema });
export type GiftPotParams = z.infer<typeof giftPotParamsSchema>;

/**
 * "Jag har swishat" / "I have paid": the giver's name, the amount (öre; null when not told) and a greeting,
 * under a post key like the other guest answers (`decisions.md` §3); `householdToken` from a personal link
 * ties the gift to its household on the thank-you list. Answered with `submissionResultSchema`.
 */
export const giftReportRequestSchema = z.object({
  postKey: postKeySchema,
  from: textSchema.trim().min(1).max(GIFT_FROM_MAX),
  amount: moneyAmountSchema.nullable(),
  greeting: textSchema.max(GIFT_GREETING_MAX).default(''),
  language: siteLanguageCodeSchema.optional(),
  householdToken: householdTokenSchema.optional(),
});
export type GiftReportRequest = z.infer<typeof giftReportRequestSchema>;

/** `…/gift-pot/{potId}/qr?amount=N`: N in öre; without it the QR leaves the amount for the guest to type. */
export const giftPotQrQuerySchema = z.object({
  amount: z.coerce.number().pipe(moneyAmountSchema).optional(),
  /** The giver's name for the payment's message. */
  from: textSchema.max(GIFT_FROM_MAX).optional(),
});
export type GiftPotQrQuery = z.infer<typeof giftPotQrQuerySchema>;

/** Where a gift on the thank-you list came from (issue 37 item 3). */
export const GIFT_KINDS = ['money', 'reservation', 'manual'] as const;
export type GiftKind = (typeof GIFT_KINDS)[number];

/**
 * One gift on the owner's thank-you list: a reported money gift, a guest's reservation of a registry item
 * (or of shares of a group gift), or a gift the owner added by hand.
 */
export const giftSchema = z.object({
  _id: entityIdSchema,
  kind: z.enum(GIFT_KINDS),
  /** The pot's or registry item's id; null for a gift added by hand. */
  itemId: entityIdSchema.nullable(),
  /** What was given: the pot's or item's title in the site's first language, or the owner's words. */
  title: textSchema.max(GIFT_FROM_MAX),
  /** The giver's name as given; '' when a reservation was made without one. */
  from: textSchema.max(GIFT_FROM_MAX),
  householdId: entityIdSchema.nullable(),
  /** The household's name on the guest list, for grouping. */
  householdName: textSchema.nullable(),
  /** Money in öre: the reported amount, or shares × share price; null when unknown. */
  amount: z.number().int().min(0).nullable(),
  /** Pieces or shares reserved; null for money and hand-added gifts. */
  quantity: z.number().int().min(1).nullable(),
  greeting: textSchema.max(GIFT_GREETING_MAX),
  createdAt: isoTimestampSchema,
  thanked: z.boolean(),
  note: textSchema.max(GIFT_NOTE_MAX),
});
export type Gift = z.infer<typeof giftSchema>;

/** `GET /api/sites/{siteId}/gifts` (owner): every gift, newest first. */
export const giftsResponseSchema = z.object({ gifts: z.array(giftSchema) });
export type GiftsResponse = z.infer<typeof giftsResponseSchema>;

export const giftParamsSchema = z.object({ siteId: entityIdSchema, giftId: entityIdSchema });
export type GiftParams = z.infer<typeof giftParamsSchema>;

/** `PUT /api/sites/{siteId}/gifts/{giftId}`: ticked as thanked, and the owner's note. Answers the gift. */
export const giftUpdateSchema = z.object({
  thanked: z.boolean(),
  note: textSchema.max(GIFT_NOTE_MAX).default(''),
});
export type GiftUpdate = z.infer<typeof giftUpdateSchema>;

/** `POST /api/sites/{siteId}/gifts`: a gift the owner adds by hand (a present handed over at the party). */
export const manualGiftSchema = z.object({
  title: textSchema.trim().min(1).max(GIFT_FROM_MAX),
  from: textSchema.trim().max(GIFT_FROM_MAX).default(''),
  householdId: entityIdSchema.nullable().default(null),
  amount: moneyAmountSchema.nullable().default(null),
  note: textSchema.max(GIFT_NOTE_MAX).default(''),
});
export type ManualGift = z.infer<typeof manualGiftSchema>;

/** The thank-you list's download (`…/gifts.xlsx`). */
export const GIFTS_SHEET_FILE = 'gifts.xlsx';
