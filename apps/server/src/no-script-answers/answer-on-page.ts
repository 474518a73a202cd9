import { randomUUID } from 'node:crypto';
import {
  attendanceScheduleEvents,
  formSubmissionSchema,
  householdGreeting,
  householdNameQuestionId,
  isSiteLanguageCode,
  legacyPersonOf,
  legacyRsvpSubmissionSchema,
  rsvpSubmissionSchema,
  speechCustomValues,
  speechFormElements,
  speechSubmissionSchema,
  type Brand,
  type FormElement,
  type FormModule,
  type InterfaceLanguage,
  type RsvpModule,
  type SiteV2,
  type Speech2Module,
  type SubmissionResult,
} from '@eventsite/core';
import type { PostKeyKind } from '../db/schema';
import type { LinkedHousehold } from '../households/household-repository';
import { AppError } from '../errors/app-error';
import { findGuestSite, findSiteModule } from '../guest-answers/find-site-module';
import { submitLegacyRsvp } from '../legacy/submit-legacy-rsvp';
import { submitForm } from '../guest-answers/submit-form';
import { submitRsvp } from '../guest-answers/submit-rsvp';
import { submitSpeech } from '../guest-answers/submit-speech';
import type { SpeechSignupDeps } from '../speeches/speech-deps';
import { siteScheduleEvents } from '../sites/site-schedule-events';
import { answerPageText } from './answer-page-texts';
import { postedAttendance, postedFormData, questionFieldName, type PostedFields } from './answer-post-fields';
import type { AnswerPageView } from './render-answer-page';

/** A personal link's household answering on the page (issue 21 item 2), with the token that links it. */
export interface AnswerHousehold {
  token: string;
  household: LinkedHousehold;
}

/** A module a guest answers on the answer page, on its site. */
export interface AnswerModule {
  siteId: string;
  site: SiteV2;
  module: RsvpModule | FormModule | Speech2Module;
  /** The questions: the form's, or a speech sign-up's text fields. */
  elements: readonly FormElement[];
  /**
   * A version-1 site's older RSVP (docs/legacy-sites.md): asked through its stand-in's questions and stored
   * as the `/v3/` call stores it, without a programme's events, a diet consent or personal links.
   */
  legacy: boolean;
  /** The site language the owner's texts are read in: the asked one when the site has it, else its first. */
  siteLanguage: (asked: string | undefined) => string;
}

type QuestionsView = Extract<AnswerPageView, { step: 'questions' }>;

/** The RSVP, Form or speech sign-up (Speech2) of a site guests may answer on the page, or 404. */
export async function findAnswerModule(
  deps: SpeechSignupDeps,
  siteId: string,
  moduleId: string,
): Promise<AnswerModule> {
  const { site, legacy } = await findGuestSite(deps, siteId);
  const found = site.siteModules.find((candidate) => candidate.id === moduleId);
  const type = found?.siteModuleType;
  if (type !== 'Rsvp' && type !== 'Form' && type !== 'Speech2') {
    throw new AppError('NOT_FOUND', { message: `The site has no form ${moduleId}.` });
  }
  const languages = site.availableLanguages.map((language) => language.languageCode as string);
  const siteLanguage = (asked: string | undefined) =>
    asked !== undefined && languages.includes(asked) ? asked : (languages[0] ?? 'sv');
  // The older RSVP's stand-in carries its questions as a form; only `/v3/` stores its answers.
  if (found?.siteModuleType === 'Rsvp' && legacy?.legacyRsvps.has(moduleId)) {
    return { siteId, site, module: found, elements: found.form.formElements, legacy: true, siteLanguage };
  }
  const { module } =
    type === 'Rsvp'
      ? await findSiteModule(deps, siteId, 'Rsvp', moduleId)
      : type === 'Form'
        ? await findSiteModule(deps, siteId, 'Form', moduleId)
        : await findSiteModule(deps, siteId, 'Speech2', moduleId);
  return {
    siteId,
    site,
    module,
    elements: module.siteModuleType === 'Speech2' ? speechFormElements(module) : module.form.formElements,
    legacy: false,
    siteLanguage,
  };
}

/**
 * The household of a personal link's token, for an RSVP; null without a token, for another module, or for
 * a token the site does not know (the page then asks as it asks anyone, as the guest page does).
 */
export async function findAnswerHousehold(
  deps: SpeechSignupDeps,
  found: AnswerModule,
  token: string | undefined,
): Promise<AnswerHousehold | null> {
  if (found.module.siteModuleType !== 'Rsvp' || found.legacy || !token) return null;
  const household = await deps.repositories.households.findByToken(found.siteId, token);
  return household && { token, household };
}

/** The events of the programme the guests are asked about: those open to all, or a household's (issue 34). */
function askedEvents(found: AnswerModule, household: AnswerHousehold | null): QuestionsView['events'] {
  if (found.module.siteModuleType !== 'Rsvp' || found.legacy) return [];
  const events = siteScheduleEvents(found.site).map(({ event }) => event);
  return attendanceScheduleEvents(events, household?.household ?? null).map(({ id, title }) => ({
    id,
    title,
  }));
}

/** Whether the RSVP asks a question the owner marked as diet or allergy (issue 33 item 5). */
async function asksDiet(deps: SpeechSignupDeps, found: AnswerModule): Promise<boolean> {
  if (found.module.siteModuleType !== 'Rsvp' || found.legacy) return false;
  const marked = new Set(await deps.repositories.dietQuestions.list(found.siteId));
  return found.module.form.formElements.some((element) => marked.has(element.id));
}

/**
 * The questions for `guests` guests under `postKey`, empty; for a personal link's household one guest per
 * member, each name filled in (and editable), greeted as the guest page greets it.
 */
export async function questionsView(
  deps: SpeechSignupDeps,
  found: AnswerModule,
  guests: number,
  postKey: string,
  household: AnswerHousehold | null = null,
  siteLanguage = 'sv',
): Promise<QuestionsView> {
  const nameId = householdNameQuestionId(found.elements);
  const members = household?.household.members ?? [];
  return {
    step: 'questions',
    guests: household ? members.length : guests,
    postKey,
    events: askedEvents(found, household),
    asksDiet: await asksDiet(deps, found),
    household: household && {
      token: household.token,
      greeting: householdGreeting(household.household.name, siteLanguage),
    },
    fields:
      nameId === null
        ? {}
        : Object.fromEntries(members.map((member, index) => [questionFieldName(index, nameId), member])),
    fieldErrors: {},
    error: null,
  };
}

export interface AnswerOnPageOptions {
  /** The language of the page's words and the errors. */
  language: InterfaceLanguage;
  brand: Brand;
  /** Counts one try of names against the guest list, as the JSON route does. */
  limitNameMatching: () => Promise<void>;
  issuePostKey: (kind: PostKeyKind) => Promise<string>;
  /** The guest's address, which an older RSVP's answer records (`002` §3). */
  ip: string;
}

/** The error's fields to mark: each wrong question of the guest it names, or every guest's name when refused. */
function fieldErrorsOf(
  error: AppError,
  found: AnswerModule,
  guests: number,
  language: InterfaceLanguage,
): Record<string, string> {
  const elements = found.elements;
  if (error.code === 'FORM_ANSWER_INVALID') {
    const { formElementIds, guestNumber } = error.extra;
    const ids = Array.isArray(formElementIds) ? formElementIds.filter((id) => typeof id === 'string') : [];
    const guestIndex = typeof guestNumber === 'number' ? guestNumber - 1 : 0;
    return Object.fromEntries(
      ids.map((id) => [questionFieldName(guestIndex, id), answerPageText('required', language)]),
    );
  }
  const nameId = householdNameQuestionId(elements);
  if (error.code === 'NOT_ON_GUEST_LIST' && nameId !== null) {
    return Object.fromEntries(
      Array.from({ length: guests }, (_, index) => [
        questionFieldName(index, nameId),
        answerPageText('notOnList', language),
      ]),
    );
  }
  return {};
}

/** Sends the posted answers through the same service, and the same checks, as the JSON routes. */
async function submit(
  deps: SpeechSignupDeps,
  found: AnswerModule,
  fields: PostedFields,
  guests: number,
  household: AnswerHousehold | null,
  options: Pick<AnswerOnPageOptions, 'limitNameMatching' | 'ip'>,
): Promise<SubmissionResult> {
  const { module, siteId } = found;
  const asked = found.siteLanguage(fields['lang']);
  const language = isSiteLanguageCode(asked) ? asked : 'sv';
  const common = { postKey: fields['postKey'] ?? '', formId: module.id, formTitle: module.title, language };
  if (found.legacy) {
    const submission = legacyRsvpSubmissionSchema.safeParse({
      persons: Array.from({ length: guests }, (_, index) =>
        legacyPersonOf(postedFormData(found.elements, fields, index), language),
      ),
      postKey: common.postKey,
      source: `site-form-${module.id}`,
    });
    if (!submission.success) throw new AppError('VALIDATION_FAILED', { message: submission.error.message });
    return submitLegacyRsvp(deps, siteId, submission.data, options.ip);
  }
  if (module.siteModuleType === 'Speech2') {
    const formElements = postedFormData(found.elements, fields, 0);
    const submission = speechSubmissionSchema.safeParse({
      speech: { customValues: speechCustomValues(found.elements, formElements, language) },
      postKey: common.postKey,
      source: `site-form-${module.id}`,
      language,
    });
    if (!submission.success) throw new AppError('VALIDATION_FAILED', { message: submission.error.message });
    return submitSpeech(deps, siteId, submission.data);
  }
  if (module.siteModuleType === 'Form') {
    const submission = formSubmissionSchema.safeParse({
      ...common,
      formElements: postedFormData(found.elements, fields, 0),
    });
    if (!submission.success) throw new AppError('VALIDATION_FAILED', { message: submission.error.message });
    return submitForm(deps, siteId, submission.data);
  }
  const eventIds = askedEvents(found, household).map((event) => event.id);
  const submission = rsvpSubmissionSchema.safeParse({
    ...common,
    guests: Array.from({ length: guests }, (_, index) => ({
      formElements: postedFormData(found.elements, fields, index),
      attendance: postedAttendance(eventIds, fields, index),
    })),
    groupIdentifier: randomUUID(),
    ...(household ? { householdToken: household.token } : {}),
    ...((await asksDiet(deps, found)) ? { dietConsent: fields['dietConsent'] === 'yes' } : {}),
  });
  if (!submission.success) throw new AppError('VALIDATION_FAILED', { message: submission.error.message });
  return submitRsvp(deps, siteId, submission.data, options.limitNameMatching);
}

/**
 * A guest's answer posted from the answer page (issue 40): stored by the JSON routes' services under their
 * rules (post key, guest list, deadline, the form's questions). The confirmation, or the questions again
 * with what was posted and each error beside its field; a missing or suspect post key gets a fresh one.
 */
export async function answerOnPage(
  deps: SpeechSignupDeps,
  found: AnswerModule,
  fields: PostedFields,
  options: AnswerOnPageOptions,
): Promise<{ status: number; view: AnswerPageView }> {
  const { language } = options;
  const kind: PostKeyKind = found.module.siteModuleType === 'Rsvp' ? 'rsvp' : 'form-submission';
  const maxGuests = found.module.siteModuleType === 'Rsvp' ? Math.max(1, found.module.maxNumberOfGuests) : 1;
  const household = await findAnswerHousehold(deps, found, fields['householdToken']);
  const posted = Number(fields['guests']);
  const guests = household
    ? household.household.members.length
    : Number.isInteger(posted) && posted >= 1 && posted <= maxGuests
      ? posted
      : 1;
  const siteLanguage = found.siteLanguage(fields['lang']);
  const again = async (
    status: number,
    error: string,
    fieldErrors: Record<string, string>,
    postKey: string,
  ): Promise<{ status: number; view: AnswerPageView }> => ({
    status,
    view: {
      ...(await questionsView(deps, found, guests, postKey, household, siteLanguage)),
      fields,
      fieldErrors,
      error,
    },
  });
  const postKey = fields['postKey'] ?? '';
  if (postKey === '') {
    const missing = new AppError('BAD_REQUEST', { message: 'The post key is missing.' });
    return again(
      400,
      missing.toResponse(options.brand).errorDescription[language],
      {},
      await options.issuePostKey(kind),
    );
  }
  try {
    const { invertedSuccess } = await submit(deps, found, fields, guests, household, options);
    if (!invertedSuccess) return { status: 200, view: { step: 'sent' } };
    return again(200, answerPageText('spam', language), {}, await options.issuePostKey(kind));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'RSVP_CLOSED') return { status: error.statusCode, view: { step: 'closed' } };
    const description = error.toResponse(options.brand).errorDescription[language];
    return again(error.statusCode, description, fieldErrorsOf(error, found, guests, language), postKey);
  }
}
