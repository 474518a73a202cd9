import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mapImageParamsSchema, savedMapImageSchema } from '@eventsite/core';
import { saveMapImage } from '../../../maps/save-map-image';
import { errorResponses } from '../../error-responses';
import { MAP_PATH, mapDescription } from '../../map-route-docs';

/** The owner's stored map for the Location module's `map.map` (`001` §7, `decisions.md` §3 "Maps"). */
const saveSiteMapImage: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `/:siteId/maps${MAP_PATH}`,
    {
      schema: {
        summary: "Render the map and store it with the site's files (send the body {})",
        description: `${mapDescription} Answers the stored picture, to put in the Location module's \`map.map\`.`,
        tags: ['maps'],
        security: [{ session: [] }],
        params: mapImageParamsSchema,
        body: z.object({}),
        response: { 200: savedMapImageSchema, ...errorResponses(400, 403, 415, 502) },
      },
    },
    async (request) => saveMapImage(app.maps, app.storage, request.params.siteId, request.params),
  );
};

export default saveSiteMapImage;
