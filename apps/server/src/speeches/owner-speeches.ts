import { randomBytes } from 'node:crypto';
import {
  hostsSpeechesView,
  marketClock,
  siteDateOf,
  type OwnerSpeechesResponse,
  type ToastmasterStatus,
} from '@eventsite/core';
import { AppError } from '../errors/app-error';
import { publicSiteUrl } from '../sites/render-site-qr-code';
import { siteName } from '../sites/site-name';
import { composeToastmasterLinkMail } from './compose-speech-mails';
import type { SpeechDeps } from './speech-deps';
import {
  firstLanguageOf,
  requireSpeechSite,
  speechModuleOf,
  speechViewOf,
  tokenHashOf,
  type SpeechModule,
} from './speech-site';
import type { ToastmasterLink } from './speech-repository';

/** The toastmasters' state as the hosts see it: the module's toastmasters and their live links. */
function toastmasterStatuses(module: SpeechModule, links: readonly ToastmasterLink[]): ToastmasterStatus[] {
  return module.toastmasters.map((toastmaster) => {
    const link = links.find((candidate) => candidate.toastmasterId === toastmaster.id);
    return {
      id: toastmaster.id,
      name: toastmaster.name,
      linkSentAt: link?.sentAt.toISOString() ?? null,
      linkOpenedAt: link?.openedAt?.toISOString() ?? null,
      orderSavedAt: link?.orderSavedAt?.toISOString() ?? null,
    };
  });
}

/**
 * What the hosts see of a speech module (issue 36 items 3, 5): in surprise mode, until the day after the
 * site's date, only how many signed up and the minutes; otherwise the sign-ups too.
 */
export async function ownerSpeeches(
  deps: SpeechDeps,
  siteId: string,
  moduleId: string | undefined,
): Promise<OwnerSpeechesResponse> {
  const site = await requireSpeechSite(deps, siteId);
  const module = speechModuleOf(site, moduleId);
  const { speeches } = deps.repositories;
  const [stored, links] = await Promise.all([
    speeches.listOfModule(siteId, module.id),
    speeches.liveLinksOfModule(siteId, module.id),
  ]);
  return hostsSpeechesView({
    surprise: module.surprise,
    siteDate: siteDateOf(site),
    today: marketClock(deps.now(), deps.config.market).day,
    speeches: stored.map(speechViewOf),
    toastmasters: toastmasterStatuses(module, links),
  });
}

/** The speech module naming the toastmaster, and the toastmaster; 404 `TOASTMASTER_NOT_FOUND` otherwise. */
function toastmasterOf(site: Awaited<ReturnType<typeof requireSpeechSite>>, toastmasterId: string) {
  for (const module of site.siteModules) {
    if (module.siteModuleType !== 'Speech2') continue;
    const toastmaster = module.toastmasters.find((candidate) => candidate.id === toastmasterId);
    if (toastmaster) return { module, toastmaster };
  }
  throw new AppError('TOASTMASTER_NOT_FOUND', {
    message: `No speech module names toastmaster ${toastmasterId}.`,
  });
}

async function statusOf(deps: SpeechDeps, siteId: string, module: SpeechModule, toastmasterId: string) {
  const links = await deps.repositories.speeches.liveLinksOfModule(siteId, module.id);
  const status = toastmasterStatuses(module, links).find((candidate) => candidate.id === toastmasterId);
  if (!status) throw new AppError('TOASTMASTER_NOT_FOUND');
  return status;
}

/**
 * Mails the toastmaster a new private desk link `https://<the site's host>/toastmaster/<token>` in the site's
 * first language; their earlier link stops working in the same transaction as the mail is queued.
 */
export async function sendToastmasterLink(
  deps: SpeechDeps,
  siteId: string,
  toastmasterId: string,
): Promise<ToastmasterStatus> {
  const site = await requireSpeechSite(deps, siteId);
  const { module, toastmaster } = toastmasterOf(site, toastmasterId);
  if (toastmaster.mail === '') {
    throw new AppError('VALIDATION_FAILED', { message: 'The toastmaster has no mail to send the link to.' });
  }
  if (!site.host)
    throw new AppError('SITE_NOT_PUBLISHED', { message: 'The desk lives on the site’s address.' });
  const token = randomBytes(32).toString('base64url');
  const language = firstLanguageOf(site);
  const mail = composeToastmasterLinkMail({
    to: toastmaster.mail,
    name: toastmaster.name,
    language,
    title: siteName(site, language),
    link: `${publicSiteUrl(deps.config.publicUrl, site.host)}toastmaster/${token}`,
  });
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await deps.repositories.speeches
      .withTransaction(tx)
      .replaceLink({ tokenHash: tokenHashOf(token), siteId, moduleId: module.id, toastmasterId }, now);
    await deps.mail.outbox.withTransaction(tx).add(mail, now);
  });
  deps.mail.deliverSoon();
  return statusOf(deps, siteId, module, toastmasterId);
}

/** Ends the toastmaster's link; the desk answers `TOASTMASTER_LINK_INVALID` from now on. */
export async function revokeToastmasterLink(
  deps: SpeechDeps,
  siteId: string,
  toastmasterId: string,
): Promise<ToastmasterStatus> {
  const site = await requireSpeechSite(deps, siteId);
  const { module } = toastmasterOf(site, toastmasterId);
  await deps.repositories.speeches.revokeLinks(siteId, module.id, toastmasterId, deps.now());
  return statusOf(deps, siteId, module, toastmasterId);
}
