import type { GuestHousehold } from '@eventsite/core/schemas/household';
import { useEffect, useState } from 'react';

/** The token of the personal link the page was opened with (`?g=<token>`), or null. */
export function personalLinkToken(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get('g') || null;
}

/** One request per page: the RSVP and the programme both read the same household. */
const loaded = new Map<string, Promise<GuestHousehold | null>>();

/** Drops what was read, so a test can open the page anew. */
export function forgetPersonalLinkHouseholds(): void {
  loaded.clear();
}

/**
 * The household of the personal link (issue 21, item 2; its events, issue 34), read after hydration so
 * the shared page cache never holds it; the reading code is loaded only on a page opened with a link.
 * Null without a link, and for a link that no longer works.
 */
export function loadPersonalLinkHousehold(siteId: string, token: string): Promise<GuestHousehold | null> {
  const key = `${siteId}/${token}`;
  let household = loaded.get(key);
  if (!household) {
    household = import('./read-personal-link-household').then(
      (module) => module.readPersonalLinkHousehold(siteId, token),
      () => null,
    );
    loaded.set(key, household);
  }
  return household;
}

/** The personal link's household for a module on the page; null until read, and without a link. */
export function usePersonalLinkHousehold(siteId: string, active = true): GuestHousehold | null {
  const [household, setHousehold] = useState<GuestHousehold | null>(null);
  useEffect(() => {
    const token = active ? personalLinkToken() : null;
    if (!token) return;
    let current = true;
    void loadPersonalLinkHousehold(siteId, token).then((found) => {
      if (current) setHousehold(found);
    });
    return () => {
      current = false;
    };
  }, [siteId, active]);
  return household;
}
