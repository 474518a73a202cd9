import type { FormElement } from '@eventsite/core/schemas/form';
import { useEffect, useState } from 'react';
import type { HouseholdInvitation } from './load-household';

/**
 * The household of the personal link the page was opened with (`?g=<token>`), read after hydration;
 * null without one. The reading code is loaded only when there is a token.
 */
export function useHouseholdInvitation(
  siteId: string,
  language: string,
  elements: readonly FormElement[],
  maxGuests: number,
  active: boolean,
) {
  const [invitation, setInvitation] = useState<HouseholdInvitation | null>(null);
  useEffect(() => {
    const token = active ? new URLSearchParams(window.location.search).get('g') : null;
    if (!token) return;
    void import('./load-household')
      .then((module) => module.loadHousehold(siteId, token, language, elements, maxGuests))
      .then(setInvitation, () => setInvitation(null));
  }, [siteId, language, elements, maxGuests, active]);
  return invitation;
}
