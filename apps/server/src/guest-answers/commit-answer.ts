import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FormAnswer, FormDataElement, SiteV2, SubmissionResult } from '@eventsite/core';
import { executeNamed } from '../db/execute-named';
import { rowsOf } from '../db/rows-of';
import type { PostKeyKind } from '../db/schema';
import { z } from 'zod';
import type { MailMessage } from '../mail/mail-outbox-repository';
import type { GuestAnswerDeps } from './guest-answer-deps';
import { answerMails, recipientsOf } from './mail-answer';

export interface AnswerToCommitInOneStatement {
  postKey: string;
  kind: PostKeyKind;
  now: Date;
  /** The answer's writes (data-modifying statements), each made only when `keyIsGood` holds. */
  writes: (keyIsGood: SQL) => readonly SQL[];
  mails: readonly MailMessage[];
}

const storedRowSchema = z.object({ stored: z.boolean() });

/**
 * Uses up the post key, stores the answer and queues its mails in one atomic statement: one commit the
 * guest waits for (`decisions.md` §7), a single round trip to the database instead of a transaction's five
 * or more (issue 15, fast guest writes), and mails exactly when the answer is stored. For answers whose
 * writes need not read each other. False when the key is suspect (`decisions.md` §3): the key is used up
 * all the same and nothing else is stored.
 */
export async function commitAnswerInOneStatement(
  deps: Pick<GuestAnswerDeps, 'db' | 'repositories' | 'mail'>,
  answer: AnswerToCommitInOneStatement,
): Promise<boolean> {
  const keyIsGood = sql`EXISTS (SELECT 1 FROM good_key)`;
  const mails = deps.mail.outbox.addManyWhen(answer.mails, answer.now, keyIsGood);
  const writes = [...answer.writes(keyIsGood), ...(mails ? [mails] : [])].map(
    (write, index) => sql`${sql.raw(`write_${index}`)} AS (${write})`,
  );
  const result = await executeNamed(
    deps.db,
    sql`WITH ${deps.repositories.postKeys.useInStatement(answer.postKey, answer.kind, answer.now)},
    ${sql.join(writes, sql`, `)}
    SELECT ${keyIsGood} AS stored`,
  );
  const stored = rowsOf(result, storedRowSchema)[0]?.stored === true;
  if (stored && answer.mails.length > 0) deps.mail.deliverSoon();
  return stored;
}

/** What a Form answer or a speech sign-up stores: one guest's answers to one module's questions. */
export interface FormAnswerToCommit {
  siteId: string;
  site: SiteV2;
  module: { id: string; title: FormAnswer['formTitle'] };
  language: FormAnswer['language'];
  formElements: FormDataElement[];
  postKey: string;
}

/**
 * Stores a Form answer or speech sign-up with its mails (`commitAnswerInOneStatement`); a suspect key stores
 * nothing.
 */
export async function commitFormAnswer(
  deps: GuestAnswerDeps,
  { siteId, site, module, language, formElements, postKey }: FormAnswerToCommit,
): Promise<SubmissionResult> {
  const now = deps.now();
  const recipients = recipientsOf(site, module.id);
  const answer: FormAnswer = {
    _id: randomUUID(),
    formId: module.id,
    formTitle: module.title,
    createdAt: now.toISOString(),
    language,
    recipients,
    formElements,
  };
  const stored = await commitAnswerInOneStatement(deps, {
    postKey,
    kind: 'form-submission',
    now,
    writes: (keyIsGood) => [deps.repositories.guestAnswers.addFormAnswerWhen(siteId, answer, keyIsGood)],
    mails: answerMails(
      { site, formId: module.id, recipients, publicUrl: deps.publicUrl },
      { kind: 'form', formTitle: module.title, guests: [formElements] },
    ),
  });
  return { invertedSuccess: !stored };
}
