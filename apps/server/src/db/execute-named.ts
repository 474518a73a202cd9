import { createHash } from 'node:crypto';
import { SQL, StringChunk, type BuildQueryConfig, type Query, type SQLChunk } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
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
  const query = statementQuery(statement);
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
  /** Each named text's name, kept: hashing a batch's long text again on every batch showed in its profile. */
  private readonly named = new Map<string, string>();

  constructor(private readonly max: number) {}

  nameOf(text: string): string | undefined {
    let name = this.named.get(text);
    if (name === undefined) {
      if (this.named.size >= this.max) return undefined;
      name = nameOf(text);
      this.named.set(text, name);
    }
    return name;
  }
}

/** The configuration `PgDialect.sqlToQuery` builds with (its casing being the default one). */
const buildConfig: Omit<BuildQueryConfig, 'paramStartIndex'> = {
  casing: new CasingCache(),
  escapeName: (name) => dialect.escapeName(name),
  escapeParam: (num) => dialect.escapeParam(num),
  escapeString: (text) => dialect.escapeString(text),
};

/**
 * The text and values of a statement, as `PgDialect.sqlToQuery` makes them: the plain text, nested
 * statements and plain values (each a parameter) are walked here, and any other part (a table, a column,
 * a typed parameter) is left to Drizzle. Drizzle tells every part's kind by walking its class chain, which
 * cost a group of answers' statement (`runBatch`, hundreds of parts) a tenth of a millisecond of the
 * server's CPU per RSVP (issue 40).
 */
export function statementQuery(statement: SQL): Query {
  if (inlinesParams(statement)) return dialect.sqlToQuery(statement);
  const query: Query = { sql: '', params: [] };
  const config = { ...buildConfig, paramStartIndex: { value: 0 } };
  appendChunks(query, statement, config);
  return query;
}

function appendChunks(query: Query, statement: SQL, config: BuildQueryConfig): void {
  for (const chunk of statement.queryChunks as unknown[]) {
    if (chunk instanceof StringChunk) {
      query.sql += chunk.value.join('');
    } else if (chunk instanceof SQL && !inlinesParams(chunk)) {
      appendChunks(query, chunk, config);
    } else if (chunk === undefined) {
      continue;
    } else if (
      chunk === null ||
      typeof chunk === 'string' ||
      typeof chunk === 'number' ||
      typeof chunk === 'boolean'
    ) {
      query.sql += dialect.escapeParam((config.paramStartIndex as { value: number }).value++);
      query.params.push(chunk);
    } else {
      const part = statement.buildQueryFromSourceParams([chunk as SQLChunk], config);
      query.sql += part.sql;
      query.params.push(...part.params);
    }
  }
}

/** `sql.raw`-like statements whose values Drizzle writes into the text (`.inlineParams()`). */
function inlinesParams(statement: SQL): boolean {
  return (statement as unknown as { shouldInlineParams: boolean }).shouldInlineParams;
}
