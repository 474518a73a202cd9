import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import { importLegacySiteWithOwner } from '../../helpers/legacy-sites';
import { getSite, putJson } from '../../helpers/sites';

describe('the owner of a version-1 site (002 §7)', () => {
  const clock = createClock();
  let app: App;
  let siteId: string;
  let cookie: string;
  let stranger: string;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    ({ siteId, cookie } = await importLegacySiteWithOwner(app));
    stranger = (await registerAccount(app)).cookie;
  });
  afterAll(() => app.close());

  const remove = (url: string, headers: Record<string, string>) =>
    app.inject({
      method: 'DELETE',
      url,
      payload: '{}',
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('gives the caterer the older RSVPs as one form with their questions (issue 39 item 9)', async () => {
    const marked = await putJson(
      app,
      `/api/rsvps/${siteId}/diet-questions`,
      { questionIds: ['textField-allergies'] },
      cookie,
    );
    expect(marked.statusCode, marked.body).toBe(200);
    const sheet = await app.inject({ url: `/api/rsvps/${siteId}/caterer`, headers: { cookie } });
    expect(sheet.statusCode, sheet.body).toBe(200);
    const { forms, questionIds } = sheet.json<{
      questionIds: string[];
      forms: { formId: string; summary: { guests: number; choices: unknown[] } }[];
    }>();
    expect(questionIds).toEqual(['textField-allergies']);
    expect(forms.map((form) => form.formId)).toEqual(['legacy']);
    expect(forms[0]?.summary.guests).toBe(1);
  });

  it('lists the legacy answers in data.data and deletes one', async () => {
    const list = await app.inject({ url: `/api/rsvps/${siteId}`, headers: { cookie } });
    expect(list.statusCode, list.body).toBe(200);
    const answers = list.json<{ data: { data: { _id: string; firstName: string }[] } }>().data.data;
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ firstName: 'Karin', site: siteId });
    const v4 = await app.inject({ url: `/api/rsvps/${siteId}/v4`, headers: { cookie } });
    expect(v4.json()).toEqual({ data: { data: [] } });

    const id = answers[0]!._id;
    const deleted = await remove(`/api/rsvps/${siteId}/${id}`, { cookie });
    expect(deleted.statusCode).toBe(200);
    const again = await remove(`/api/rsvps/${siteId}/${id}`, { cookie });
    expectErrorResponse(again, 404);
    const after = await app.inject({ url: `/api/rsvps/${siteId}`, headers: { cookie } });
    expect(after.json()).toEqual({ data: { data: [] } });
  });

  it('keeps the answers from anyone but the owner', async () => {
    const callers: Record<string, string>[] = [{}, { cookie: stranger }];
    for (const headers of callers) {
      expectErrorResponse(await app.inject({ url: `/api/rsvps/${siteId}`, headers }), 403);
      expectErrorResponse(await remove(`/api/rsvps/${siteId}/x`, headers), 403);
    }
  });

  it('saves through the legacy PUT with the 409 rule, and only the owner may', async () => {
    const site = await getSite(app, cookie, siteId);
    if (site.usesSiteModules) throw new Error('expected a version-1 site');
    const edited = { ...site, mailReceivers: { rsvp: ['ny@example.se'] } };
    const saved = await putJson(app, `/api/sites/${siteId}`, edited, cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      siteVersion: site.siteVersion + 1,
      mailReceivers: { rsvp: ['ny@example.se'] },
    });
    const stale = await putJson(app, `/api/sites/${siteId}`, edited, cookie);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ site: { siteVersion: site.siteVersion + 1 } });
    expectErrorResponse(await putJson(app, `/api/sites/${siteId}`, edited, stranger), 403);
    const tooMany = {
      ...edited,
      siteVersion: site.siteVersion + 1,
      mailReceivers: { rsvp: Array.from({ length: 7 }, (_, i) => `r${i}@example.se`) },
    };
    expectErrorResponse(await putJson(app, `/api/sites/${siteId}`, tooMany, cookie), 400);
  });
});
