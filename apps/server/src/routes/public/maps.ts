import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  mapImageParamsSchema,
  mapImageQuerySchema,
  savedMapImageSchema,
  type MapImageParams,
} from '@eventsite/core';
import { AppError } from '../../errors/app-error';
import { saveMapImage } from '../../maps/save-map-image';
import { QUICK_START_FOLDER } from '../../images/image-folders';
import { matchesEtag } from '../../storage/send-stored-file';
import { errorResponses } from '../error-responses';
import { MAP_PATH, mapDescription as description } from '../map-route-docs';

/** A day: a map for the same address only changes when the provider does. */
const MAP_CACHE_CONTROL = 'public, max-age=86400';

/**
 * The Location module's map picture for anyone (`001` §7, `decisions.md` §3 "Maps" and §6), and quick
 * start's stored map; the owner's stored map is in `routes/owner/sites/save-map-image.ts`.
 */
const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  async function sendMap(
    request: FastifyRequest<{ Params: MapImageParams; Querystring: z.infer<typeof mapImageQuerySchema> }>,
    reply: FastifyReply,
  ) {
    // A quick-start draft has no stored site yet; its maps are drawn all the same.
    const quickStart = request.params.siteId === QUICK_START_FOLDER;
    if (!quickStart && !(await app.repositories.sites.findById(request.params.siteId))) {
      throw new AppError('NOT_FOUND', { message: 'No such site.' });
    }
    const picture =
      request.query.preventCache === 'true'
        ? await app.maps.refresh(request.params)
        : await app.maps.render(request.params);
    const etag = `"${createHash('sha256').update(picture).digest('base64url').slice(0, 32)}"`;
    reply.header('cache-control', MAP_CACHE_CONTROL).header('etag', etag);
    if (matchesEtag(request, etag)) return reply.status(304).send();
    return reply.type('image/png').send(picture);
  }

  const getSchema = {
    description,
    tags: ['maps'],
    params: mapImageParamsSchema,
    querystring: mapImageQuerySchema,
    response: errorResponses(400, 404, 502),
  };

  app.get(`/:siteId/maps${MAP_PATH}`, { schema: { summary: 'A map picture', ...getSchema } }, sendMap);
  app.get(
    `/:siteId/maps/preview${MAP_PATH}`,
    { schema: { summary: 'A map picture (preview while editing)', ...getSchema } },
    sendMap,
  );

  app.post(
    `/${QUICK_START_FOLDER}/maps${MAP_PATH}`,
    {
      onRequest: [app.rateLimit('upload'), app.rateLimit('quick-start-upload')],
      schema: {
        summary: 'Render the map of a quick-start draft and store it with its files (send the body {})',
        description: `${description} For a visitor without an account; limited per IP like quick-start uploads.`,
        tags: ['maps'],
        params: mapImageParamsSchema.omit({ siteId: true }),
        body: z.object({}),
        response: { 200: savedMapImageSchema, ...errorResponses(400, 415, 429, 502) },
      },
    },
    async (request) => saveMapImage(app.maps, app.storage, QUICK_START_FOLDER, request.params),
  );
};

export default mapRoutes;
