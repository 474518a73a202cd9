import { selectMode } from '@eventsite/core/rules/select-mode';
import { toastmasterTokenOfPath } from '@eventsite/core/rules/toastmaster-path';
import type { FastifyRequest } from 'fastify';
import type { SiteDeps } from '../sites/site-deps';

/**
 * Whether a page request is a toastmaster's desk, `/toastmaster/{token}` on a site's host (issue 36 item 4).
 * The desk is drawn in the browser from `GET /api/toastmaster/{token}`, which answers for the token alone;
 * the page itself holds nothing private, so it is not the guest's page and never passes the site's gate.
 */
export function isToastmasterPage(deps: SiteDeps, request: FastifyRequest, pathname: string): boolean {
  if (toastmasterTokenOfPath(pathname) === null) return false;
  const queryStart = request.url.indexOf('?');
  const { mode, host } = selectMode({
    hostname: request.hostname,
    port: request.port === null ? '' : String(request.port),
    search: queryStart === -1 ? '' : request.url.slice(queryStart),
    config: { domain: deps.config.domain, localDevelopment: deps.config.localDevelopment },
  });
  return mode === 'PUBLIC' && host !== null;
}
