import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';

/**
 * For account routes that name a site in their body, which the folder's onRequest hook cannot read yet:
 * 403 unless the logged-in account owns it (`decisions.md` §2).
 */
export async function requireOwnedSite(
  app: FastifyInstance,
  request: FastifyRequest,
  siteId: string,
  what = 'site',
): Promise<void> {
  if (!(await app.repositories.sites.isOwnedBy(siteId, request.requireAccount().id))) {
    throw new AppError('NOT_SITE_OWNER', { message: `The logged-in account does not own this ${what}.` });
  }
}
