import type { GiftReportRequest } from '@eventsite/core/api/gifts';
import { legacyPersonOf } from '@eventsite/core/rules/legacy-rsvp';
import { submissionResultSchema } from '@eventsite/core/schemas/form';
import type { FormSubmission } from '@eventsite/core/schemas/form';
import type {
  LegacyRsvpSubmission,
  RsvpSubmission,
  SpeechSubmission,
  WriteToHosts,
} from '@eventsite/core/schemas/rsvp';
import { apiRequest } from '../../lib/api-client';
import type { LegacyRsvpAnswers } from './guest-submission';

/** Sends a Form module's answers; true when the server suspects a bot (`001` §7). */
export async function sendFormSubmission(siteId: string, submission: FormSubmission): Promise<boolean> {
  const result = await apiRequest(`/api/form-submissions/${encodeURIComponent(siteId)}/`, {
    method: 'POST',
    body: submission,
    schema: submissionResultSchema,
  });
  return result.invertedSuccess;
}

/** Sends the guests of one RSVP; true when the server suspects a bot (`001` §7). */
export async function sendRsvpSubmission(siteId: string, submission: RsvpSubmission): Promise<boolean> {
  const result = await apiRequest(`/api/rsvps/${encodeURIComponent(siteId)}/v4/`, {
    method: 'POST',
    body: submission,
    schema: submissionResultSchema,
  });
  return result.invertedSuccess;
}

/** Sends a refused guest's note to the hosts (issue 21, item 3); true when the server suspects a bot. */
export async function sendNoteToHosts(siteId: string, note: WriteToHosts): Promise<boolean> {
  const result = await apiRequest(`/api/rsvps/${encodeURIComponent(siteId)}/write-to-hosts`, {
    method: 'POST',
    body: note,
    schema: submissionResultSchema,
  });
  return result.invertedSuccess;
}

/** Sends a speech sign-up; true when the server suspects a bot (`001` §7). */
export async function sendSpeechSubmission(siteId: string, submission: SpeechSubmission): Promise<boolean> {
  const result = await apiRequest(`/api/speeches/${encodeURIComponent(siteId)}/v2`, {
    method: 'POST',
    body: submission,
    schema: submissionResultSchema,
  });
  return result.invertedSuccess;
}

/** Sends the persons of an older RSVP (`001` §7 `/v3/`); true when the server suspects a bot. */
export async function sendLegacyRsvpAnswers(siteId: string, answers: LegacyRsvpAnswers): Promise<boolean> {
  const submission: LegacyRsvpSubmission = {
    persons: answers.persons.map((person) => legacyPersonOf(person, answers.language)),
    postKey: answers.postKey,
    source: answers.source,
  };
  const result = await apiRequest(`/api/rsvps/${encodeURIComponent(siteId)}/v3/`, {
    method: 'POST',
    body: submission,
    schema: submissionResultSchema,
  });
  return result.invertedSuccess;
}

/** Reports a money gift paid into a pot (issue 37); true when the server suspects a bot. */
export async function sendGiftReport(
  siteId: string,
  potId: string,
  report: GiftReportRequest,
): Promise<boolean> {
  const path = ['', 'api', 'gifts', siteId, potId].map(encodeURIComponent).join('/');
  const result = await apiRequest(path, { method: 'POST', body: report, schema: submissionResultSchema });
  return result.invertedSuccess;
}
