import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { statementQuery } from '../../src/db/execute-named';
import { mailOutbox, postKeys } from '../../src/db/schema';

describe('statementQuery', () => {
  it('gives the text and values Drizzle gives, with tables, columns, typed values and nested parts', () => {
    const at = new Date('2026-12-07T12:00:00.000Z');
    const keyIsGood = sql`EXISTS (SELECT 1 FROM ${sql.raw('good_key_0')})`;
    const statement = sql`WITH ${sql.raw('used_key_0')} AS (UPDATE ${postKeys} SET used_at = ${at.toISOString()}::timestamptz
        WHERE key_hash = ${'hash'} AND kind = ${'rsvp'} AND used_at IS NULL RETURNING created_at),
      write_0 AS (INSERT INTO ${mailOutbox} (id, "to") SELECT ${'id'}, ${null} WHERE ${keyIsGood}),
      read_0 AS (SELECT 1 FROM ${mailOutbox} WHERE ${eq(mailOutbox.createdAt, at)} AND ${mailOutbox.attempts} IN ${[1, 2]}
        AND ${undefined} ${sql`${true} AND ${3}`.inlineParams()} AND ${at} IS NOT NULL)
      SELECT ${keyIsGood} AS stored_0, ${sql.placeholder('later')} AS later`;

    const query = statementQuery(statement);

    const { sql: text, params } = new PgDialect().sqlToQuery(statement);
    expect(query).toEqual({ sql: text, params });
    expect(query.params).toEqual([
      at.toISOString(),
      'hash',
      'rsvp',
      'id',
      null,
      at.toISOString(),
      1,
      2,
      at,
      sql.placeholder('later'),
    ]);
  });
});
