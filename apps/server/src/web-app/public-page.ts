import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { selectMode } from '@eventsite/core';
import { openPublicSite } from '../sites/open-public-site';
import { linkPreview, type LinkPreview } from './link-preview';

/**
 * The link preview of the page asked for, when its host is a public site's (`000` §2.1 mode selection, as
 * the web app does it, `domainHost` included) and this browser may see the site; the visit is counted as
 * the API counts it. Null for the product's own hosts, unknown hosts and sites behind their password.
 */
export async function publicPagePreview(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<LinkPreview | null> {
  const queryStart = request.url.indexOf('?');
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const { mode, host } = selectMode({
    hostname: request.hostname,
    port: request.port === null ? '' : String(request.port),
    search: queryStart === -1 ? '' : request.url.slice(queryStart),
    config: { domain: app.config.domain, localDevelopment: app.config.localDevelopment },
  });
  if (mode !== 'PUBLIC' || host === null) return null;
  const access = await openPublicSite(app, request, reply, await app.repositories.sites.findByHost(host));
  if (access.status !== 'viewable') return null;
  return linkPreview({ site: access.site, host, origin: `${request.protocol}://${request.host}`, path });
}
