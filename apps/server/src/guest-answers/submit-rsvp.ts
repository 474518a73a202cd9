import { randomUUID } from 'node:crypto';
import type { RsvpAnswer, RsvpSubmission, SubmissionResult } from '@eventsite/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { answerForm } from './answer-form';
import { findSiteModule } from './find-site-module';
import { commitAnswer } from './commit-answer';
import { answerMails, recipientsOf } from './mail-answer';

/**
 * A group's RSVP, version 4 (`001` §7, `002` §3): 1 to maxNumberOfGuests guests, each checked against the
 * module's form and stored as an answer of its own sharing the group identifier. Sent through a household's
 * personal link, it is tied to the household and replaces the household's earlier answer.
 */
export async function submitRsvp(
  app: FastifyInstance,
  siteId: string,
  submission: RsvpSubmission,
): Promise<SubmissionResult> {
  const { site, module } = await findSiteModule(app, siteId, 'Rsvp', submission.formId);
  if (submission.guests.length > module.maxNumberOfGuests) {
    throw new AppError('FORM_ANSWER_INVALID', {
      message: `At most ${module.maxNumberOfGuests} guests can answer at once.`,
    });
  }
  const household = submission.householdToken
    ? await app.repositories.households.findByToken(siteId, submission.householdToken)
    : null;
  if (submission.householdToken && !household) throw new AppError('HOUSEHOLD_LINK_UNKNOWN');
  if (household && submission.guests.length > household.members.length) {
    throw new AppError('FORM_ANSWER_INVALID', {
      message: `The household has ${household.members.length} guests.`,
    });
  }
  const guests = submission.guests.map((guest, index) =>
    answerForm(module.form, guest.formElements, { language: submission.language, guestNumber: index + 1 }),
  );
  const now = app.now();
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
    store: (db) =>
      household
        ? app.repositories.guestAnswers.replaceHouseholdRsvpAnswers(siteId, household.id, answers, db)
        : app.repositories.guestAnswers.addRsvpAnswers(siteId, answers, db),
    mails: answerMails(
      { site, formId: module.id, recipients, publicUrl: app.config.publicUrl },
      { kind: 'rsvp', formTitle: module.title, guests },
    ),
  });
  return { invertedSuccess: !stored };
}
