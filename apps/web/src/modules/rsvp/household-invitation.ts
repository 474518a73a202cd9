import { householdNameQuestionId } from '@eventsite/core/rules/household-name-question';
import type { FormElement } from '@eventsite/core/schemas/form';
import type { FormAnswers } from '../shared/form-answers';

/** The household of a personal link, as the RSVP pre-fills it. */
export interface HouseholdInvitation {
  token: string;
  /** One form per member, at most the module's maximum, the name question filled in and editable. */
  guests: FormAnswers[];
  /** 'Invitation for The Berg family', in the site's language. */
  greeting: string;
}

const GREETINGS: Record<string, string> = {
  sv: 'Inbjudan till {name}',
  en: 'Invitation for {name}',
  da: 'Invitation til {name}',
  no: 'Invitasjon til {name}',
};

function isHousehold(value: unknown): value is { name: string; members: string[] } {
  if (typeof value !== 'object' || value === null) return false;
  const { name, members } = value as { name?: unknown; members?: unknown };
  return typeof name === 'string' && Array.isArray(members) && members.every((m) => typeof m === 'string');
}

/**
 * Reads a personal link's household (issue 21, item 2) after the page has loaded, so the shared page cache
 * never holds it; loaded only on a page opened with such a link. Null for a link that no longer works.
 */
export async function loadHousehold(
  siteId: string,
  token: string,
  language: string,
  elements: readonly FormElement[],
  maxGuests: number,
): Promise<HouseholdInvitation | null> {
  const response = await fetch(
    `/api/sites/public/${encodeURIComponent(siteId)}/households/${encodeURIComponent(token)}`,
    { credentials: 'include', headers: { accept: 'application/json' } },
  );
  if (!response.ok) return null;
  const household: unknown = await response.json();
  if (!isHousehold(household)) return null;
  const greeting = (GREETINGS[language] ?? GREETINGS.en ?? '').replace('{name}', household.name);
  const nameId = householdNameQuestionId(elements);
  const guests = household.members
    .slice(0, maxGuests)
    .map((member): FormAnswers => (nameId === null ? {} : { [nameId]: member }));
  return { token, guests, greeting };
}
