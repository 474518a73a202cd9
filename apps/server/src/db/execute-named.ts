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
 * connection keeps every shape it has prepared; `names` bounds how many (later shapes run unnamed). PGlite
 * has no names and runs it as `db.execute` does.
 */
export function executeNamed(db: Database, statement: SQL, names?: StatementNames): Promise<unknown> {
  const query = dialect.sqlToQuery(statement);
  const name = names ? names.nameOf(query.sql) : nameOf(query.sql);
  return db._.session.prepareQuery(query, undefined, name, false).execute();
}

const nameOf = (text: string): string => `named_${createHash('sha1').update(text).digest('base64url')}`;

/**
 * The first `max` texts this process names: a connection keeps each named statement it has prepared for
 * as long as it lives, so statements whose text takes many shapes (a batch of answers, one part per
 * answer) name only the first ones they meet, the common ones under a steady load.
 */
export class StatementNames {
  private readonly named = new Set<string>();

  constructor(private readonly max: number) {}

  nameOf(text: string): string | undefined {
    if (!this.named.has(text)) {
      if (this.named.size >= this.max) return undefined;
      this.named.add(text);
    }
    return nameOf(text);
  }
}
