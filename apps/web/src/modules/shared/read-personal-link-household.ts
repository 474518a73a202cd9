import { guestHouseholdSchema, type GuestHousehold } from '@eventsite/core/schemas/household';

/**
 * Asks the server for a personal link's household; loaded only on a page opened with a link, so the
 * schema's code costs other guests nothing. Null for a link that no longer works.
 */
export async function readPersonalLinkHousehold(
  siteId: string,
  token: string,
): Promise<GuestHousehold | null> {
  try {
    const response = await fetch(
      `/api/sites/public/${encodeURIComponent(siteId)}/households/${encodeURIComponent(token)}`,
      { credentials: 'include', headers: { accept: 'application/json' } },
    );
    if (!response.ok) return null;
    const parsed = guestHouseholdSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
