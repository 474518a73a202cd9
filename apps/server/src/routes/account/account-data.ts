import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountExportPreparingSchema, deleteAccountRequestSchema } from '@eventsite/core';
import { verifyPassword } from '../../accounts/hash-password';
import { clearSessionCookie } from '../../accounts/session-cookie';
import { AppError } from '../../errors/app-error';
import { eraseAccount } from '../../personal-data/erase-account';
import { personalDataDepsOf } from '../../personal-data/personal-data-deps';
import { requestAccountExport } from '../../personal-data/request-account-export';
import type { StoredFile } from '../../storage/storage';
import { errorResponses } from '../error-responses';

/** The zip as a download, streamed from the storage. */
function sendZip(reply: FastifyReply, file: StoredFile, fileName: string): FastifyReply {
  return reply
    .type('application/zip')
    .header('cache-control', 'private, no-store')
    .header('content-length', String(file.size))
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(file.stream);
}

/** The owner's own data (issue 33): take it along as one zip, or delete the account with everything in it. */
const accountData: FastifyPluginAsyncZod = async (app) => {
  const deps = personalDataDepsOf(app);
  const builds = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(builds);
  });

  app.get(
    '/me/export',
    {
      schema: {
        summary: 'Download my data: starts the zip, says how far it is, then answers it',
        description:
          "202 while the zip is built in the background (the owner is mailed a link when it is ready); then 200 with the zip: the site, every version, guests' answers as JSON and xlsx, the guest list, reservations, orders, receipts and uploaded originals. It stays downloadable for ACCOUNT_EXPORT_VALID_DAYS.",
        tags: ['accounts'],
        security: [{ session: [] }],
        response: { 202: accountExportPreparingSchema, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const account = request.requireAccount();
      const state = await requestAccountExport(deps, account, (build) => {
        builds.add(build);
        void build.finally(() => builds.delete(build));
      });
      if (state.status === 'preparing')
        return reply.code(202).header('cache-control', 'no-store').send(state);
      const file = await app.storage.get(state.storageKey);
      if (!file) throw new AppError('NOT_FOUND', { message: 'The export is no longer stored.' });
      return sendZip(reply, file, `${app.config.productName.replace(/[^\w.-]+/g, '-')}-data.zip`);
    },
  );

  app.delete(
    '/me/',
    {
      onRequest: app.rateLimit('login'),
      schema: {
        summary: 'Delete my account, its site and everything personal in it',
        description:
          "The site goes offline at once, sessions end, and the site, its versions, guests' answers, guest list, reservations, outbox mails and stored files are erased; receipts and paid orders are kept anonymised for bookkeeping. Resumable: a failure halfway is finished by housekeeping.",
        tags: ['accounts'],
        security: [{ session: [] }],
        body: deleteAccountRequestSchema,
        response: { 204: z.null(), ...errorResponses(400, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const account = request.requireAccount();
      const stored = await app.repositories.accounts.findById(account.id);
      if (!stored || !(await verifyPassword(request.body.password, stored.passwordHash))) {
        throw new AppError('WRONG_ACCOUNT_PASSWORD');
      }
      await eraseAccount(deps, { id: stored.id, mail: stored.mail, language: stored.language });
      clearSessionCookie(reply, app.config.secureCookies);
      return reply.code(204).send(null);
    },
  );
};

export default accountData;
