/**
 * The privacy page's path on the brand's host (issue 33 item 1): the server renders it, so it is reached
 * by a full navigation, never the router; `?lang=` keeps the reader's language.
 */
export function privacyPagePath(language: string): string {
  return `/integritetspolicy?lang=${encodeURIComponent(language)}`;
}
