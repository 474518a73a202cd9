import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './open-database';

const dialect = new PgDialect();

/**
 * Runs a raw statement as `db.execute` does, but as a named prepared statement on PostgreSQL: named by a
 * hash of its text, so each connection parses and plans it once and afterwards gets only its values, where
 * `db.execute` sends an unnamed statement that is parsed and planned on every call (issue 40, the RSVP's
 * one statement). For statements whose text takes few shapes, the values all being parameters: a
 * connection keeps every shape it has prepared. PGlite has no names and runs it as `db.execute` does.
 */
export function executeNamed(db: Database, statement: SQL): Promise<unknown> {
  const query = dialect.sqlToQuery(statement);
  const name = `named_${createHash('sha1').update(query.sql).digest('base64url')}`;
  return db._.session.prepareQuery(query, undefined, name, false).execute();
}
