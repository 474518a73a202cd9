import { randomUUID } from 'node:crypto';
import type { GiftItem, GiftReportRequest, SubmissionResult } from '@eventsite/core';
import { AppError } from '../errors/app-error';
import { commitAnswerInOneStatement } from '../guest-answers/commit-answer';
import { findGuestSite } from '../guest-answers/find-site-module';
import type { GiftReportDeps } from './gift-deps';

/** The pot as the site's guests see it: a pot item of a shown gift registry, or 404. */
async function requirePot(deps: GiftReportDeps, siteId: string, potId: string): Promise<GiftItem> {
  const { site } = await findGuestSite(deps, siteId);
  const pot = site.siteModules
    .flatMap((module) =>
      module.siteModuleType === 'GiftRegistry' && !module.hide ? module.giftRegistry : [],
    )
    .find((item) => item.id === potId && item.pot !== null);
  if (!pot) throw new AppError('NOT_FOUND', { message: `The site has no gift pot ${potId}.` });
  return pot;
}

/**
 * A guest's "I have paid" (issue 37 item 1): the money went straight to the hosts by Swish or MobilePay;
 * this stores who gave, how much and their greeting for the thank-you list, and raises the pot's sum, under
 * a post key like every guest answer (`decisions.md` §3: a suspect key stores nothing). A personal link
 * ties the gift to its household; a link no longer valid is ignored, since the money is paid all the same.
 */
export async function reportGift(
  deps: GiftReportDeps,
  siteId: string,
  potId: string,
  report: GiftReportRequest,
): Promise<SubmissionResult> {
  await requirePot(deps, siteId, potId);
  const household = report.householdToken
    ? await deps.repositories.households.findByToken(siteId, report.householdToken)
    : null;
  const now = deps.now();
  const stored = await commitAnswerInOneStatement(deps, {
    postKey: report.postKey,
    kind: 'form-submission',
    now,
    writes: (keyIsGood) =>
      deps.repositories.gifts.reportWhen(
        siteId,
        {
          id: randomUUID(),
          potId,
          from: report.from,
          householdId: household?.id ?? null,
          amountOre: report.amount,
          greeting: report.greeting,
          createdAt: now,
        },
        keyIsGood,
      ),
    mails: [],
    // The pot's sum, raised once per gift.
    touches: [`gift-pot:${siteId}:${potId}`],
    changesSite: siteId,
  });
  return { invertedSuccess: !stored };
}
