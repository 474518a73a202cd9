/**
 * The rows of a raw statement's answer (`db.execute`): both drivers, node-postgres and PGlite, answer
 * `{ rows }`, which Drizzle's driver-independent type leaves unknown. The caller's statement decides `T`.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  throw new Error('A raw statement answered without rows.');
}
