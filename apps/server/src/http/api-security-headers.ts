/** Strict transport for a year on HTTPS, as helmet sets it on pages. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The security headers of an API answer, which is data, never a page: a policy that allows nothing, and
 * none of the headers that only pages need (the pages' own come from helmet, `plugins/security.ts`).
 */
export function apiSecurityHeaders(secure: boolean): Readonly<Record<string, string>> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    ...(secure ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
