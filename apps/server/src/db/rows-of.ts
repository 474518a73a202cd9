import { z } from 'zod';

/**
 * The rows of a raw statement's answer (`db.execute`), parsed with the caller's row schema: both drivers,
 * node-postgres and PGlite, answer `{ rows }`, which Drizzle's driver-independent type leaves unknown.
 */
export function rowsOf<Row extends z.ZodType>(result: unknown, row: Row): z.infer<Row>[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return z.array(row).parse(result.rows);
  }
  throw new Error('A raw statement answered without rows.');
}
