/**
 * The address guests open for a host: this page's scheme and port with the site's host, so a local run
 * links to the local site and production to https.
 */
export function publicSiteAddress(
  host: string,
  location: Pick<Location, 'protocol' | 'port'> = window.location,
): string {
  const port = location.port === '' ? '' : `:${location.port}`;
  return `${location.protocol}//${host}${port}/`;
}
