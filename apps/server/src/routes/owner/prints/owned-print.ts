import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../errors/app-error';

/** The print an owner route is about; the folder's hook found it, and its owner, a moment ago. */
export async function ownedPrint(app: FastifyInstance, printId: string) {
  const row = await app.repositories.prints.find(printId);
  if (!row) throw new AppError('PRINT_NOT_FOUND');
  return row;
}
