import { z } from 'zod';
import { entityIdSchema, TEXT_LENGTH_LIMITS, textSchema } from './common';

/*
 * An image is shown from the API path (or CDN base) plus its path and file name (`001` §7), so
 * both are kept to plain path characters: no scheme, no '//' start, no '..'.
 */
const imagePathSchema = textSchema
  .max(500)
  .regex(/^(?!\/\/)(?!.*\.\.)[\w\-./]*$/, 'must be a plain relative path');

const imageFileNameSchema = textSchema
  .min(1)
  .max(255)
  .regex(/^(?!.*\.\.)[\w\-.]+$/, 'must be a plain file name');

const MAX_IMAGE_DIMENSION_PX = 100000;

/** One stored size of an image; `size` is its width in px (`001` §3 "Image"). */
export const imageSizeSchema = z.object({
  size: z.number().int().positive().max(MAX_IMAGE_DIMENSION_PX),
  fileName: imageFileNameSchema,
  _id: entityIdSchema.optional(),
});
export type ImageSize = z.infer<typeof imageSizeSchema>;

const imageSizesSchema = z.array(imageSizeSchema).max(20);

/** The original a crop was made from, kept so the crop can be reverted (`002` §4 "Image editor"). */
export const imageBeforeEditSchema = z.object({
  path: imagePathSchema,
  fileName: imageFileNameSchema,
  sizes: imageSizesSchema.default([]),
  /** The original's size, so a reverted image keeps its shape while it loads. */
  width: z.number().int().positive().max(MAX_IMAGE_DIMENSION_PX).optional(),
  height: z.number().int().positive().max(MAX_IMAGE_DIMENSION_PX).optional(),
});
export type ImageBeforeEdit = z.infer<typeof imageBeforeEditSchema>;

/** An uploaded or demo image (`000` §3, `001` §3, `002` §3 "Image"). */
export const imageSchema = z.object({
  _id: entityIdSchema.optional(),
  path: imagePathSchema,
  originalName: textSchema.max(255).default(''),
  fileName: imageFileNameSchema,
  temporary: z.boolean().default(false),
  isDemoImage: z.boolean().default(false),
  cdn: z.boolean().default(false),
  sizes: imageSizesSchema.default([]),
  /** Its 3 : 4 middle (`rules/portrait-crop.ts`), which a header shows a phone held upright (issue 40). */
  portraitSizes: imageSizesSchema.optional(),
  width: z.number().int().positive().max(MAX_IMAGE_DIMENSION_PX).optional(),
  height: z.number().int().positive().max(MAX_IMAGE_DIMENSION_PX).optional(),
  imageBeforeEdit: imageBeforeEditSchema.nullable().optional(),
});
export type Image = z.infer<typeof imageSchema>;

/** A rendered map picture stored with a Location module (`001` §3, `002` §3 "Location"). */
export const savedMapImageSchema = z.object({
  path: imagePathSchema,
  fileName: imageFileNameSchema.optional(),
  isDemoImage: z.boolean().default(false),
  cdn: z.boolean().default(false),
  width: z.number().int().positive().max(MAX_IMAGE_DIMENSION_PX).optional(),
  height: z.number().int().positive().max(MAX_IMAGE_DIMENSION_PX).optional(),
});
export type SavedMapImage = z.infer<typeof savedMapImageSchema>;

const cropCoordinateSchema = z.number().min(0).max(MAX_IMAGE_DIMENSION_PX);

/** A crop rectangle in the natural image's pixels; it needs a width and a height (`002` §3, §5). */
export const cropRectangleSchema = z.object({
  x: cropCoordinateSchema,
  y: cropCoordinateSchema,
  width: cropCoordinateSchema.positive(),
  height: cropCoordinateSchema.positive(),
});
export type CropRectangle = z.infer<typeof cropRectangleSchema>;

/** The crop call's body (`002` §7 "crop-image/v2"). */
export const cropImageRequestSchema = z.object({
  originalName: textSchema.max(255),
  sourceImageUrl: textSchema.max(TEXT_LENGTH_LIMITS.url),
  crop: cropRectangleSchema,
});
export type CropImageRequest = z.infer<typeof cropImageRequestSchema>;
