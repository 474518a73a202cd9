const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Rows with a uuid key: an id of any other shape names no row, and must never reach the uuid column, whose
 * cast would fail the whole statement.
 */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
