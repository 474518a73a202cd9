import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '@eventsite/core';
import type { App } from '../../../src/app';
import { postJson } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import { getSite, putJson } from '../../helpers/sites';
import { createGuestSite, fetchPostKey, storedCounts } from './guest-site';

const ANNA = {
  formElements: [
    { formElement: { id: 'q-name', formElementType: 'ShortText' }, value: 'Anna' },
    { formElement: { id: 'q-coming', formElementType: 'SingleSelect' }, selectedOption: { id: 'o-yes' } },
    { formElement: { id: 'q-food', formElementType: 'ShortText' }, value: '' },
  ],
};

function withDeadline(site: Site, answerBy: string | null, closeAfterAnswerBy: boolean): Site {
  if (!site.usesSiteModules) throw new Error('expected a version-2 site');
  const siteModules = site.siteModules.map((module) =>
    module.siteModuleType === 'Rsvp' ? { ...module, answerBy, closeAfterAnswerBy } : module,
  );
  return { ...site, siteModules };
}

describe('RSVP deadline', () => {
  // The clock stands at 2030-01-15 13:00 in Stockholm.
  const clock = createClock();
  let app: App;
  let siteId: string;
  let owner: Awaited<ReturnType<typeof createGuestSite>>['owner'];

  const setDeadline = async (answerBy: string | null, close: boolean) => {
    const site = await getSite(app, owner.cookie, siteId);
    const saved = await putJson(
      app,
      `/api/sites/V2/${siteId}`,
      withDeadline(site, answerBy, close),
      owner.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const answer = async () =>
    postJson(app, `/api/rsvps/${siteId}/v4/`, {
      guests: [ANNA],
      language: 'sv',
      groupIdentifier: `group-${Math.random()}`,
      postKey: await fetchPostKey(app, clock, 'rsvps'),
      formId: 'rsvp-1',
    });

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    ({ siteId, owner } = await createGuestSite(app));
  });
  afterAll(() => app.close());

  it('refuses an answer after the answer-by day when the owner closes the RSVP, storing nothing', async () => {
    await setDeadline('2030-01-14', true);
    const before = await storedCounts(app, siteId);
    const refused = expectErrorResponse(await answer(), 409);
    expect(refused.errorDescription.en).toContain('last day to answer has passed');
    expect(refused.message).toContain('2030-01-14');
    expect((await storedCounts(app, siteId)).rsvps).toBe(before.rsvps);
  });

  it('takes answers on the answer-by day itself and after it when the owner keeps the RSVP open', async () => {
    await setDeadline('2030-01-15', true);
    expect((await answer()).json()).toEqual({ invertedSuccess: false });
    await setDeadline('2030-01-14', false);
    expect((await answer()).json()).toEqual({ invertedSuccess: false });
  });

  it('keeps the date and the switch in the saved site', async () => {
    await setDeadline('2030-02-01', true);
    const site = await getSite(app, owner.cookie, siteId);
    const rsvp = site.usesSiteModules ? site.siteModules.find((m) => m.siteModuleType === 'Rsvp') : undefined;
    expect(rsvp).toMatchObject({ answerBy: '2030-02-01', closeAfterAnswerBy: true });
  });
});
