import { randomUUID } from 'node:crypto';
import {
  attendanceScheduleEvents,
  foldName,
  householdNameQuestionId,
  isRsvpClosed,
  isInvitedName,
  refusedAttendance,
  type EventInvitation,
  type FormDataElement,
  type Form,
  type FormElement,
  type RsvpAnswer,
  type RsvpGuest,
  type RsvpSubmission,
  type Site,
  type SubmissionResult,
} from '@eventsite/core';
import { AppError } from '../errors/app-error';
import type { LinkedHousehold } from '../households/household-repository';
import { siteScheduleEvents } from '../sites/site-schedule-events';
import { answerForm } from './answer-form';
import { findSiteModule } from './find-site-module';
import { commitAnswerInOneStatement } from './commit-answer';
import type { GuestAnswerDeps } from './guest-answer-deps';
import { answerMails, recipientsOf } from './mail-answer';

/** Each guest's answer to the question their name is asked in; '' where none. */
function guestNames(elements: readonly FormElement[], guests: readonly FormDataElement[][]): string[] {
  const nameId = householdNameQuestionId(elements);
  return guests.map(
    (formElements) => formElements.find((element) => element.formElement.id === nameId)?.value?.trim() ?? '',
  );
}

/**
 * An RSVP module that only invited guests answer (issue 21, item 3), answered without a personal link: every
 * guest's name must be a member of the guest list; a refused try is kept for the owner to see, naming only
 * the names not on the list (issue 39 item 2). Answers each guest's household, whose events the guest is
 * asked (issue 34 item 4).
 */
async function requireInvitedNames(
  deps: Pick<GuestAnswerDeps, 'repositories'>,
  siteId: string,
  names: readonly string[],
  now: Date,
  limitNameMatching: () => Promise<void>,
): Promise<Pick<LinkedHousehold, 'id' | 'members' | 'events'>[]> {
  await limitNameMatching();
  const households = await deps.repositories.households.allMembers(siteId);
  const matched = names.map((name) => households.find((household) => isInvitedName(name, household.members)));
  if (matched.every((household) => household !== undefined)) return matched;
  await deps.repositories.households.addUninvitedAttempt(
    siteId,
    { names: names.filter((name, index) => name !== '' && matched[index] === undefined) },
    now,
  );
  throw new AppError('NOT_ON_GUEST_LIST');
}

/**
 * The earlier answers a listed guest's new answer replaces (issue 39 item 2): those tied to the same
 * household under the same name, so answering again changes the guest's answer instead of adding one.
 */
async function earlierAnswersOfNames(
  deps: Pick<GuestAnswerDeps, 'repositories'>,
  siteId: string,
  nameId: string | null,
  guests: readonly { householdId: string; name: string }[],
): Promise<string[]> {
  const householdIds = [...new Set(guests.map((guest) => guest.householdId))];
  const earlier = await Promise.all(
    householdIds.map(async (householdId) => {
      const names = new Set(
        guests.filter((guest) => guest.householdId === householdId).map((guest) => foldName(guest.name)),
      );
      const answers = await deps.repositories.guestAnswers.listHouseholdAnswers(siteId, householdId);
      return answers
        .filter((answer) => {
          const name = answer.formElements.find((element) => element.formElement.id === nameId)?.value ?? '';
          return names.has(foldName(name));
        })
        .map((answer) => answer._id);
    }),
  );
  return earlier.flat();
}

/**
 * Refuses an answer for an event the guest is not asked (issue 34 item 4): through a personal link or a
 * name on the guest list the household's events that ask, for anyone else the open ones that ask.
 */
function requireAskedAttendance(
  site: Site,
  guests: readonly RsvpGuest[],
  invitations: readonly (EventInvitation | null)[],
): void {
  // Most answers name no event; the programme's events (sorted, so not free) are only read for those that do.
  if (guests.every((guest) => guest.attendance.length === 0)) return;
  const events = siteScheduleEvents(site).map(({ event }) => event);
  guests.forEach((guest, index) => {
    const asked = attendanceScheduleEvents(events, invitations[index] ?? null).map((event) => event.id);
    const refused = refusedAttendance(guest.attendance, asked);
    if (refused !== null) {
      throw new AppError('EVENT_NOT_INVITED', {
        message: `Guest ${index + 1} is not asked about event ${refused}.`,
      });
    }
  });
}

/**
 * The form as a guest who did not consent to share diet and allergy answers may send it (issue 33 item 5):
 * the marked questions left out of the answer, so a required one does not refuse the rest of it.
 */
function withoutDietAnswers(
  form: Form,
  submitted: readonly FormDataElement[],
  dietQuestionIds: ReadonlySet<string>,
): { form: Form; submitted: FormDataElement[] } {
  return {
    form: {
      ...form,
      formElements: form.formElements.map((element) =>
        dietQuestionIds.has(element.id) && 'required' in element ? { ...element, required: false } : element,
      ),
    },
    submitted: submitted.filter((answer) => !dietQuestionIds.has(answer.formElement.id)),
  };
}

/**
 * A group's RSVP, version 4 (`001` §7, `002` §3): 1 to maxNumberOfGuests guests, each checked against the
 * module's form and stored as an answer of its own sharing the group identifier. Sent through a household's
 * personal link, it is tied to the household and replaces the household's earlier answer.
 */
export async function submitRsvp(
  deps: GuestAnswerDeps,
  siteId: string,
  submission: RsvpSubmission,
  /** Counts one try of names against the guest list, refusing too many from one guest. */
  limitNameMatching: () => Promise<void>,
): Promise<SubmissionResult> {
  const { site, module } = await findSiteModule(deps, siteId, 'Rsvp', submission.formId);
  const now = deps.now();
  if (isRsvpClosed(module, now, deps.market)) {
    throw new AppError('RSVP_CLOSED', { message: `The RSVP closed after ${module.answerBy}.` });
  }
  const household = submission.householdToken
    ? await deps.repositories.households.findByToken(siteId, submission.householdToken)
    : null;
  if (submission.householdToken && !household) throw new AppError('HOUSEHOLD_LINK_UNKNOWN');
  if (household && submission.guests.length > household.members.length) {
    throw new AppError('FORM_ANSWER_INVALID', {
      message: `The household has ${household.members.length} guests.`,
    });
  }
  // A personal link answers for its whole household, even one larger than the module's maximum.
  if (!household && submission.guests.length > module.maxNumberOfGuests) {
    throw new AppError('FORM_ANSWER_INVALID', {
      message: `At most ${module.maxNumberOfGuests} guests can answer at once.`,
    });
  }
  const marked = new Set(await deps.repositories.dietQuestions.listForGuests(siteId));
  const dietQuestionIds = new Set(
    module.form.formElements.map((element) => element.id).filter((id) => marked.has(id)),
  );
  const asksDiet = dietQuestionIds.size > 0;
  const dietConsent = submission.dietConsent === true;
  const guests = submission.guests.map((guest, index) => {
    const context = { language: submission.language, guestNumber: index + 1 };
    if (!asksDiet || dietConsent) return answerForm(module.form, guest.formElements, context);
    const { form, submitted } = withoutDietAnswers(module.form, guest.formElements, dietQuestionIds);
    return answerForm(form, submitted, context);
  });
  const names = guestNames(module.form.formElements, guests);
  const listed =
    module.onlyInvitedGuests && !household
      ? await requireInvitedNames(deps, siteId, names, now, limitNameMatching)
      : null;
  const invitations = listed ?? submission.guests.map(() => household);
  requireAskedAttendance(site, submission.guests, invitations);
  const replacedAnswerIds = listed
    ? await earlierAnswersOfNames(
        deps,
        siteId,
        householdNameQuestionId(module.form.formElements),
        listed.map((match, index) => ({ householdId: match.id, name: names[index] ?? '' })),
      )
    : [];
  const recipients = recipientsOf(site, module.id);
  const answers = guests.map((formElements, index): RsvpAnswer => ({
    _id: randomUUID(),
    formId: module.id,
    formTitle: module.title,
    createdAt: now.toISOString(),
    language: submission.language,
    recipients,
    groupIdentifier: submission.groupIdentifier,
    formElements,
    attendance: submission.guests[index]?.attendance ?? [],
    ...(asksDiet ? { dietConsent } : {}),
  }));
  const stored = await commitAnswerInOneStatement(deps, {
    postKey: submission.postKey,
    kind: 'rsvp',
    now,
    writes: (keyIsGood) =>
      deps.repositories.guestAnswers.addRsvpAnswersWhen(siteId, answers, keyIsGood, {
        householdIds: invitations.map((invitation) => invitation?.id ?? null),
        replacedHousehold: household?.id ?? null,
        replacedAnswerIds,
        siteHasRsvps: site.hasRsvps,
      }),
    mails: answerMails(
      { site, formId: module.id, recipients, publicUrl: deps.publicUrl },
      { kind: 'rsvp', formTitle: module.title, guests },
    ),
    // The households whose earlier answers it replaces.
    touches: invitations.flatMap((invitation) => (invitation ? [`household:${invitation.id}`] : [])),
    ...(site.hasRsvps ? {} : { changesSite: siteId }),
  });
  return { invertedSuccess: !stored };
}
