import { z } from 'zod';
import { entityIdSchema } from '../schemas/common';
import { errorResponseSchema } from '../schemas/error-response';
import { seatingPlanSchema } from '../schemas/seating';

/** `…/api/sites/{siteId}/seating…` and the printed files under it. */
export const seatingParamsSchema = z.object({ siteId: entityIdSchema });
export type SeatingParams = z.infer<typeof seatingParamsSchema>;

/** 409 on a save whose `revision` is not the stored one: the stored plan, so the screen can show it. */
export const seatingConflictResponseSchema = errorResponseSchema.extend({ plan: seatingPlanSchema });
export type SeatingConflictResponse = z.infer<typeof seatingConflictResponseSchema>;

/** The owner's downloads of a plan (issue 35 items 2–3), each `?event=` like the plan. */
export const SEATING_DOWNLOADS = {
  plan: 'plan.pdf',
  placeCards: 'place-cards.pdf',
  tableCards: 'table-cards.pdf',
  sheet: 'seating.xlsx',
} as const;

/**
 * `…/place-cards.pdf?format=folded|flat&diets=1`: folded A6 (the default) or flat 90 × 55 mm; with `diets`,
 * each card carries the guest's diet mark for the waiters.
 */
export const placeCardsQuerySchema = z.object({
  event: entityIdSchema.optional(),
  format: z.enum(['folded', 'flat']).default('folded'),
  diets: z.enum(['0', '1']).default('0'),
});
export type PlaceCardsQuery = z.infer<typeof placeCardsQuerySchema>;

/** `…/plan.pdf?size=A3|A2`: A3 portrait by default. */
export const seatingPlanPdfQuerySchema = z.object({
  event: entityIdSchema.optional(),
  size: z.enum(['A3', 'A2']).default('A3'),
});
export type SeatingPlanPdfQuery = z.infer<typeof seatingPlanPdfQuerySchema>;
