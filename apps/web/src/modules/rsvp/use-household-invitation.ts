import type { FormElement } from '@eventsite/core/schemas/form';
import { useEffect, useState } from 'react';
import { personalLinkToken, usePersonalLinkHousehold } from '../shared/personal-link-household';
import type { HouseholdInvitation } from './household-invitation';

/**
 * The RSVP's invitation for the personal link the page was opened with (`?g=<token>`), from the page's one
 * reading of its household; null without a link. The pre-filling code is loaded only when there is one.
 */
export function useHouseholdInvitation(
  siteId: string,
  language: string,
  elements: readonly FormElement[],
  active: boolean,
) {
  const household = usePersonalLinkHousehold(siteId, active);
  const [invitation, setInvitation] = useState<HouseholdInvitation | null>(null);
  useEffect(() => {
    const token = personalLinkToken();
    if (household === null || token === null) return;
    let current = true;
    void import('./household-invitation').then((module) => {
      if (current) setInvitation(module.householdInvitation(household, token, language, elements));
    });
    return () => {
      current = false;
    };
  }, [household, language, elements]);
  return invitation;
}
