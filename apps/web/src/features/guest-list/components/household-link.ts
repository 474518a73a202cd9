import { householdLinkUrl } from '@eventsite/core/rules/household-cards';
import type { Household } from '@eventsite/core/schemas/household';

/**
 * A household's personal link: the site in the household's language (`/:language?`, `001` §2), the token in
 * `g`, which the language redirect keeps. Null while the site has no address.
 */
export function householdLink(
  host: string | null | undefined,
  household: Pick<Household, 'language' | 'token'>,
  location: Pick<Location, 'protocol' | 'port'> = window.location,
): string | null {
  if (!host) return null;
  const port = location.port ? `:${location.port}` : '';
  return householdLinkUrl(`${location.protocol}//${host}${port}/`, household);
}
