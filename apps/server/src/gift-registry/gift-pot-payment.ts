import {
  giftPayment,
  giftPaymentMessage,
  translateText,
  type GiftPayment,
  type GiftPotQrQuery,
} from '@eventsite/core';
import { AppError } from '../errors/app-error';
import { findGuestSite, type GuestSiteDeps } from '../guest-answers/find-site-module';

/**
 * How a guest pays into one gift pot or for shares of one group gift (issue 37): the hosts' number for the
 * market, and the payment filled in with the amount and a message naming the gift (in the site's first
 * language) and the giver. A group gift's payment is one share unless the guest chose an amount. 404 for an
 * unknown item, a plain wish, or a registry without the market's number.
 */
export async function giftPotPayment(
  deps: GuestSiteDeps,
  siteId: string,
  potId: string,
  { amount, from = '' }: GiftPotQrQuery,
): Promise<GiftPayment> {
  const { site } = await findGuestSite(deps, siteId);
  for (const module of site.siteModules) {
    if (module.siteModuleType !== 'GiftRegistry') continue;
    const item = module.giftRegistry.find((candidate) => candidate.id === potId);
    if (!item || (item.pot === null && item.sharePrice === null)) continue;
    const language = site.availableLanguages[0]?.languageCode ?? 'sv';
    const payment = giftPayment({
      market: deps.market,
      registry: module,
      amount: amount ?? item.sharePrice,
      message: giftPaymentMessage(translateText(item.title, language), from),
    });
    if (payment) return payment;
  }
  throw new AppError('NOT_FOUND', { message: `The site has no gift pot ${potId} to pay into.` });
}
