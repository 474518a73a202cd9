/** The brand's start page, on the port in use so that it also works on a developer's machine. */
export function brandStartPageUrl(domain: string): string {
  const { protocol, port } = window.location;
  return `${protocol}//${domain}${port ? `:${port}` : ''}/`;
}
