import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteQrCodeParamsSchema } from '@eventsite/core';
import { renderSiteQrCode } from '../../../sites/render-site-qr-code';
import { errorResponses } from '../../error-responses';
import { siteDepsOf } from '../../../sites/site-deps';

/** The picture shows in the drawer and downloads under a name that says which address it opens. */
function sendQrCode(reply: FastifyReply, png: Buffer, host: string): FastifyReply {
  return reply
    .type('image/png')
    .header('cache-control', 'private, no-cache')
    .header('content-disposition', `inline; filename="qr-${host}.png"`)
    .send(png);
}

const siteQrCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  app.get(
    '/:siteId/qr/:host/png',
    {
      schema: {
        summary: 'A QR code that opens the site, as a PNG to download',
        description:
          "`host` must be the site's address or one of its custom domains (404 otherwise). The code opens " +
          'that host with the scheme and port of PUBLIC_URL.',
        tags: ['sites'],
        security: [{ session: [] }],
        params: siteQrCodeParamsSchema,
        response: errorResponses(400, 403, 404),
      },
    },
    async (request, reply) => {
      const { siteId, host } = request.params;
      return sendQrCode(reply, await renderSiteQrCode(siteDeps, siteId, host), host);
    },
  );
};

export default siteQrCodeRoutes;
