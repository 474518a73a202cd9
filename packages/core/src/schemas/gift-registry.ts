import { z } from 'zod';
import {
  DEFAULT_GIFT_ITEM,
  MAX_GIFT_AMOUNT_ORE,
  MAX_GIFT_ITEM_QUANTITY,
  MAX_POT_SUGGESTED_AMOUNTS,
} from '../constants/gift-registry';
import { entityIdSchema, httpUrlSchema } from './common';
import { imageSchema } from './image';
import { translatableShortTextSchema, translatableTextSchema } from './translatable-text';

/** An amount of money in öre (Swedish) or øre (Danish): whole, at least 1 krone, at most the limit. */
export const moneyAmountSchema = z.number().int().min(100).max(MAX_GIFT_AMOUNT_ORE);

/**
 * A gift pot (issue 37 item 1): guests pay the hosts directly by Swish (se) or MobilePay (dk) to the
 * registry's `swishNumber`/`mobilePayNumber` and report it. `suggestedAmounts` are offered as choices;
 * `goal`, when set and `showProgress` is on, shows a bar of the amounts guests reported.
 */
export const giftPotSchema = z.object({
  suggestedAmounts: z.array(moneyAmountSchema).max(MAX_POT_SUGGESTED_AMOUNTS).default([]),
  goal: moneyAmountSchema.nullable().default(null),
  showProgress: z.boolean().default(false),
});
export type GiftPot = z.infer<typeof giftPotSchema>;

/**
 * A wish-list item (`001` §3, `002` §3 "GiftRegistry"). `quantity` null means no number; a reservable
 * item needs a quantity of at least 1 (`002` §5). An item with `pot` is a money gift: not reservable and
 * without quantity. An item with `sharePrice` is a group gift: its `quantity` is the number of shares,
 * each costing `sharePrice` (öre), reserved like pieces and paid by Swish/MobilePay (issue 37 item 2).
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
    pot: giftPotSchema.nullable().default(null),
    sharePrice: moneyAmountSchema.nullable().default(null),
  })
  .refine((item) => !item.reservable || item.quantity !== null, {
    message: 'a reservable item needs a quantity',
    path: ['quantity'],
  })
  .refine((item) => item.pot === null || (!item.reservable && item.sharePrice === null), {
    message: 'a gift pot is not reservable and has no shares',
    path: ['pot'],
  })
  .refine((item) => item.sharePrice === null || item.reservable, {
    message: 'a group gift is reservable: its quantity is the number of shares',
    path: ['sharePrice'],
  });
export type GiftItem = z.infer<typeof giftItemSchema>;

/** Pieces of one gift item reserved by guests; `giftRegistryId` is the item's id (`001` §3 "Gift reservation"). */
export const giftReservationSchema = z.object({
  giftRegistryId: entityIdSchema,
  quantityReserved: z.number().int().min(0).max(MAX_GIFT_ITEM_QUANTITY),
});
export type GiftReservation = z.infer<typeof giftReservationSchema>;

/** What guests reported paying into one pot, for its progress bar (only pots with `showProgress`). */
export const giftPotTotalSchema = z.object({
  potId: entityIdSchema,
  /** The sum of the reported amounts, öre. */
  amount: z.number().int().min(0),
  /** How many gifts were reported, with or without an amount. */
  count: z.number().int().min(0),
});
export type GiftPotTotal = z.infer<typeof giftPotTotalSchema>;
