import { z } from 'zod';
import { orderSchema } from '../schemas/order';
import { entityIdSchema, TEXT_LENGTH_LIMITS, textSchema } from '../schemas/common';
import { cropRectangleSchema } from '../schemas/image';
import { printSchema } from '../schemas/print';

export const printIdParamsSchema = z.object({ printId: entityIdSchema });
export type PrintIdParams = z.infer<typeof printIdParamsSchema>;

/** A print's server access key: 64 hex characters, made when the print is created (`decisions.md` §3). */
export const serverAccessKeySchema = textSchema.regex(/^[0-9a-f]{64}$/, 'must be a server access key');

/** `GET /api/prints/{id}/serverAccess/{key}` and the print view `/print-pdf/{printId}/{key}`. */
export const printServerAccessParamsSchema = z.object({
  printId: entityIdSchema,
  serverAccessKey: textSchema.max(200),
});

/** `POST /api/prints/`: the print plus its site (`002` §7); `_id` is given by the server. */
export const createPrintRequestSchema = printSchema;
export const printCreatedSchema = z.object({ _id: entityIdSchema });

/** `GET /api/sites/{siteId}/prints/`: the site's prints, newest first. */
export const sitePrintsSchema = z.array(printSchema);

/** `PUT /api/prints/{printId}/image-crop`: the crop rectangle beside the source (`002` §7). */
export const printImageCropRequestSchema = cropRectangleSchema.extend({
  originalName: textSchema.max(255),
  sourceImageUrl: textSchema.max(TEXT_LENGTH_LIMITS.url),
});
export type PrintImageCropRequest = z.infer<typeof printImageCropRequestSchema>;

/** The word a QR call uses instead of an address for the demo card (`002` §7 "{url or DEMO}"). */
export const DEMO_QR_URL = 'DEMO';

/** `GET /api/qr/{url or DEMO}`: the address, URL-encoded into one path segment. */
export const qrParamsSchema = z.object({ url: textSchema.min(1).max(TEXT_LENGTH_LIMITS.url) });

/** A colour of a QR code: six hex digits, with or without '#' (`#` arrives URL-encoded as %23). */
const qrColorSchema = textSchema
  .regex(/^#?[0-9a-fA-F]{6}$/, 'must be a hex colour such as #1f2a44')
  .transform((color) => `#${color.replace('#', '').toLowerCase()}`);

/** `?darkColor=&lightColor=` from the print's colour scheme; black on white when absent. */
export const qrQuerySchema = z.object({
  darkColor: qrColorSchema.default('#000000'),
  lightColor: qrColorSchema.default('#ffffff'),
});
export type QrQuery = z.infer<typeof qrQuerySchema>;

/** `GET /api/sites/{siteId}/orders/`: the site's print orders, newest first, with their status. */
export const siteOrdersSchema = z.array(orderSchema);
