import type { GiftReportRequest } from '@eventsite/core/api/gifts';
import { errorDialogText } from '@eventsite/core/rules/error-dialog-text';
import { isSiteLanguageCode, type SiteLanguageCode } from '@eventsite/core/constants/languages';
import type { FormDataElement, FormSubmission } from '@eventsite/core/schemas/form';
import type { RsvpSubmission, SpeechSubmission, WriteToHosts } from '@eventsite/core/schemas/rsvp';
import { apiGetJson, isApiError } from '../../lib/api-client';

/** Which submission a post key is for (`decisions.md` §3 "Post keys"). */
export type PostKeyKind = 'form-submissions' | 'rsvps';

/** The calls check answers with zod, which guests download only when they first answer (`decisions.md` §7). */
const calls = () => import('./guest-submission-calls');

/** The key in the post-key answer `{ key }`. */
function postKeyOf(body: unknown): string {
  const key = typeof body === 'object' && body !== null && 'key' in body ? body.key : undefined;
  if (typeof key !== 'string' || key === '') throw new Error('The post-key answer holds no key.');
  return key;
}

/**
 * A single-use anti-spam key, fetched when the guest opens a form (`001` §4). Read without zod, so that on
 * a slow phone it travels beside the form's code instead of after zod's chunk.
 */
export async function fetchPostKey(kind: PostKeyKind): Promise<string> {
  return apiGetJson(`/api/${kind}/post-key`, postKeyOf);
}

/** Sends a Form module's answers; true when the server suspects a bot (`001` §7). */
export async function sendFormSubmission(siteId: string, submission: FormSubmission): Promise<boolean> {
  return (await calls()).sendFormSubmission(siteId, submission);
}

/** Sends the guests of one RSVP; true when the server suspects a bot (`001` §7). */
export async function sendRsvpSubmission(siteId: string, submission: RsvpSubmission): Promise<boolean> {
  return (await calls()).sendRsvpSubmission(siteId, submission);
}

/** The persons of an older RSVP, each as their answers to its form questions (`legacyRsvpFormElements`). */
export interface LegacyRsvpAnswers {
  persons: FormDataElement[][];
  language: string;
  postKey: string;
  source: string;
}

/**
 * Sends the persons of an older RSVP on a version-1 site; true when the server suspects a bot (`001` §7).
 * The answers become `/v3/` persons in the lazily loaded calls, so version-1 rules stay off a guest's first load.
 */
export async function sendLegacyRsvpAnswers(siteId: string, answers: LegacyRsvpAnswers): Promise<boolean> {
  return (await calls()).sendLegacyRsvpAnswers(siteId, answers);
}

/** Sends a refused guest's note to the hosts (issue 21, item 3); true when the server suspects a bot. */
export async function sendNoteToHosts(siteId: string, note: WriteToHosts): Promise<boolean> {
  return (await calls()).sendNoteToHosts(siteId, note);
}

/** Sends a speech sign-up; true when the server suspects a bot (`001` §7). */
export async function sendSpeechSubmission(siteId: string, submission: SpeechSubmission): Promise<boolean> {
  return (await calls()).sendSpeechSubmission(siteId, submission);
}

/** Reports a money gift paid into a pot (issue 37); true when the server suspects a bot. */
export async function sendGiftReport(
  siteId: string,
  potId: string,
  report: GiftReportRequest,
): Promise<boolean> {
  return (await calls()).sendGiftReport(siteId, potId, report);
}

/** The server's own words about a failed call, if any (`001` §8), in the site language the guest reads. */
export function serverErrorText(error: unknown, language: string): string | undefined {
  if (!isApiError(error)) return undefined;
  return errorDialogText({ responseBody: error.body, language });
}

/** Ties the guests of one RSVP submission together. */
export function newGroupIdentifier(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The site language as a submission names it; a site only offers codes the schema knows. */
export function submissionLanguage(language: string): SiteLanguageCode {
  return isSiteLanguageCode(language) ? language : 'sv';
}
