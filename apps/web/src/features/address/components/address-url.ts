/** The address a guest opens for a host, on this server's scheme and port (a port only in development). */
export function siteUrl(
  host: string,
  location: Pick<Location, 'protocol' | 'port'> = window.location,
): string {
  return `${location.protocol}//${host}${location.port ? `:${location.port}` : ''}/`;
}
