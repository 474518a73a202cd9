import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { selectMode } from '@eventsite/core';
import { openPublicSite, type PublicSiteAccess } from '../sites/open-public-site';

/** A page request on a public site's host: the host, the path asked for, and what this browser may see. */
export interface PublicPageRequest {
  host: string;
  /** Where this server is reached, e.g. `https://anna-och-erik.festsidan.se`. */
  origin: string;
  /** The requested path without its query, e.g. `/en`. */
  path: string;
  access: PublicSiteAccess;
}

/**
 * The public site a page request is for, when its host is a public site's (`000` §2.1 mode selection, as
 * the web app does it, `domainHost` included), with what this browser may see of it; the visit is noted
 * as the API notes it. Null for the product's own hosts.
 */
export async function openPublicPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<PublicPageRequest | null> {
  const queryStart = request.url.indexOf('?');
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const { mode, host } = selectMode({
    hostname: request.hostname,
    port: request.port === null ? '' : String(request.port),
    search: queryStart === -1 ? '' : request.url.slice(queryStart),
    config: { domain: app.config.domain, localDevelopment: app.config.localDevelopment },
  });
  if (mode !== 'PUBLIC' || host === null) return null;
  const access = await openPublicSite(app, request, reply, await app.publicRead.sites.find({ host }));
  return { host, origin: `${request.protocol}://${request.host}`, path, access };
}
