import { sql } from 'drizzle-orm';
import { PgliteSession } from 'drizzle-orm/pglite';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { executeNamed, StatementNames } from '../db/execute-named';
import { GroupCommit } from '../db/group-commit';
import type { Database } from '../db/open-database';
import { rowsOf } from '../db/rows-of';
import type { AnswerToCommitInOneStatement } from './commit-answer';
import type { GuestAnswerDeps } from './guest-answer-deps';

type BatchDeps = Pick<GuestAnswerDeps, 'db' | 'repositories' | 'mail'>;

interface PendingAnswer {
  deps: BatchDeps;
  answer: AnswerToCommitInOneStatement;
  /** What no other answer of its batch may touch: its post key and the answer's own `touches`. */
  touches: readonly string[];
}

/**
 * Answers in one statement at most: 10 guests at once (bench/rsvp-submissions) fit in one or two, and
 * each batch size of each answer shape is a text of its own.
 */
const MAX_BATCH = 16;
/**
 * One batch in flight at a time, on PostgreSQL too: at 10 guests at once (bench/rsvp-submissions) it made
 * larger batches and less CPU per RSVP, in the server and in PostgreSQL, than two or three in flight
 * (issue 40). PGlite runs one statement at a time anyway, in the server's own thread.
 */
const MAX_IN_FLIGHT = 1;
/** Batch statements' texts that get names per process (`StatementNames`). */
const NAMED_TEXTS = 64;

const batches = new WeakMap<Database, GroupCommit<PendingAnswer, boolean>>();
const names = new StatementNames(NAMED_TEXTS);

/**
 * Stores an answer (`commitAnswerInOneStatement`) with the answers that come while the database is busy,
 * in one statement for them all (group commit, issue 40): each answer keeps its own post key check, writes
 * and mails, and its own result. Answers that touch the same rows go in different statements, since a
 * statement's parts do not see each other's writes.
 */
export function commitInBatch(deps: BatchDeps, answer: AnswerToCommitInOneStatement): Promise<boolean> {
  let batch = batches.get(deps.db);
  if (!batch) {
    const embedded = deps.db._.session instanceof PgliteSession;
    batch = new GroupCommit<PendingAnswer, boolean>({
      maxInFlight: MAX_IN_FLIGHT,
      afterArrivals: embedded,
      maxBatch: MAX_BATCH,
      canJoin: (pending, next) =>
        !pending.some((other) => other.touches.some((t) => next.touches.includes(t))),
      run: runBatch,
      // An unreachable database fails every answer alike: each guest gets its 503 at once.
      retryAlone: (error) => !isDatabaseUnavailable(error),
    });
    batches.set(deps.db, batch);
  }
  return batch.submit({ deps, answer, touches: [`post-key:${answer.postKey}`, ...(answer.touches ?? [])] });
}

const storedRowSchema = z.record(z.string(), z.boolean());

/** One statement: per answer its post key's expressions, its writes and mails, and whether it was stored. */
async function runBatch(batch: readonly PendingAnswer[]): Promise<boolean[]> {
  const [first] = batch;
  if (!first) return [];
  const parts = batch.map(({ deps, answer }, n) => {
    const keyIsGood = sql`EXISTS (SELECT 1 FROM ${sql.raw(`good_key_${n}`)})`;
    const mails = deps.mail.outbox.addManyWhen(answer.mails, answer.now, keyIsGood);
    const writes = [...answer.writes(keyIsGood), ...(mails ? [mails] : [])].map(
      (write, index) => sql`${sql.raw(`write_${n}_${index}`)} AS (${write})`,
    );
    return {
      head: sql.join(
        [deps.repositories.postKeys.useInStatement(answer.postKey, answer.kind, answer.now, n), ...writes],
        sql`, `,
      ),
      stored: sql`${keyIsGood} AS ${sql.raw(`stored_${n}`)}`,
    };
  });
  const result = await executeNamed(
    first.deps.db,
    sql`WITH ${sql.join(
      parts.map((part) => part.head),
      sql`, `,
    )} SELECT ${sql.join(
      parts.map((part) => part.stored),
      sql`, `,
    )}`,
    names,
  );
  const row = rowsOf(result, storedRowSchema)[0] ?? {};
  return batch.map(({ deps, answer }, n) => {
    const stored = row[`stored_${n}`] === true;
    if (stored && answer.mails.length > 0) deps.mail.deliverSoon();
    return stored;
  });
}
