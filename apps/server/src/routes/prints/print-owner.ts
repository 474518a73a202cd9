import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';

/**
 * onRequest hook for a print's owner routes: 403 unless logged in as the owner of the print's site
 * (`decisions.md` §2), 404 for an unknown print.
 */
export function requirePrintOwner(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.account) await app.authenticate(request);
    const account = request.requireAccount();
    const { printId } = request.params as { printId?: unknown };
    const print = typeof printId === 'string' ? await app.repositories.prints.find(printId) : null;
    if (!print)
      throw new AppError('PRINT_NOT_FOUND', { message: `No print ${String(printId).slice(0, 100)}` });
    if (!(await app.repositories.sites.isOwnedBy(print.siteId, account.id))) {
      throw new AppError('NOT_SITE_OWNER', { message: 'The logged-in account does not own this print.' });
    }
  };
}

/** The print a `requirePrintOwner` route is about; the hook found it a moment ago. */
export async function ownedPrint(app: FastifyInstance, printId: string) {
  const row = await app.repositories.prints.find(printId);
  if (!row) throw new AppError('PRINT_NOT_FOUND');
  return row;
}
