import { randomUUID } from 'node:crypto';
import { isRsvpClosed, type RsvpAnswer, type RsvpSubmission, type SubmissionResult } from '@eventsite/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { answerForm } from './answer-form';
import { findSiteModule } from './find-site-module';
import { commitAnswer } from './commit-answer';
import { answerMails, recipientsOf } from './mail-answer';

/**
 * A group's RSVP, version 4 (`001` §7, `002` §3): 1 to maxNumberOfGuests guests, each checked against the
 * module's form and stored as an answer of its own sharing the group identifier.
 */
export async function submitRsvp(
  app: FastifyInstance,
  siteId: string,
  submission: RsvpSubmission,
): Promise<SubmissionResult> {
  const { site, module } = await findSiteModule(app, siteId, 'Rsvp', submission.formId);
  const now = app.now();
  if (isRsvpClosed(module, now, app.config.market)) {
    throw new AppError('RSVP_CLOSED', { message: `The RSVP closed after ${module.answerBy}.` });
  }
  if (submission.guests.length > module.maxNumberOfGuests) {
    throw new AppError('FORM_ANSWER_INVALID', {
      message: `At most ${module.maxNumberOfGuests} guests can answer at once.`,
    });
  }
  const guests = submission.guests.map((guest, index) =>
    answerForm(module.form, guest.formElements, { language: submission.language, guestNumber: index + 1 }),
  );
  const recipients = recipientsOf(site, module.id);
  const answers = guests.map((formElements): RsvpAnswer => ({
    _id: randomUUID(),
    formId: module.id,
    formTitle: module.title,
    createdAt: now.toISOString(),
    language: submission.language,
    recipients,
    groupIdentifier: submission.groupIdentifier,
    formElements,
  }));
  const stored = await commitAnswer(app, {
    postKey: submission.postKey,
    kind: 'rsvp',
    now,
    store: (db) => app.repositories.guestAnswers.addRsvpAnswers(siteId, answers, db),
    mails: answerMails(
      { site, formId: module.id, recipients, publicUrl: app.config.publicUrl },
      { kind: 'rsvp', formTitle: module.title, guests },
    ),
  });
  return { invertedSuccess: !stored };
}
