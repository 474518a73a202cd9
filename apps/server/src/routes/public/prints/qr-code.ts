import QRCode from 'qrcode';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEMO_QR_URL, qrParamsSchema, qrQuerySchema } from '@eventsite/core';
import { errorResponses } from '../../error-responses';

/** What the demo card's QR code opens: the brand's own start page. */
function demoUrl(publicUrl: string): string {
  return `${publicUrl}/`;
}

function sendPng(reply: FastifyReply, png: Buffer): FastifyReply {
  return reply.type('image/png').header('cache-control', 'private, max-age=3600').send(png);
}

/** `GET /api/qr/{url or DEMO}?darkColor=&lightColor=` (`002` §7): a card's QR code in its colours. */
const qrCode: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/qr/:url',
    {
      onRequest: async (request) => {
        // The demo code is for quick start; any other address is drawn for logged-in owners only.
        if ((request.params as { url?: string }).url !== DEMO_QR_URL) await app.authenticate(request);
      },
      schema: {
        summary: 'A QR code for a card',
        description:
          '`url` is the URL-encoded address, or `DEMO` for the demo card (no login needed). Colours are hex (`%231f2a44` or `1f2a44`), default black on white. Answers a PNG.',
        tags: ['prints'],
        params: qrParamsSchema,
        querystring: qrQuerySchema,
        response: errorResponses(400, 403),
      },
    },
    async (request, reply) => {
      const { url } = request.params;
      const png = await QRCode.toBuffer(url === DEMO_QR_URL ? demoUrl(app.config.publicUrl) : url, {
        type: 'png',
        width: 600,
        margin: 1,
        errorCorrectionLevel: 'M',
        color: { dark: request.query.darkColor, light: request.query.lightColor },
      });
      return sendPng(reply, png);
    },
  );
};

export default qrCode;
