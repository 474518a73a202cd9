import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';
import { createSite, siteOf } from '../../helpers/sites';

describe('GET /api/sites/{id}', () => {
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
  });
  afterAll(() => app.close());

  it('answers the whole site, private fields included, to its owner', async () => {
    const response = await app.inject({ url: `/api/sites/${siteId}`, headers: { cookie: owner.cookie } });
    expect(response.statusCode).toBe(200);
    const site = siteOf(response);
    expect(site).toMatchObject({ _id: siteId, siteVersion: 1, wizardData: { name1: 'Anna' } });
    // The recipients the owner chose, and the owner's own mail for the form and speech sign-up that had none
    // (issue 18, item 8).
    expect(site.formRecipients).toEqual([
      { formId: 'rsvp-1', recipients: ['anna@example.se', 'erik@example.se'] },
      { formId: 'form-1', recipients: [owner.mail] },
      { formId: 'speech-1', recipients: [owner.mail] },
    ]);
  });

  it('answers 403 to another account, when logged out, and for a site that does not exist', async () => {
    const stranger = await registerAccount(app);
    expectErrorResponse(
      await app.inject({ url: `/api/sites/${siteId}`, headers: { cookie: stranger.cookie } }),
      403,
    );
    expectErrorResponse(await app.inject({ url: `/api/sites/${siteId}` }), 403);
    expectErrorResponse(
      await app.inject({ url: '/api/sites/missing', headers: { cookie: owner.cookie } }),
      403,
    );
  });

  it('answers 403, before reading anything, for an id that cannot be a site id', async () => {
    expectErrorResponse(
      await app.inject({
        url: `/api/sites/${encodeURIComponent('a b<c>')}`,
        headers: { cookie: owner.cookie },
      }),
      403,
    );
  });
});
