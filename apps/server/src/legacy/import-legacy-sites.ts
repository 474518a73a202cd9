import {
  brandOfferProblems,
  legacyImportDocumentSchema,
  type LegacyImportDocument,
  type LegacyImportOutcome,
  MARKET_LANGUAGE,
  type Site,
} from '@eventsite/core';
import { publicationOf } from '../addresses/publication-of';
import type { LegacyImportDeps } from './legacy-import-deps';

/**
 * Imported owners have no password here: this value is no scrypt hash, so no password ever matches it, and
 * the owner sets one through the reset flow (`decisions.md` §3 "Reset").
 */
const IMPORTED_ACCOUNT_PASSWORD_HASH = 'imported-without-password';

function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join('.') || '(document)'}: ${issue.message}`)
    .join('; ');
}

type Checked =
  { ok: true; document: LegacyImportDocument } | { ok: false; siteId: string | null; reason: string };

function check(deps: LegacyImportDeps, raw: unknown): Checked {
  const parsed = legacyImportDocumentSchema.safeParse(raw);
  const rawId = (raw as { site?: { _id?: unknown } } | null)?.site?._id;
  const siteId = typeof rawId === 'string' ? rawId : null;
  if (!parsed.success) return { ok: false, siteId, reason: describeIssues(parsed.error.issues) };
  const problems = brandOfferProblems(parsed.data.site, deps.config.brand);
  if (problems.length > 0) {
    return { ok: false, siteId, reason: problems.map((p) => `site.${p.path}: ${p.message}`).join('; ') };
  }
  return { ok: true, document: parsed.data };
}

/** Imports one checked document; a reason in place of an outcome when it cannot be stored. */
async function importOne(
  deps: LegacyImportDeps,
  { ownerMail, site, rsvps }: LegacyImportDocument,
): Promise<{ status: 'imported' | 'unchanged'; answersAdded: number } | { reason: string }> {
  const { accounts, sites, guestAnswers } = deps.repositories;
  const now = deps.now();
  const existing = await sites.findById(site._id);
  const account = await accounts.findByMail(ownerMail);
  if (existing) {
    if (!account || existing.accountId !== account.id) {
      return { reason: `site._id: ${site._id} is already another owner's site.` };
    }
    const answersAdded = await guestAnswers.addLegacyRsvpAnswers(site._id, rsvps);
    return { status: answersAdded > 0 ? 'imported' : 'unchanged', answersAdded };
  }
  if (site.host) {
    const holder = await sites.findByHost(site.host);
    if (holder) return { reason: `site.host: ${site.host} is already the address of another site.` };
  }
  if (account) {
    const owned = await sites.findIdOfAccount(account.id);
    if (owned)
      return { reason: `ownerMail: ${ownerMail} already owns site ${owned}; an account has one site.` };
  }
  const owner =
    account ??
    (await accounts.create({
      mail: ownerMail,
      passwordHash: IMPORTED_ACCOUNT_PASSWORD_HASH,
      language: MARKET_LANGUAGE[deps.config.market],
      createdAt: now,
    })) ??
    (await accounts.findByMail(ownerMail));
  if (!owner) return { reason: `ownerMail: the account for ${ownerMail} could not be made.` };
  const created = await storeLegacySite(deps, owner.id, site, now);
  if (created === 'exists')
    return { reason: `site._id: ${site._id} was imported at the same time by another run.` };
  deps.publicRead.siteChanged(site._id);
  const answersAdded = await guestAnswers.addLegacyRsvpAnswers(site._id, rsvps);
  return { status: 'imported', answersAdded };
}

/**
 * Stores the site and gives each of its server-managed facts to its area, in one transaction: the
 * document and settings, the publication, the host as the site's current address, the reservation sums
 * and the RSVP flag.
 */
async function storeLegacySite(
  deps: LegacyImportDeps,
  accountId: string,
  site: Site,
  now: Date,
): Promise<'created' | 'exists'> {
  const { sites, sitePublications, siteHosts, giftReservations, guestAnswers } = deps.repositories;
  return deps.db.transaction(async (tx) => {
    const created = await sites.withTransaction(tx).importLegacySite(accountId, site, now);
    if (created === 'exists') return created;
    const { host, ...terms } = publicationOf(site);
    await sitePublications.withTransaction(tx).put(site._id, terms, site.customDomainRegistrationsAvailable);
    if (host) {
      const hosts = siteHosts.withTransaction(tx);
      const isCustom = site.customDomains.some((entry) => entry.domain.toLowerCase() === host);
      await hosts.add(host, site._id, isCustom ? 'custom' : 'subdomain', now);
      await hosts.setCurrent(site._id, host);
    }
    if (site.giftRegistryReservations.length > 0) {
      await giftReservations.withTransaction(tx).putTotals(site._id, site.giftRegistryReservations);
    }
    if (site.hasRsvps) await guestAnswers.withTransaction(tx).markHasRsvps(site._id);
    return created;
  });
}

/**
 * Brings version-1 sites in (docs/legacy-sites.md "Import"): each document is checked on its own and
 * either stored with its owner's account and its legacy answers, found already stored (unchanged), or
 * rejected with its reason. Nobody is sent a mail; running it twice changes nothing the second time.
 */
export async function importLegacySites(
  deps: LegacyImportDeps,
  documents: readonly unknown[],
): Promise<LegacyImportOutcome[]> {
  const outcomes: LegacyImportOutcome[] = [];
  for (const [index, raw] of documents.entries()) {
    const checked = check(deps, raw);
    if (!checked.ok) {
      outcomes.push({
        index,
        siteId: checked.siteId,
        status: 'rejected',
        reason: checked.reason,
        answersAdded: 0,
      });
      continue;
    }
    const siteId = checked.document.site._id;
    const result = await importOne(deps, checked.document);
    outcomes.push(
      'reason' in result
        ? { index, siteId, status: 'rejected', reason: result.reason, answersAdded: 0 }
        : { index, siteId, status: result.status, answersAdded: result.answersAdded },
    );
  }
  return outcomes;
}
