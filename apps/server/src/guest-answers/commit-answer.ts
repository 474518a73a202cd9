import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { FormAnswer, FormDataElement, SiteV2, SubmissionResult } from '@eventsite/core';
import type { PostKeyKind } from '../db/schema';
import type { MailMessage } from '../mail/mail-outbox-repository';
import { commitInBatch } from './answer-batches';
import type { GuestAnswerDeps } from './guest-answer-deps';
import { answerMails, recipientsOf } from './mail-answer';

export interface AnswerToCommitInOneStatement {
  postKey: string;
  kind: PostKeyKind;
  now: Date;
  /** The answer's writes (data-modifying statements), each made only when `keyIsGood` holds. */
  writes: (keyIsGood: SQL) => readonly SQL[];
  mails: readonly MailMessage[];
  /**
   * What the writes read or change that another answer's writes may also (a household, a pot's sum, a
   * module's count of sign-ups): such answers go in different statements, since the parts of one statement
   * do not see each other's writes.
   */
  touches?: readonly string[];
  /**
   * The site whose facts guests read the answer changes (a pot's sum, the first RSVP's flag): once stored,
   * this process's copy of it is dropped (`GuestAnswerDeps.siteChanged`).
   */
  changesSite?: string;
}

/**
 * Uses up the post key, stores the answer and queues its mails in one atomic statement: one commit the
 * guest waits for (`decisions.md` §7), a single round trip to the database instead of a transaction's five
 * or more (issue 15, fast guest writes), and mails exactly when the answer is stored. Answers that come
 * while the database is busy share the statement (`commitInBatch`). For answers whose writes need not read
 * each other. False when the key is suspect (`decisions.md` §3): the key is used up all the same and
 * nothing else is stored.
 */
export async function commitAnswerInOneStatement(
  deps: Pick<GuestAnswerDeps, 'db' | 'repositories' | 'mail' | 'siteChanged'>,
  answer: AnswerToCommitInOneStatement,
): Promise<boolean> {
  const stored = await commitInBatch(deps, answer);
  if (stored && answer.changesSite !== undefined) deps.siteChanged(answer.changesSite);
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
