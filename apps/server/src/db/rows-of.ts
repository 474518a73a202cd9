import { z } from 'zod';

/** Each row schema's array schema, made once: building a zod schema costs more than parsing a few rows. */
const arraySchemas = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The rows of a raw statement's answer (`db.execute`), parsed with the caller's row schema: both drivers,
 * node-postgres and PGlite, answer `{ rows }`, which Drizzle's driver-independent type leaves unknown.
 */
export function rowsOf<Row extends z.ZodType>(result: unknown, row: Row): z.infer<Row>[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    let rows = arraySchemas.get(row);
    if (!rows) {
      rows = z.array(row);
      arraySchemas.set(row, rows);
    }
    return (rows as z.ZodArray<Row>).parse(result.rows);
  }
  throw new Error('A raw statement answered without rows.');
}
