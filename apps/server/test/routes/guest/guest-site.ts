import { eq } from 'drizzle-orm';
import type { SiteModuleInput } from '@eventsite/core';
import type { App } from '../../../src/app';
import { formSubmissions, rsvpAnswers } from '../../../src/db/schema';
import { registerAccount } from '../../helpers/accounts';
import type { TestClock } from '../../helpers/clock';
import { createSite, publishSite, siteDraft } from '../../helpers/sites';

/** The realistic wedding site, with recipients for both forms, a required form question and a gift of 3. */
function guestSiteDraft() {
  const draft = siteDraft();
  const siteModules = (draft.siteModules ?? []).map((module): SiteModuleInput => {
    if (module.siteModuleType === 'Form') {
      return {
        ...module,
        form: {
          formElements: [
            { id: 'q-song', formElementType: 'ShortText', label: { sv: 'Låt', en: 'Song' }, required: true },
            { id: 'q-why', formElementType: 'ShortText', label: { sv: 'Varför' } },
          ],
        },
      };
    }
    if (module.siteModuleType === 'GiftRegistry') {
      return {
        ...module,
        giftRegistry: [...(module.giftRegistry ?? []), { id: 'gift-4', title: { sv: 'Glas' }, quantity: 3 }],
      };
    }
    return module;
  });
  return {
    ...draft,
    siteModules,
    formRecipients: [...(draft.formRecipients ?? []), { formId: 'form-1', recipients: ['songs@example.se'] }],
  };
}

/** An owner with the published guest site; the clock moves only when told. */
export async function createGuestSite(app: App) {
  const owner = await registerAccount(app);
  const siteId = await createSite(app, owner.cookie, guestSiteDraft());
  await publishSite(app, siteId, `guests-${Date.now()}-${Math.floor(Math.random() * 1e6)}.party.localhost`);
  return { owner, siteId };
}

/** A fresh post key, aged past the 3 s a human needs at least. */
export async function fetchPostKey(
  app: App,
  clock: TestClock,
  kind: 'rsvps' | 'form-submissions',
): Promise<string> {
  const response = await app.inject({ url: `/api/${kind}/post-key` });
  if (response.statusCode !== 200) throw new Error(`No post key: ${response.statusCode} ${response.body}`);
  clock.advance(3000);
  return response.json<{ key: string }>().key;
}

export async function storedCounts(app: App, siteId: string) {
  const forms = await app.db.select().from(formSubmissions).where(eq(formSubmissions.siteId, siteId));
  const rsvps = await app.db.select().from(rsvpAnswers).where(eq(rsvpAnswers.siteId, siteId));
  return { forms: forms.length, rsvps: rsvps.length };
}
