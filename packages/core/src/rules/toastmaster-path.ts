/** The toastmaster's desk is `/toastmaster/{token}` on the site's host (issue 36, `decisions.md` §9). */
const TOASTMASTER_PATH = /^\/toastmaster\/([A-Za-z0-9_-]{32,64})\/?$/;

/**
 * The desk token in a page path, or null when the path is not a desk's. The same shape as
 * `toastmasterTokenSchema`, without zod: the page's start-up code reads it before any app loads.
 */
export function toastmasterTokenOfPath(pathname: string): string | null {
  return TOASTMASTER_PATH.exec(pathname)?.[1] ?? null;
}

/** The desk's page for a token, as mailed to the toastmaster. */
export function toastmasterDeskPath(token: string): string {
  return `/toastmaster/${token}`;
}
