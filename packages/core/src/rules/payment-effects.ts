import type { CustomDomain } from '../schemas/site';

/** The publication fields of a site that payments change; only the server writes them. */
export interface Publication {
  host?: string | null;
  active: boolean;
  activeDate?: string | null;
  activeExpireDate?: string | null;
  customDomains: CustomDomain[];
  customDomainActive: boolean;
  customDomainActiveDate?: string | null;
}

/** What a confirmed payment, or a registration it paid for, does to the site (`decisions.md` §3). */
export type PublicationChange =
  | { kind: 'publishSubdomain'; host: string; months: number }
  | { kind: 'extend'; months: number }
  | { kind: 'addCustomDomain'; domain: string; months: number }
  | { kind: 'moveHost'; host: string };

/**
 * The date `months` calendar months after `date`, in UTC; a day the target month lacks becomes its last
 * day (31 January + 1 month = 28 or 29 February), so a year of months is always a year.
 */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

function later(a: Date, b: Date): Date {
  return a.getTime() >= b.getTime() ? a : b;
}

function dateOr(value: string | null | undefined, fallback: Date): Date {
  const parsed = value ? new Date(value) : null;
  return parsed && Number.isFinite(parsed.getTime()) ? parsed : fallback;
}

/**
 * The expiry date after an extension of `months`: counted from the current expiry, or from now when the
 * site has already lapsed. The extension dialog shows it before the owner pays.
 */
export function extendedExpiryDate(
  activeExpireDate: string | null | undefined,
  months: number,
  now: Date,
): Date {
  return addMonths(later(dateOr(activeExpireDate, now), now), months);
}

/**
 * The publication after a change (`decisions.md` §3 "Payment effects"):
 * - a subdomain sets the host and publishes the site from now for the product's months;
 * - an extension adds the months to the expiry date, counted from now when the site has already
 *   lapsed, so that a paid extension always gives its full months online;
 * - a registered custom domain joins `customDomains` with its expiry, becomes the host and publishes the
 *   site at least until the domain expires;
 * - moving the host to an address the site already owns (`PUT …/host`) changes nothing else.
 */
export function changePublication(
  publication: Publication,
  change: PublicationChange,
  now: Date,
): Publication {
  const nowIso = now.toISOString();
  switch (change.kind) {
    case 'publishSubdomain':
      return {
        ...publication,
        host: change.host,
        active: true,
        activeDate: nowIso,
        activeExpireDate: addMonths(now, change.months).toISOString(),
      };
    case 'extend':
      return {
        ...publication,
        activeExpireDate: extendedExpiryDate(publication.activeExpireDate, change.months, now).toISOString(),
      };
    case 'moveHost':
      return { ...publication, host: change.host };
    case 'addCustomDomain': {
      const expires = addMonths(now, change.months);
      const currentExpiry = publication.active ? dateOr(publication.activeExpireDate, now) : now;
      return {
        ...publication,
        host: change.domain,
        active: true,
        activeDate: publication.active ? (publication.activeDate ?? nowIso) : nowIso,
        activeExpireDate: later(currentExpiry, expires).toISOString(),
        customDomains: [
          ...publication.customDomains.filter((entry) => entry.domain !== change.domain),
          { domain: change.domain, expires: expires.toISOString() },
        ],
        customDomainActive: true,
        customDomainActiveDate: publication.customDomainActive
          ? (publication.customDomainActiveDate ?? nowIso)
          : nowIso,
      };
    }
  }
}

/** A published site is public until its expiry date; one without a date does not lapse (`000` §2.5). */
export function isPublicationLive(
  publication: Pick<Publication, 'active' | 'activeExpireDate'>,
  now: Date,
): boolean {
  if (!publication.active) return false;
  if (!publication.activeExpireDate) return true;
  return new Date(publication.activeExpireDate).getTime() > now.getTime();
}
