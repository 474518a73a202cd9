import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RUNNING_ORDER_PDF_FILE,
  runningOrderUpdateSchema,
  speakerNotifyResponseSchema,
  toastmasterDeskSchema,
  toastmasterTokenParamsSchema,
} from '@eventsite/core';
import { AppError } from '../../errors/app-error';
import { renderRunningOrder } from '../../speeches/running-order-print';
import { speechDepsOf } from '../../speeches/speech-deps';
import {
  getDesk,
  notifySpeakers,
  openDesk,
  runningOrderOf,
  saveRunningOrder,
} from '../../speeches/toastmaster-desk';
import { errorResponses } from '../error-responses';

const desk = { tags: ['toastmaster'], params: toastmasterTokenParamsSchema };

/**
 * The toastmaster's desk (issue 36 item 4): no account, the private link's token is the key; each call is
 * rate limited, and an unknown or revoked token is 404 `TOASTMASTER_LINK_INVALID`. A token opens its own
 * site's speech module only.
 */
const toastmasterDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = speechDepsOf(app);
  const onRequest = app.rateLimit('toastmaster');

  app.get(
    '/toastmaster/:token',
    {
      onRequest,
      schema: {
        ...desk,
        summary: 'The toastmaster’s desk: every sign-up, the slots and the running order',
        description:
          'The order has one entry per slot the module offers; a speech in none is still to be placed. ' +
          '`unsentChanges` counts the speakers whose slot or place changed since they were last mailed. ' +
          'Marks the link opened, which the hosts see.',
        response: { 200: toastmasterDeskSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return getDesk(deps, request.params.token);
    },
  );

  app.put(
    '/toastmaster/:token/order',
    {
      onRequest,
      schema: {
        ...desk,
        summary: 'Saves the running order and the toastmaster’s notes',
        description:
          'The whole order against the revision it was read at: 409 `SPEECH_ORDER_STALE` when someone (the ' +
          'other toastmaster) saved in between. Unknown speeches and slots are dropped and each speech is ' +
          'kept in its first place. Answers the desk.',
        body: runningOrderUpdateSchema,
        response: { 200: toastmasterDeskSchema, ...errorResponses(400, 404, 409, 413, 415, 429) },
      },
    },
    async (request) => saveRunningOrder(deps, request.params.token, request.body),
  );

  app.post(
    '/toastmaster/:token/notify',
    {
      onRequest,
      schema: {
        ...desk,
        summary: 'Mails each speaker their slot and place',
        description:
          'One mail, in the speaker’s language, to each placed speaker with a mail whose slot or place ' +
          'changed since their last one; a second call with no change sends nothing. Answers how many.',
        response: { 200: speakerNotifyResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => notifySpeakers(deps, request.params.token),
  );

  app.get(
    `/toastmaster/:token/${RUNNING_ORDER_PDF_FILE}`,
    {
      onRequest,
      schema: {
        ...desk,
        summary: 'The running order as a printable A4 PDF',
        description:
          'Per slot its speeches in order, with minutes against the plan, speaker, relation, needs, song ' +
          'sheets’ titles and notes; then the speeches not placed yet. In the site’s fonts, colours and first ' +
          'language.',
        response: errorResponses(400, 404, 429, 502),
      },
    },
    async (request, reply) => {
      const context = await openDesk(deps, request.params.token);
      const { speeches, slots, order } = await runningOrderOf(deps, context);
      let pdf: Buffer;
      try {
        pdf = await renderRunningOrder(deps.pdf, {
          context,
          slots,
          order,
          speeches,
          market: app.config.market,
        });
      } catch (error) {
        throw new AppError('PRINT_RENDER_FAILED', {
          message: 'The PDF could not be rendered.',
          cause: error,
        });
      }
      return sendPdf(reply, pdf);
    },
  );
};

/** The download, never cached on the way: it names the speakers. */
function sendPdf(reply: FastifyReply, pdf: Buffer): FastifyReply {
  return reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${RUNNING_ORDER_PDF_FILE}"`)
    .send(pdf);
}

export default toastmasterDeskRoutes;
