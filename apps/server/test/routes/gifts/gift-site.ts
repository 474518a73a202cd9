import { householdsResponseSchema, type SiteModuleInput } from '@eventsite/core';
import type { App } from '../../../src/app';
import { postJson, registerAccount } from '../../helpers/accounts';
import { createSite, publishSite, siteDraft } from '../../helpers/sites';

/** The pot whose progress guests see, the pot whose sum stays the hosts', and a group gift of 12 shares. */
export const SHOWN_POT = 'pot-trip';
export const PRIVATE_POT = 'pot-house';
export const GROUP_GIFT = 'gift-grill';

/** The realistic site with two gift pots and a group gift in its gift registry (`gifts-1`). */
function giftSiteDraft() {
  const draft = siteDraft();
  const siteModules = (draft.siteModules ?? []).map((module): SiteModuleInput => {
    if (module.siteModuleType !== 'GiftRegistry') return module;
    return {
      ...module,
      swishNumber: '0701234567',
      giftRegistry: [
        ...(module.giftRegistry ?? []),
        {
          id: SHOWN_POT,
          title: { sv: 'Bröllopsresan', en: 'The honeymoon' },
          reservable: false,
          quantity: null,
          pot: { suggestedAmounts: [50000, 100000], goal: 3000000, showProgress: true },
        },
        {
          id: PRIVATE_POT,
          title: { sv: 'Huset' },
          reservable: false,
          quantity: null,
          pot: { showProgress: false },
        },
        { id: GROUP_GIFT, title: { sv: 'Grillen' }, quantity: 12, sharePrice: 50000 },
      ],
    };
  });
  return { ...draft, siteModules };
}

/** An owner with the published gift site, its host, and one household on the guest list with its link. */
export async function createGiftSite(app: App) {
  const owner = await registerAccount(app);
  const siteId = await createSite(app, owner.cookie, giftSiteDraft());
  const host = `gifts-${Date.now()}-${Math.floor(Math.random() * 1e6)}.party.localhost`;
  await publishSite(app, siteId, host);
  const added = await postJson(
    app,
    `/api/sites/${siteId}/households`,
    { name: 'Familjen Berg', members: ['Cilla Berg', 'Dan Berg'], language: 'sv' },
    { cookie: owner.cookie },
  );
  if (added.statusCode !== 201) throw new Error(`No household: ${added.statusCode} ${added.body}`);
  const [household] = householdsResponseSchema.parse(added.json()).households;
  if (!household) throw new Error('No household');
  return { owner, siteId, host, household: { id: household._id, token: household.token } };
}
