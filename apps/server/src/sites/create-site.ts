import type { SiteDeps } from './site-deps';
import { siteV2Schema, withOwnerAsRecipient, type CreateSiteRequest, type SiteV2 } from '@eventsite/core';
import { AppError } from '../errors/app-error';
import { rejectWhatTheBrandDoesNotOffer } from './check-brand-offers';
import { parseOrReject } from './parse-site';

/**
 * A new site as the server stores it (`decisions.md` §3 "Create"): the owner's content and design from the
 * draft, the wizard's answers, and every server-managed field at its start value, whatever the draft said.
 */
function newSiteFromDraft(request: CreateSiteRequest): SiteV2 {
  return parseOrReject(
    siteV2Schema,
    {
      ...request.site,
      // Replaced by the repository with the real id.
      _id: 'new',
      siteVersion: 1,
      usesSiteModules: true,
      active: false,
      quickStart: false,
      host: null,
      activeDate: null,
      activeExpireDate: null,
      password: null,
      metaNoindex: false,
      hasRsvps: false,
      visitorCount: 0,
      giftRegistryReservations: [],
      customDomains: [],
      customDomainActive: false,
      customDomainActiveDate: null,
      customDomainRegistrationsAvailable: 0,
      wizardData: request.wizardData ?? null,
    },
    'body.site',
  );
}

/**
 * Creates the account's one site and returns its id; 409 with the id of the site it has already. Answers to
 * its RSVPs, forms and speech sign-ups go to the owner's mail until the owner chooses other recipients.
 */
export async function createSite(
  deps: SiteDeps,
  accountId: string,
  request: CreateSiteRequest,
): Promise<string> {
  const draft = newSiteFromDraft(request);
  rejectWhatTheBrandDoesNotOffer(deps, draft, 'body.site');
  const account = await deps.repositories.accounts.findById(accountId);
  const site = account ? withOwnerAsRecipient(draft, account.mail) : draft;
  const result = await deps.repositories.sites.create(accountId, site, deps.now());
  if (result.status === 'exists') {
    throw new AppError('SITE_EXISTS', {
      message: 'The account already owns a site.',
      extra: { siteId: result.id },
    });
  }
  return result.id;
}
