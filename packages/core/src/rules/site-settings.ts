import type { SetSitePasswordRequest } from '../api/sites';

interface PublicationState {
  active: boolean;
  quickStart: boolean;
}

/**
 * The guest password and search-engine visibility are saved only for a published site that is not a
 * quick-start draft; otherwise the owner is told to publish first (`002` §4).
 */
export function canStoreSiteSettings(site: PublicationState): boolean {
  return site.active && !site.quickStart;
}

/** True when guests must give a password, as the owner's site answer says (it never carries the hash). */
export function isPasswordProtected(site: { hasPassword?: boolean }): boolean {
  return site.hasPassword === true;
}

/** Why a guest password cannot be saved: with use on it is trimmed and required (`002` §5). */
export function guestPasswordProblem(enabled: boolean, password: string): 'required' | null {
  return enabled && password.trim() === '' ? 'required' : null;
}

/** The body of `PUT /api/sites/{siteId}/password`: the trimmed password, or '' to turn it off (`002` §7). */
export function guestPasswordRequest(enabled: boolean, password: string): SetSitePasswordRequest {
  return { password: enabled ? password.trim() : '' };
}
