import { hasErrorCode } from '@eventsite/core/rules/error-response-shape';
import type { PublicSite } from '@eventsite/core/schemas/public-site';
import { reportError, Severity } from '../lib/report-error';

/** Where a guest's visit stands (`001` §4 "Public loading"). */
export type PublicSiteState =
  | { status: 'loading' }
  | { status: 'site'; site: PublicSite }
  /** The site has a guest password and this browser has not logged in (401). */
  | { status: 'password'; siteId: string }
  | { status: 'notFound' }
  | { status: 'error' };

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks the outline of a public site. The server builds it with core's `publicSiteSchema`, so guests are
 * spared the schema library (a third of their JavaScript); what a broken answer would break first is checked.
 */
export function readPublicSite(value: unknown): PublicSite {
  const valid =
    isRecord(value) &&
    typeof value._id === 'string' &&
    typeof value.theme === 'string' &&
    (value.usesSiteModules === true
      ? Array.isArray(value.siteModules) &&
        Array.isArray(value.availableLanguages) &&
        value.availableLanguages.length > 0
      : Array.isArray(value.modules));
  if (!valid) throw new Error('The answer is not a public site');
  return value as unknown as PublicSite;
}

interface JsonAnswer {
  status: number;
  body: unknown;
}

async function requestJson(path: string, init: RequestInit): Promise<JsonAnswer> {
  const response = await fetch(path, {
    ...init,
    credentials: 'include',
    headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });
  const text = await response.text();
  try {
    return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
  } catch {
    // A proxy's error page is not JSON; the status still tells what happened.
    return { status: response.status, body: undefined };
  }
}

/** `GET /api/sites/public/host/{host}` (`decisions.md` §3), read as the state it leads to (`001` §2). */
export async function fetchPublicSite(host: string, signal?: AbortSignal): Promise<PublicSiteState> {
  const path = `/api/sites/public/host/${encodeURIComponent(host)}`;
  try {
    const { status, body } = await requestJson(path, { signal });
    if (status === 200) return { status: 'site', site: readPublicSite(body) };
    if (hasErrorCode(body, 'SITE_NOT_FOUND')) return { status: 'notFound' };
    if (
      hasErrorCode(body, 'SITE_PASSWORD_REQUIRED') &&
      isRecord(body) &&
      typeof body.siteId === 'string' &&
      body.siteId !== ''
    ) {
      return { status: 'password', siteId: body.siteId };
    }
    throw new Error(`GET ${path} failed with status ${status}`);
  } catch (error) {
    if (!signal?.aborted) reportError(error, Severity.error, { stage: 'public site fetch', host });
    return { status: 'error' };
  }
}

export type LoginResult = { kind: 'site'; site: PublicSite } | { kind: 'wrongPassword' } | { kind: 'failed' };

/** `POST /api/sites/public/{siteId}/login` (`decisions.md` §3); a failure other than a wrong password is reported. */
export async function loginToPublicSite(siteId: string, password: string): Promise<LoginResult> {
  const path = `/api/sites/public/${encodeURIComponent(siteId)}/login`;
  try {
    const { status, body } = await requestJson(path, { method: 'POST', body: JSON.stringify({ password }) });
    if (status === 200) return { kind: 'site', site: readPublicSite(body) };
    if (hasErrorCode(body, 'WRONG_SITE_PASSWORD')) return { kind: 'wrongPassword' };
    throw new Error(`POST ${path} failed with status ${status}`);
  } catch (error) {
    reportError(error, Severity.error, { stage: 'public site login', siteId });
    return { kind: 'failed' };
  }
}
