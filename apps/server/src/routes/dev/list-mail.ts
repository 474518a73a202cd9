import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devMailMessagesResponseSchema } from '@eventsite/core';
import { renderMailPage } from './render-mail-page';

const MAX_MAILS = 200;

/** The mail simulator (`decisions.md` §6): what would have been sent, readable by people and by tests. */
const listMail: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mail',
    { schema: { summary: 'The mail simulator: sent mails as a page', tags: ['dev'] } },
    async (_request, reply) => {
      const mails = await app.mail.outbox.listNewestFirst(MAX_MAILS);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderMailPage(mails, app.config.productName));
    },
  );

  app.get(
    '/dev/mail/messages.json',
    {
      schema: {
        summary: 'The mail simulator: sent mails as JSON, newest first',
        tags: ['dev'],
        response: { 200: devMailMessagesResponseSchema },
      },
    },
    async (_request, reply) => {
      const mails = await app.mail.outbox.listNewestFirst(MAX_MAILS);
      reply.header('cache-control', 'no-store');
      return {
        messages: mails.map((mail) => ({
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          status: mail.status,
          createdAt: mail.createdAt.toISOString(),
        })),
      };
    },
  );
};

export default listMail;
