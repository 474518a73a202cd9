import { z } from 'zod';
import { DEFAULT_GIFT_ITEM, MAX_GIFT_ITEM_QUANTITY } from '../constants/gift-registry';
import { entityIdSchema, httpUrlSchema } from './common';
import { imageSchema } from './image';
import { translatableShortTextSchema, translatableTextSchema } from './translatable-text';

/**
 * A wish-list item (`001` §3, `002` §3 "GiftRegistry"). `quantity` null means no number; a reservable
 * item needs a quantity of at least 1 (`002` §5).
 */
export const giftItemSchema = z
  .object({
    id: entityIdSchema,
    title: translatableShortTextSchema.default({}),
    description: translatableTextSchema.default({}),
    image: imageSchema.nullable().default(null),
    link: httpUrlSchema.nullable().default(DEFAULT_GIFT_ITEM.link),
    quantity: z
      .number()
      .int()
      .min(1)
      .max(MAX_GIFT_ITEM_QUANTITY)
      .nullable()
      .default(DEFAULT_GIFT_ITEM.quantity),
    reservable: z.boolean().default(DEFAULT_GIFT_ITEM.reservable),
  })
  .refine((item) => !item.reservable || item.quantity !== null, {
    message: 'a reservable item needs a quantity',
    path: ['quantity'],
  });
export type GiftItem = z.infer<typeof giftItemSchema>;

/** Pieces of one gift item reserved by guests; `giftRegistryId` is the item's id (`001` §3 "Gift reservation"). */
export const giftReservationSchema = z.object({
  giftRegistryId: entityIdSchema,
  quantityReserved: z.number().int().min(0).max(MAX_GIFT_ITEM_QUANTITY),
});
export type GiftReservation = z.infer<typeof giftReservationSchema>;
