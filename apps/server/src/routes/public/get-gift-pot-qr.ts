import QRCode from 'qrcode';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { giftPotParamsSchema, giftPotQrQuerySchema } from '@eventsite/core';
import { giftPotPayment } from '../../gift-registry/gift-pot-payment';
import { guestAnswerDepsOf } from '../../guest-answers/guest-answer-deps';
import { assertGuestAccess } from '../../sites/guest-access';
import { siteDepsOf } from '../../sites/site-deps';
import { errorResponses } from '../error-responses';

/** Large enough to scan from a laptop screen across a table; the page scales it down. */
const GIFT_QR_OPTIONS = { type: 'png', width: 480, margin: 2, errorCorrectionLevel: 'M' } as const;

// Private: a password-protected site's code is the guest's; short, since the hosts may change their number.
function sendPng(reply: FastifyReply, png: Buffer): FastifyReply {
  return reply.type('image/png').header('cache-control', 'private, max-age=300').send(png);
}

/**
 * The QR code a guest on a computer scans with the phone to pay a money gift (issue 37): Swish's prefilled
 * payload in Sweden, the hosts' MobilePay number in Denmark. Behind the site's guest password like the page.
 */
const getGiftPotQr: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  const guestDeps = guestAnswerDepsOf(app);
  app.get(
    '/:siteId/gift-pot/:potId/qr',
    {
      onRequest: app.rateLimit('gift-qr'),
      schema: {
        summary: 'The QR code to pay into a gift pot or for a group gift’s shares',
        description:
          'A PNG. Sweden: Swish’s prefilled payload `C<number>;<amount>;<message>;6` (amount and message editable, ' +
          'the hosts’ number locked); Denmark: the hosts’ MobilePay number. `amount` in öre (a group gift: one share ' +
          'without it), `from` the giver’s name for the message. 404 `NOT_FOUND` for an unknown item, a wish that ' +
          'is neither a pot nor a group gift, or a registry without the market’s number.',
        tags: ['guests'],
        params: giftPotParamsSchema,
        querystring: giftPotQrQuerySchema,
        response: errorResponses(400, 401, 404, 429),
      },
    },
    async (request, reply) => {
      const { siteId, potId } = request.params;
      await assertGuestAccess(siteDeps, request, siteId);
      const payment = await giftPotPayment(guestDeps, siteId, potId, request.query);
      return sendPng(reply, await QRCode.toBuffer(payment.qrText, GIFT_QR_OPTIONS));
    },
  );
};

export default getGiftPotQr;
