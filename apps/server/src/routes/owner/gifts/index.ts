import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GIFTS_SHEET_FILE,
  giftParamsSchema,
  giftSchema,
  giftsResponseSchema,
  giftUpdateSchema,
  manualGiftSchema,
  siteIdParamsSchema,
} from '@eventsite/core';
import { buildGiftsWorkbook } from '@eventsite/core/export/build-gifts-workbook';
import { giftDepsOf } from '../../../gifts/gift-deps';
import { addManualGift, listGifts, removeManualGift, updateGift } from '../../../gifts/gift-list';
import { GIFTS_WORKBOOK_TEXTS } from '../../../gifts/gift-workbook-texts';
import { errorResponses } from '../../error-responses';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The download, never cached on the way: it names the guests. */
function sendWorkbook(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply
    .type(XLSX_TYPE)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${GIFTS_SHEET_FILE}"`)
    .send(body);
}

const owner = { tags: ['gifts'], security: [{ session: [] }] };

/**
 * The owner's thank-you list (issue 37 item 3): every gift guests reported or reserved and those the owner
 * added by hand, each ticked when thanked, with a note; and its xlsx. The site owner's alone.
 */
const giftRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = giftDepsOf(app);

  app.get(
    '/:siteId/gifts',
    {
      schema: {
        ...owner,
        summary: 'The thank-you list: money gifts guests reported, reservations and gifts added by hand',
        description:
          'Newest first. A reservation of a group gift is worth its shares × the share price; `title` is the ' +
          'item’s or pot’s title in the site’s first language, `householdName` the household’s on the guest list.',
        params: siteIdParamsSchema,
        response: { 200: giftsResponseSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return { gifts: await listGifts(deps, request.params.siteId) };
    },
  );

  app.get(
    `/:siteId/${GIFTS_SHEET_FILE}`,
    {
      schema: {
        ...owner,
        summary: 'The thank-you list as an xlsx workbook',
        description:
          'One row per gift, grouped by household: household, from, what, amount (kr), greeting, thanked and ' +
          'note, headed in the owner’s language.',
        params: siteIdParamsSchema,
        response: errorResponses(400, 403, 404),
      },
    },
    async (request, reply) => {
      const gifts = await listGifts(deps, request.params.siteId);
      const language = request.requireAccount().language;
      const bytes = await buildGiftsWorkbook(gifts, GIFTS_WORKBOOK_TEXTS[language]);
      return sendWorkbook(reply, Buffer.from(bytes));
    },
  );

  app.post(
    '/:siteId/gifts',
    {
      schema: {
        ...owner,
        summary: 'Add a gift by hand (a present handed over at the party)',
        description: 'A household that is not on the site’s guest list is 404 `HOUSEHOLD_NOT_FOUND`.',
        params: siteIdParamsSchema,
        body: manualGiftSchema,
        response: { 201: giftSchema, ...errorResponses(400, 403, 404, 415) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addManualGift(deps, request.params.siteId, request.body)),
  );

  app.put(
    '/:siteId/gifts/:giftId',
    {
      schema: {
        ...owner,
        summary: 'Tick a gift as thanked and write its note',
        description:
          'Any gift of the list: reported, reserved or added by hand. 404 `GIFT_NOT_FOUND` otherwise.',
        params: giftParamsSchema,
        body: giftUpdateSchema,
        response: { 200: giftSchema, ...errorResponses(400, 403, 404, 415) },
      },
    },
    async (request) => updateGift(deps, request.params.siteId, request.params.giftId, request.body),
  );

  app.delete(
    '/:siteId/gifts/:giftId',
    {
      schema: {
        ...owner,
        summary: 'Remove a gift added by hand',
        description:
          'Guests’ money gifts and reservations are theirs and stay: 409 `GIFT_NOT_REMOVABLE`. 404 ' +
          '`GIFT_NOT_FOUND` for a gift the site does not have.',
        params: giftParamsSchema,
        response: { 204: z.null().describe('Removed'), ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeManualGift(deps, request.params.siteId, request.params.giftId);
      return reply.status(204).send(null);
    },
  );
};

export default giftRoutes;
