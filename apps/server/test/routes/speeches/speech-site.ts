import { householdsResponseSchema, type SiteModuleInput } from '@eventsite/core';
import type { App } from '../../../src/app';
import { postJson, registerAccount } from '../../helpers/accounts';
import { createSite, publishSite, siteDraft } from '../../helpers/sites';

/** The site's day: the test clock starts on 2030-01-15, so sign-ups close on 2030-02-13. */
export const SITE_DATE = '2030-02-20T15:00';

/** The realistic site with the speech module in surprise mode, two slots and two toastmasters. */
function speechSiteDraft(surprise: boolean) {
  const draft = siteDraft();
  const siteModules = (draft.siteModules ?? []).map((module): SiteModuleInput => {
    if (module.siteModuleType === 'Countdown') return { ...module, countdownDate: SITE_DATE };
    if (module.siteModuleType !== 'Speech2') return module;
    return {
      ...module,
      surprise,
      toastmasters: [
        { id: 'tm-1', name: 'Tove Toastmaster', mail: 'tove@example.se', phone: '0701234567' },
        { id: 'tm-2', name: 'Tor Toastmaster', mail: 'tor@example.se' },
      ],
      slots: [
        { id: 'starter', title: { sv: 'Efter förrätten', en: 'After the starter' }, plannedMinutes: 10 },
        { id: 'main', title: { sv: 'Efter varmrätten', en: 'After the main course' }, plannedMinutes: 0 },
      ],
    };
  });
  return { ...draft, siteModules };
}

/** An owner with a published speech site, its host, and one household on the guest list with its link. */
export async function createSpeechSite(app: App, { surprise = true } = {}) {
  const owner = await registerAccount(app);
  const siteId = await createSite(app, owner.cookie, speechSiteDraft(surprise));
  const host = `speeches-${Date.now()}-${Math.floor(Math.random() * 1e6)}.party.localhost`;
  await publishSite(app, siteId, host);
  const added = await postJson(
    app,
    `/api/sites/${siteId}/households`,
    { name: 'Familjen Berg', members: ['Cilla Berg'], language: 'sv' },
    { cookie: owner.cookie },
  );
  if (added.statusCode !== 201) throw new Error(`No household: ${added.statusCode} ${added.body}`);
  const [household] = householdsResponseSchema.parse(added.json()).households;
  if (!household) throw new Error('No household');
  return { owner, siteId, host, household: { id: household._id, token: household.token } };
}
