import { z } from 'zod';
import { MAP_THEMES, MAP_ZOOM } from '../constants/map';
import { entityIdSchema, textSchema } from '../schemas/common';

/**
 * The path of the map picture call, `/api/sites/{siteId}/maps/{location}/{zoom}/{mapTheme}/{markerColor}/`
 * (`001` §5, §7): zoom 6 to 18, one of the map themes (older data has them in lower case), and the marker
 * colour as six hex digits, which the client sends with '0x' in place of '#'.
 */
export const mapImageParamsSchema = z.object({
  siteId: entityIdSchema,
  location: textSchema.trim().min(1).max(500),
  zoom: z.coerce.number().int().min(MAP_ZOOM.min).max(MAP_ZOOM.max),
  mapTheme: textSchema.transform((theme) => theme.toUpperCase()).pipe(z.enum(MAP_THEMES)),
  markerColor: textSchema
    .transform((color) => color.replace(/^(0x|#)/i, '').toLowerCase())
    .pipe(textSchema.regex(/^[0-9a-f]{6}$/, 'must be six hex digits, optionally after 0x or #')),
});
export type MapImageParams = z.infer<typeof mapImageParamsSchema>;

/** `?preventCache=true` asks for a fresh picture instead of a cached one (`001` §7). */
export const mapImageQuerySchema = z.object({ preventCache: z.enum(['true', 'false']).optional() });
