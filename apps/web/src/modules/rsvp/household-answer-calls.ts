import type { FormDataElement } from '@eventsite/core/schemas/form';
import type { EventAttendance } from '@eventsite/core/schemas/rsvp';

/**
 * One guest of the household's stored answer, as the personal link reads it back (issue 33 item 5), with
 * their answer per event of the programme (issue 34).
 */
export interface AnsweredGuest {
  _id: string;
  formElements: FormDataElement[];
  attendance: EventAttendance[];
}

const answerUrl = (siteId: string, token: string) =>
  `/api/sites/public/${encodeURIComponent(siteId)}/households/${encodeURIComponent(token)}/answer`;

function isAnswer(value: unknown): value is { guests: AnsweredGuest[] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { guests?: unknown }).guests);
}

/** What the household answered; none when it has not, or when the link no longer works. */
export async function loadHouseholdAnswer(siteId: string, token: string): Promise<AnsweredGuest[]> {
  const response = await fetch(answerUrl(siteId, token), {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return [];
  const body: unknown = await response.json();
  return isAnswer(body) ? body.guests : [];
}

/** Withdraws the household's answer, which erases it; throws when the server did not. */
export async function withdrawHouseholdAnswer(siteId: string, token: string): Promise<void> {
  const response = await fetch(answerUrl(siteId, token), {
    method: 'DELETE',
    credentials: 'include',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: '{}',
  });
  if (response.status !== 204) throw new Error(`Withdrawal answered ${response.status}`);
}

/** The RSVP questions the owner marked as diet or allergy; none when they cannot be read. */
export async function loadDietQuestionIds(siteId: string): Promise<string[]> {
  const response = await fetch(`/api/sites/public/${encodeURIComponent(siteId)}/diet-questions`, {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return [];
  const body = (await response.json()) as { questionIds?: unknown };
  return Array.isArray(body.questionIds) ? body.questionIds.filter((id) => typeof id === 'string') : [];
}
