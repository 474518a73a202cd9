import { z } from 'zod';
import { entityIdSchema } from '../schemas/common';

/**
 * `…/table-cards.pdf?size=A5|A6`: a flat A5 card per table to stand in a holder (the default), or an A6
 * tent folded like the place cards.
 */
export const tableCardsQuerySchema = z.object({
  event: entityIdSchema.optional(),
  size: z.enum(['A5', 'A6']).default('A5'),
});
export type TableCardsQuery = z.infer<typeof tableCardsQuerySchema>;
