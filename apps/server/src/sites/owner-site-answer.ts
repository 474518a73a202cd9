import type { Site } from '@eventsite/core';

/**
 * The site as its owner's answers carry it: the guest password's hash stays on the server, and
 * `hasPassword` says whether guests need one (`decisions.md` §4). Every answer that carries a stored site
 * goes through here.
 */
export function ownerSiteAnswer(site: Site): Site {
  const { password, ...answer } = site;
  return { ...answer, hasPassword: typeof password === 'string' && password !== '' };
}
