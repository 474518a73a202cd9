import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  householdImportResponseSchema,
  householdsResponseSchema,
  type HouseholdInput,
  type HouseholdsResponse,
} from '@eventsite/core';
import type { App } from '../../../src/app';
import { rsvpAnswers } from '../../../src/db/schema';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';
import { createSite, getSite, putJson } from '../../helpers/sites';

const EK: HouseholdInput = {
  name: 'Familjen Ek',
  members: ['Anna Ek', 'Bo Ek'],
  mail: 'ek@example.com',
  phone: '070-123 45 67',
  language: 'en',
  tags: ['kusiner'],
  events: null,
};

describe('the guest list', () => {
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
  });
  afterAll(() => app.close());

  const list = async (): Promise<HouseholdsResponse> => {
    const response = await app.inject({
      url: `/api/sites/${siteId}/households`,
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return householdsResponseSchema.parse(response.json());
  };
  const add = (input: unknown) =>
    postJson(app, `/api/sites/${siteId}/households`, input, { cookie: owner.cookie });
  const remove = (url: string) =>
    app.inject({
      method: 'DELETE',
      url,
      payload: '{}',
      headers: { 'content-type': 'application/json', cookie: owner.cookie },
    });
  const clear = async () => {
    for (const household of (await list()).households) {
      expect((await remove(`/api/sites/${siteId}/households/${household._id}`)).statusCode).toBe(200);
    }
  };

  it('adds a household with its own unguessable token, and counts it as invited and not answered', async () => {
    await clear();
    const response = await add(EK);
    expect(response.statusCode, response.body).toBe(201);
    const { households, counts } = await list();
    expect(households).toHaveLength(1);
    const [household] = households;
    expect(household).toMatchObject({ ...EK, answerStatus: 'notAnswered' });
    // 18 random bytes in base64url: 24 characters, 144 bits.
    expect(household?.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(counts).toEqual({ invited: 1, yes: 0, no: 0, notAnswered: 1 });
  });

  it('edits a household, gives it a new token and deletes it', async () => {
    await clear();
    await add(EK);
    const [household] = (await list()).households;
    const url = `/api/sites/${siteId}/households/${household?._id}`;
    const edited = await putJson(app, url, { ...EK, members: ['Anna Ek'], language: 'sv' }, owner.cookie);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await list()).households[0]).toMatchObject({ members: ['Anna Ek'], language: 'sv' });

    const renewed = await postJson(app, `${url}/token`, {}, { cookie: owner.cookie });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const token = (await list()).households[0]?.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(token).not.toBe(household?.token);

    const deleted = await remove(url);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await list()).households).toEqual([]);
    expectErrorResponse(await remove(url), 404);
  });

  it('refuses a language the site does not offer, and a household without members', async () => {
    expect(expectErrorResponse(await add({ ...EK, language: 'de' }), 400).errorDescription.en).toMatch(
      /not one of the site's languages/,
    );
    expectErrorResponse(await add({ ...EK, members: [] }), 400);
  });

  it('refuses every call to anyone but the owner', async () => {
    await clear();
    await add(EK);
    const [household] = (await list()).households;
    const stranger = await registerAccount(app);
    await createSite(app, stranger.cookie);
    const base = `/api/sites/${siteId}/households`;
    const calls = [
      { method: 'GET', url: base },
      { method: 'POST', url: base, payload: EK },
      { method: 'PUT', url: `${base}/${household?._id}`, payload: EK },
      { method: 'DELETE', url: `${base}/${household?._id}`, payload: {} },
      { method: 'POST', url: `${base}/${household?._id}/token`, payload: {} },
      { method: 'POST', url: `${base}/import`, payload: { rows: [['Familjen Berg']] } },
    ] as const;
    for (const cookie of [undefined, stranger.cookie]) {
      for (const call of calls) {
        const response = await app.inject({
          method: call.method,
          url: call.url,
          ...('payload' in call ? { payload: JSON.stringify(call.payload) } : {}),
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        });
        expectErrorResponse(response, 403);
      }
    }
    expect((await list()).households).toMatchObject([{ ...EK, token: household?.token }]);
  });

  it('imports the good rows of a sheet and says what is wrong with the others', async () => {
    await clear();
    const response = await postJson(
      app,
      `/api/sites/${siteId}/households/import`,
      {
        rows: [
          ['Name', 'Members', 'Mail', 'Language'],
          ['Familjen Berg', 'Cilla, Dan', 'berg@example.com', 'English'],
          ['', 'Nobody', '', ''],
          ['Familjen Fors', 'Eva', 'not-a-mail', 'sv'],
          ['Gustav Holm', '', '', ''],
        ],
      },
      { cookie: owner.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(householdImportResponseSchema.parse(response.json())).toEqual({
      created: 2,
      skipped: [
        { line: 3, problems: ['nameMissing'] },
        { line: 4, problems: ['mailInvalid'] },
      ],
      duplicates: [],
    });
    expect(
      (await list()).households.map(({ name, members, language }) => ({ name, members, language })),
    ).toEqual([
      { name: 'Familjen Berg', members: ['Cilla', 'Dan'], language: 'en' },
      { name: 'Gustav Holm', members: ['Gustav Holm'], language: 'sv' },
    ]);
  });

  it('skips the households of a sheet already on the list or twice in it, unless the owner adds them anyway', async () => {
    await clear();
    await add(EK);
    const rows = [
      ['Namn', 'Gäster', 'E-post'],
      ['FAMILJEN EK', 'Anna', ''],
      ['Anna och Bo', 'Anna, Bo', 'EK@example.com'],
      ['Åsa Öberg', '', 'asa@example.se'],
      ['Asa Oberg', '', ''],
      ['Familjen Lund', 'Per', ''],
    ];
    const skipped = await postJson(
      app,
      `/api/sites/${siteId}/households/import`,
      { rows },
      { cookie: owner.cookie },
    );
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(householdImportResponseSchema.parse(skipped.json())).toEqual({
      created: 2,
      skipped: [],
      duplicates: [
        { line: 2, duplicate: 'onList' },
        { line: 3, duplicate: 'onList' },
        { line: 5, duplicate: 'inSheet' },
      ],
    });
    expect((await list()).households.map(({ name }) => name)).toEqual([
      'Familjen Ek',
      'Åsa Öberg',
      'Familjen Lund',
    ]);

    const again = await postJson(
      app,
      `/api/sites/${siteId}/households/import`,
      { rows: rows.slice(0, 2) },
      { cookie: owner.cookie },
    );
    expectErrorResponse(again, 400);

    const added = await postJson(
      app,
      `/api/sites/${siteId}/households/import`,
      { rows: rows.slice(0, 2), duplicates: 'add' },
      { cookie: owner.cookie },
    );
    expect(added.json()).toEqual({ created: 1, skipped: [], duplicates: [] });
    expect((await list()).households.map(({ name }) => name)).toContain('FAMILJEN EK');
  });

  it('refuses an import where no row is a household', async () => {
    const response = await postJson(
      app,
      `/api/sites/${siteId}/households/import`,
      { rows: [['', 'Nobody']] },
      { cookie: owner.cookie },
    );
    expectErrorResponse(response, 400);
  });

  it('counts the households by the answers tied to them', async () => {
    await clear();
    await add(EK);
    await add({ ...EK, name: 'Familjen Berg' });
    await add({ ...EK, name: 'Familjen Fors' });
    const [ek, berg] = (await list()).households;
    const answer = (id: string, option: 'yes' | 'no') => ({
      _id: id,
      formId: 'rsvp-1',
      formTitle: {},
      createdAt: '2030-01-01T00:00:00.000Z',
      language: 'sv',
      recipients: [],
      groupIdentifier: id,
      formElements: [
        {
          formElement: {
            id: 'coming',
            formElementType: 'SingleSelect',
            label: { sv: 'Kommer du?' },
            required: true,
            showConditions: [],
            options: [],
          },
          selectedOption: { id: option, text: { sv: option === 'yes' ? 'Ja' : 'Nej' } },
        },
      ],
    });
    const row = (id: string, householdId: string | undefined, option: 'yes' | 'no') => ({
      id,
      siteId,
      groupIdentifier: id,
      createdAt: new Date(),
      answer: answer(id, option),
      householdId: householdId ?? null,
    });
    await app.db.insert(rsvpAnswers).values([row('a1', ek?._id, 'yes'), row('a2', berg?._id, 'no')]);
    const { households, counts } = await list();
    expect(households.map((household) => household.answerStatus)).toEqual(['yes', 'no', 'notAnswered']);
    expect(counts).toEqual({ invited: 3, yes: 1, no: 1, notAnswered: 1 });
  });

  it('keeps the guest list when a version of the site is restored', async () => {
    await clear();
    const site = await getSite(app, owner.cookie, siteId);
    await add(EK);
    const restored = await postJson(
      app,
      `/api/sites/${siteId}/versions/${site.siteVersion}/restore`,
      {},
      {
        cookie: owner.cookie,
      },
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await list()).households).toMatchObject([EK]);
  });
});

describe('the guest list limit', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('holds at most 1,000 households', async () => {
    const { cookie } = await registerAccount(app);
    const siteId = await createSite(app, cookie);
    const rows = Array.from({ length: 1000 }, (_, index) => [`Household ${index + 1}`]);
    const imported = await postJson(app, `/api/sites/${siteId}/households/import`, { rows }, { cookie });
    expect(imported.statusCode, imported.body).toBe(200);
    const response = await postJson(app, `/api/sites/${siteId}/households`, EK, { cookie });
    expect(expectErrorResponse(response, 409).errorDescription.en).toMatch(/at most 1,000 households/);
  });
});
