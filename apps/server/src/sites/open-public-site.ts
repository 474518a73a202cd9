import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteDeps } from './site-deps';
import { toPublicSite, type PublicSite } from '@eventsite/core';
import { hasGuestSession } from './guest-access';
import { publicSiteGate, type PublicSiteGate } from './public-site-gate';
import { setNewVisitorCookie, visitorCookieOf } from './site-cookies';
import type { StoredSite } from './site-repository';
import { dayOf } from './site-visit-repository';

/** What a guest's browser may see of a site (`decisions.md` §3 "Public site by host"). */
export type PublicSiteAccess =
  { status: 'viewable'; stored: StoredSite } | { status: 'password'; siteId: string } | { status: 'missing' };

/**
 * Notes this browser's visit, counted once a day (`decisions.md` §3) with the next batch of visits, so the
 * guest waits for no write; a browser without a visitor id (`visitorId` null) gets its visitor cookie here.
 */
function noteVisit(deps: SiteDeps, reply: FastifyReply, siteId: string, visitorId: string | null): void {
  const now = deps.now();
  if (visitorId === null) {
    setNewVisitorCookie(reply, deps.config.secureCookies, siteId, now);
    deps.publicRead.visits.addNewVisitor(siteId);
    return;
  }
  deps.publicRead.visits.add({ siteId, visitorId, day: dayOf(now) });
}

/** The gate's decision for this browser and a stored site. */
export function gateOf(deps: SiteDeps, request: FastifyRequest, stored: StoredSite): PublicSiteGate {
  const visitorCookie = visitorCookieOf(request, deps.config.secureCookies);
  return publicSiteGate(stored.site, deps.config.domain, deps.now(), visitorCookie);
}

/** The public site for this browser, its visit noted (`visitorId` as `publicSiteGate` gave it). */
export function viewPublicSite(
  deps: SiteDeps,
  reply: FastifyReply,
  stored: StoredSite,
  visitorId: string | null,
): PublicSite {
  noteVisit(deps, reply, stored.id, visitorId);
  return toPublicSite(stored.site);
}

/**
 * Decides what this browser gets of a stored site: nothing (unknown or unpublished), the password gate
 * (a guest password and no guest session for it), or the public site.
 */
export async function openPublicSite(
  deps: SiteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  stored: StoredSite | null,
): Promise<PublicSiteAccess> {
  const gate = stored && gateOf(deps, request, stored);
  if (!gate || gate.status === 'missing') return { status: 'missing' };
  if (gate.needsGuestSession && !(await hasGuestSession(deps, request, stored.id))) {
    return { status: 'password', siteId: stored.id };
  }
  noteVisit(deps, reply, stored.id, gate.visitorId);
  return { status: 'viewable', stored };
}
