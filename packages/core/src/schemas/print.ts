import { z } from 'zod';
import {
  PRINT_LAYOUT_POSITIONS,
  PRINT_LAYOUTS,
  PRINT_POSITION_CONTENT_TYPES,
  PRINT_POSITIONS,
  PRINT_PURPOSES,
  PRINT_TRIMS,
} from '../constants/print-layouts';
import { colorSchemeSchema } from './color-scheme';
import { entityIdSchema, TEXT_LENGTH_LIMITS, textSchema } from './common';
import { fontsSchema, siteGraphicSchema } from './design';
import { eventLogoSchema } from './event-logo';
import { imageSchema } from './image';

const printContentCommonShape = {
  id: entityIdSchema,
  page: z.union([z.literal(1), z.literal(2)]),
  position: z.enum(PRINT_POSITIONS),
};

/** A text on a card (`002` §3 "Print content item"). */
export const printTextContentSchema = z.object({
  ...printContentCommonShape,
  contentType: z.literal('text'),
  properties: z.object({ text: textSchema.max(TEXT_LENGTH_LIMITS.long).default('') }),
});

/** An image on a card (`002` §3 "Print content item"). */
export const printImageContentSchema = z.object({
  ...printContentCommonShape,
  contentType: z.literal('image'),
  properties: imageSchema,
});

/** The QR code of a card; its url is required unless it is hidden (`002` §3, §5 "QR dialog"). */
export const printQrContentSchema = z.object({
  ...printContentCommonShape,
  contentType: z.literal('qr'),
  properties: z
    .object({
      url: textSchema.trim().max(TEXT_LENGTH_LIMITS.url).default(''),
      hidden: z.boolean().default(false),
    })
    .refine((qr) => qr.hidden || qr.url !== '', { message: 'a visible QR code needs a url', path: ['url'] }),
});

/** One item of a card's content (`002` §3 "Print content item"). */
export const printContentItemSchema = z.discriminatedUnion('contentType', [
  printTextContentSchema,
  printImageContentSchema,
  printQrContentSchema,
]);
export type PrintContentItem = z.infer<typeof printContentItemSchema>;

/**
 * A printed invitation card (`002` §3 "Print (card)"). Each content item sits at one of its layout's
 * positions, on that position's page, holding that position's content type.
 */
export const printSchema = z
  .object({
    /** Absent until the first save (`002` §4 "Print editor"). */
    _id: entityIdSchema.optional(),
    site: entityIdSchema,
    layout: z.enum(PRINT_LAYOUTS),
    /** An invitation unless it is a thank-you card (issue 37 item 4); cards saved before are invitations. */
    purpose: z.enum(PRINT_PURPOSES).default('invitation'),
    content: z.array(printContentItemSchema).max(30).default([]),
    siteGraphic: siteGraphicSchema.nullable().optional(),
    colorScheme: colorSchemeSchema,
    fonts: fontsSchema,
    trim: z.enum(PRINT_TRIMS).default('none'),
    /** When set it replaces the title and names block (`002` §3). */
    eventLogo: eventLogoSchema.nullable().optional(),
  })
  .superRefine((print, context) => {
    const positions = PRINT_LAYOUT_POSITIONS[print.layout];
    const ids = new Set<string>();
    print.content.forEach((item, index) => {
      const path = ['content', index];
      if (!positions[item.page].includes(item.position)) {
        context.addIssue({
          code: 'custom',
          message: `${print.layout} has no ${item.position} on page ${item.page}`,
          path: [...path, 'position'],
        });
      }
      if (PRINT_POSITION_CONTENT_TYPES[item.position] !== item.contentType) {
        context.addIssue({
          code: 'custom',
          message: `${item.position} holds ${PRINT_POSITION_CONTENT_TYPES[item.position]} content`,
          path: [...path, 'contentType'],
        });
      }
      if (ids.has(item.id)) {
        context.addIssue({ code: 'custom', message: `duplicate id ${item.id}`, path: [...path, 'id'] });
      }
      ids.add(item.id);
    });
  });
export type Print = z.infer<typeof printSchema>;
