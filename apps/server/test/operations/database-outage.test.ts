import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@eventsite/core';
import type { App } from '../../src/app';
import { postJson } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { startDatabaseRelay, type DatabaseRelay, type Outage } from '../helpers/database-relay';
import { createTestDatabase } from '../helpers/test-database';
import { createGuestSite, storedCounts } from '../routes/guest/guest-site';

const GUESTS_AT_ONCE = 10;
const OUTAGE_MS = 2000;
/** At most GUESTS_AT_ONCE answers per pause, 200 a second: the 800 keys last the 4 seconds the guests answer. */
const GUEST_PAUSE_MS = 50;
/** The server's periodic database check (`DATABASE_CHECK_INTERVAL_MS`, the default), the first at start. */
const CHECK_INTERVAL_MS = 5000;

interface Answer {
  kind: 'rsvp' | 'post-key';
  at: number;
  statusCode: number;
  retryAfter: string | undefined;
  body: string;
}

const rsvp = (postKey: string, groupIdentifier: string) => ({
  guests: [
    {
      formElements: [
        { formElement: { id: 'q-name', formElementType: 'ShortText' }, value: 'Anna' },
        { formElement: { id: 'q-coming', formElementType: 'SingleSelect' }, selectedOption: { id: 'o-yes' } },
        { formElement: { id: 'q-food', formElementType: 'ShortText' }, value: '' },
      ],
    },
  ],
  language: 'sv',
  formId: 'rsvp-1',
  formTitle: { sv: 'OSA' },
  postKey,
  groupIdentifier,
});

/** The guest site and enough post keys, made on the database directly by another process. */
async function prepare(relay: DatabaseRelay): Promise<{ siteId: string; keys: string[] }> {
  const setup = await buildTestApp({ database: relay.upstream });
  try {
    const { siteId } = await createGuestSite(setup);
    const keys: string[] = [];
    while (keys.length < 800) {
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => setup.inject({ url: '/api/rsvps/post-key' })),
      );
      keys.push(...responses.map((response) => response.json<{ key: string }>().key));
    }
    return { siteId, keys };
  } finally {
    await setup.close();
  }
}

describe.runIf(process.env.DATABASE_URL)(
  'PostgreSQL unreachable for two seconds under guests answering',
  () => {
    let relay: DatabaseRelay | undefined;
    let app: App | undefined;
    afterEach(async () => {
      await app?.close();
      await relay?.close();
    });

    it.each<Outage>(['stopped', 'silent'])(
      '%s: every refusal is a 503 with Retry-After, and answers are taken again within a second of its return',
      async (outage) => {
        relay = await startDatabaseRelay(await createTestDatabase());
        const { siteId, keys } = await prepare(relay);
        // The keys are old enough for this server's clock, which runs ahead.
        app = await buildTestApp({
          database: relay.target,
          now: () => new Date(Date.now() + 10_000),
          env: { DATABASE_CHECK_INTERVAL_MS: String(CHECK_INTERVAL_MS) },
        });
        const started = performance.now();
        const server = app;
        const cut = relay;

        const answers: Answer[] = [];
        let stopping = false;
        let restoredAt = Number.POSITIVE_INFINITY;
        const note = (kind: Answer['kind'], response: Awaited<ReturnType<App['inject']>>) => {
          const retryAfter = response.headers['retry-after'];
          answers.push({
            kind,
            at: performance.now(),
            statusCode: response.statusCode,
            retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
            body: response.body,
          });
          return response.statusCode;
        };
        const guest = async (index: number) => {
          while (!stopping) {
            const key = keys.pop();
            if (!key) throw new Error('out of post keys');
            const response = await postJson(
              server,
              `/api/rsvps/${siteId}/v4/`,
              rsvp(key, `${index}-${keys.length}`),
            );
            const statusCode = note('rsvp', response);
            if (statusCode === 200 && performance.now() > restoredAt) stopping = true;
            // A guest told to come back later sends the same answer again, a little later.
            if (statusCode !== 200) keys.push(key);
            // Guests answer at a person's pace, so a fast database does not use up the post keys before the outage.
            await sleep(GUEST_PAUSE_MS);
          }
        };
        const keyFetcher = async () => {
          while (!stopping) {
            note('post-key', await server.inject({ url: '/api/rsvps/post-key' }));
            await sleep(20);
          }
        };
        // The worst moment: the database goes away just before the periodic check and returns just after it.
        const cutAndRestore = async () => {
          await sleep(started + CHECK_INTERVAL_MS - OUTAGE_MS / 2 - performance.now());
          await cut.cut(outage);
          await sleep(OUTAGE_MS);
          await cut.restore();
          restoredAt = performance.now();
          while (!stopping && performance.now() < restoredAt + 10_000) await sleep(50);
          stopping = true;
        };
        const startGuests = async () => {
          await sleep(started + CHECK_INTERVAL_MS - OUTAGE_MS - performance.now());
          await Promise.all([
            keyFetcher(),
            ...Array.from({ length: GUESTS_AT_ONCE }, (_unused, index) => guest(index)),
          ]);
        };
        await Promise.all([cutAndRestore(), startGuests()]);

        const wrong = answers.filter(
          (answer) =>
            answer.statusCode !== 200 &&
            (answer.statusCode !== 503 ||
              answer.retryAfter === undefined ||
              !errorResponseSchema.safeParse(JSON.parse(answer.body)).success),
        );
        expect(wrong.slice(0, 3), `${wrong.length} of ${answers.length} answers`).toEqual([]);
        const firstAfter = answers.find(
          (answer) => answer.kind === 'rsvp' && answer.statusCode === 200 && answer.at > restoredAt,
        );
        expect(firstAfter, 'no RSVP was taken after the database returned').toBeDefined();
        expect(Math.round((firstAfter?.at ?? Number.POSITIVE_INFINITY) - restoredAt)).toBeLessThan(1000);

        // Nothing acknowledged was lost.
        const acknowledged = answers.filter(
          (answer) =>
            answer.kind === 'rsvp' &&
            answer.statusCode === 200 &&
            answer.body.includes('"invertedSuccess":false'),
        );
        expect((await storedCounts(server, siteId)).rsvps).toBe(acknowledged.length);
      },
    );
  },
);
