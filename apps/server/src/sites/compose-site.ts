import {
  isSiteV2,
  siteSchema,
  type CustomDomain,
  type GiftPotTotal,
  type GiftReservation,
  type Site,
} from '@eventsite/core';

/**
 * A site's row with what its areas keep of it beside the owner's document: the current host
 * (`site_hosts`), the publication (`site_publications`), the reservation sums (`gift_reservation_totals`),
 * the pots' reported sums (`gift_pot_totals`), the RSVP flag (`sites_with_rsvps`) and the visitor count
 * (`site_visit_counts`). A site without a row in one of them has that area's start values.
 */
export interface SiteRow {
  id: string;
  data: unknown;
  siteVersion: number;
  guestPasswordHash: string | null;
  metaNoindex: boolean;
  host: string | null;
  active: boolean | null;
  activeDate: string | null;
  activeExpireDate: string | null;
  customDomains: CustomDomain[] | null;
  customDomainActive: boolean | null;
  customDomainActiveDate: string | null;
  includedDomainRegistrations: number | null;
  giftReservations: GiftReservation[] | null;
  /** Every pot's reported sum and count (`gift_pot_totals`). */
  potTotals: GiftPotTotal[];
  hasRsvps: boolean;
  visitors: number | null;
}

/** The sums of the pots whose owner shows their progress (issue 37); other pots' sums stay the owner's. */
function shownPotTotals(site: Site, totals: readonly GiftPotTotal[]): GiftPotTotal[] {
  if (!isSiteV2(site)) return [];
  const shown = new Set(
    site.siteModules.flatMap((module) =>
      module.siteModuleType === 'GiftRegistry'
        ? module.giftRegistry.filter((item) => item.pot?.showProgress).map((item) => item.id)
        : [],
    ),
  );
  // Rebuilt in the schema's key order: the database's JSON keeps its own.
  return totals
    .filter((total) => shown.has(total.potId))
    .map(({ potId, amount, count }) => ({ potId, amount, count }));
}

/**
 * The site in the wire shape (`decisions.md` §3, `000` §3): the owner's document with every fact the
 * server keeps elsewhere put back in. The one place the two meet; every read of a stored site goes here.
 */
export function composeSite(row: SiteRow): Site {
  const document = siteSchema.parse(row.data);
  return {
    ...document,
    _id: row.id,
    // The column is the truth for the version: it is what saves compare and set.
    siteVersion: row.siteVersion,
    host: row.host,
    active: row.active ?? false,
    activeDate: row.activeDate,
    activeExpireDate: row.activeExpireDate,
    customDomains: row.customDomains ?? [],
    customDomainActive: row.customDomainActive ?? false,
    customDomainActiveDate: row.customDomainActiveDate,
    customDomainRegistrationsAvailable: row.includedDomainRegistrations ?? 0,
    password: row.guestPasswordHash,
    metaNoindex: row.metaNoindex,
    giftRegistryReservations: row.giftReservations ?? [],
    giftPotTotals: shownPotTotals(document, row.potTotals),
    hasRsvps: row.hasRsvps,
    visitorCount: row.visitors ?? 0,
    quickStart: false,
  };
}

/**
 * What of a site its document stores: what the owner edits. The rest is the server's and has its own
 * home, so whatever a save's body says of it is left out (an owner cannot publish for free, and a save
 * cannot undo a guest's reservation made while the editor was open).
 */
export function ownerDocumentOf(site: Site): Record<string, unknown> {
  const {
    host: _host,
    active: _active,
    activeDate: _activeDate,
    activeExpireDate: _activeExpireDate,
    customDomains: _customDomains,
    customDomainActive: _customDomainActive,
    customDomainActiveDate: _customDomainActiveDate,
    customDomainRegistrationsAvailable: _customDomainRegistrationsAvailable,
    password: _password,
    hasPassword: _hasPassword,
    metaNoindex: _metaNoindex,
    giftRegistryReservations: _giftRegistryReservations,
    giftPotTotals: _giftPotTotals,
    hasRsvps: _hasRsvps,
    visitorCount: _visitorCount,
    quickStart: _quickStart,
    ...document
  } = site;
  return document;
}

/**
 * A stored version's document with the site's server-managed facts as they are now: versions keep only
 * the owner's document, and the facts are the site's, whichever version it shows.
 */
export function withCurrentFacts(document: Site, current: Site): Site {
  const currentDocument = ownerDocumentOf(current);
  const facts = Object.entries(current).filter(([key]) => !(key in currentDocument));
  return { ...document, ...Object.fromEntries(facts) };
}
