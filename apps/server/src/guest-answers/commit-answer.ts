import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/open-database';
import type { PostKeyKind } from '../db/schema';
import type { MailMessage } from '../mail/mail-outbox-repository';

export interface AnswerToCommit {
  postKey: string;
  kind: PostKeyKind;
  now: Date;
  /** Stores the answer in the given transaction. */
  store: (db: Database) => Promise<void>;
  mails: readonly MailMessage[];
}

/**
 * Uses up the post key, stores the answer and queues its mails in one transaction: one commit the guest
 * waits for (`decisions.md` §7), and mails exactly when the answer is stored. False when the key is
 * suspect (`decisions.md` §3): the key is used up all the same and nothing else is stored.
 */
export async function commitAnswer(app: FastifyInstance, answer: AnswerToCommit): Promise<boolean> {
  const { postKeys } = app.repositories;
  const stored = await app.db.transaction(async (tx) => {
    if (!(await postKeys.use(answer.postKey, answer.kind, answer.now, tx))) return false;
    await answer.store(tx);
    for (const mail of answer.mails) await app.mail.outbox.add(mail, answer.now, tx);
    return true;
  });
  if (stored && answer.mails.length > 0) app.mail.deliverSoon();
  return stored;
}
