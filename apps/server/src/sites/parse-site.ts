import type { z } from 'zod';
import { AppError } from '../errors/app-error';

/**
 * Parses with a core schema and answers 400 naming each failing field by its path, as request validation
 * does ("body.site.siteModules.2.id: duplicate id"), for checks that run after the route's own.
 */
export function parseOrReject<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  context: string,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const message = result.error.issues
    .map((issue) => `${[context, ...issue.path.map(String)].join('.')}: ${issue.message}`)
    .join('; ');
  throw new AppError('VALIDATION_FAILED', { message, cause: result.error });
}
