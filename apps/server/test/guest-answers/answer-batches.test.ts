import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormAnswer } from '@eventsite/core';
import type { App } from '../../src/app';
import { formSubmissions } from '../../src/db/schema';
import { commitAnswerInOneStatement } from '../../src/guest-answers/commit-answer';
import { guestAnswerDepsOf } from '../../src/guest-answers/guest-answer-deps';
import { buildTestApp } from '../helpers/build-test-app';
import { createClock } from '../helpers/clock';
import { createGuestSite, fetchPostKey } from '../routes/guest/guest-site';

/** Group commit (issue 40): answers that come while the database is busy share one statement. */
describe('commitAnswerInOneStatement with answers arriving together', () => {
  const clock = createClock();
  let app: App;
  let siteId: string;

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    ({ siteId } = await createGuestSite(app));
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => app.close());

  const formAnswer = (id: string = randomUUID()): FormAnswer => ({
    _id: id,
    formId: 'form-1',
    formTitle: { sv: 'Musikönskemål' },
    createdAt: clock.now().toISOString(),
    language: 'sv',
    recipients: [],
    formElements: [],
  });

  /** Commits a Form answer with its own mail; resolves whether it was stored. */
  const commit = (postKey: string, answer: FormAnswer) =>
    commitAnswerInOneStatement(guestAnswerDepsOf(app), {
      postKey,
      kind: 'form-submission',
      now: clock.now(),
      writes: (keyIsGood) => [app.repositories.guestAnswers.addFormAnswerWhen(siteId, answer, keyIsGood)],
      mails: [{ to: `${answer._id}@example.se`, subject: 'Svar', text: answer._id }],
    });

  const keys = (count: number) =>
    Promise.all(Array.from({ length: count }, () => fetchPostKey(app, clock, 'form-submissions')));

  const isStored = async (answer: FormAnswer) => {
    const rows = await app.db.select().from(formSubmissions).where(eq(formSubmissions.id, answer._id));
    const mails = await app.mail.outbox.listNewestFirst(1000);
    return { row: rows.length === 1, mail: mails.some((mail) => mail.to === `${answer._id}@example.se`) };
  };

  /** The answer statements sent so far (each heads with a post key's `used_key`), with their values. */
  const sentStatements = () => {
    const prepareQuery = vi.spyOn(app.db._.session, 'prepareQuery');
    return () =>
      prepareQuery.mock.calls.map(([query]) => query).filter(({ sql }) => sql.includes('used_key'));
  };

  /** Counts the answer statements sent (each heads with a post key's `used_key`). */
  const countStatements = () => {
    const prepareQuery = vi.spyOn(app.db._.session, 'prepareQuery');
    return () => prepareQuery.mock.calls.filter(([query]) => query.sql.includes('used_key')).length;
  };

  it('stores eight answers sent at once in fewer statements, each with its own mail and result', async () => {
    const postKeys = await keys(8);
    const answers = postKeys.map(() => formAnswer());
    const statements = countStatements();

    const results = await Promise.all(
      postKeys.map((key, index) => commit(key, answers[index] as FormAnswer)),
    );

    expect(results).toEqual(Array(8).fill(true));
    // The first answers go at once, alone; the others wait for them and go together.
    expect(statements()).toBeLessThanOrEqual(3);
    for (const answer of answers) expect(await isStored(answer)).toEqual({ row: true, mail: true });
  });

  it('stores nothing of an answer with a suspect key while its neighbours in the batch are stored', async () => {
    const [first, second, third] = await keys(3);
    const young = (await app.inject({ url: '/api/form-submissions/post-key' })).json<{ key: string }>().key;
    const answers = [formAnswer(), formAnswer(), formAnswer(), formAnswer(), formAnswer()];
    const statements = countStatements();

    const results = await Promise.all(
      [first, second, young, 'unknown-key', third].map((key, index) =>
        commit(key as string, answers[index] as FormAnswer),
      ),
    );

    expect(results).toEqual([true, true, false, false, true]);
    expect(statements()).toBeLessThan(5);
    const stored = await Promise.all(answers.map(isStored));
    expect(stored.map((answer) => answer.row)).toEqual([true, true, false, false, true]);
    expect(stored.map((answer) => answer.mail)).toEqual([true, true, false, false, true]);
  });

  it('never puts two answers that touch the same rows in one statement', async () => {
    const postKeys = await keys(3);
    const answers = [formAnswer(), formAnswer(), formAnswer()];
    // The last two read and change the same rows (one pot's sum, one module's count of sign-ups).
    const touches = [['pot:a'], ['pot:b'], ['pot:b']];
    const sent = sentStatements();

    const results = await Promise.all(
      postKeys.map((postKey, index) =>
        commitAnswerInOneStatement(guestAnswerDepsOf(app), {
          postKey,
          kind: 'form-submission',
          now: clock.now(),
          writes: (keyIsGood) => [
            app.repositories.guestAnswers.addFormAnswerWhen(siteId, answers[index] as FormAnswer, keyIsGood),
          ],
          mails: [],
          touches: touches[index] ?? [],
        }),
      ),
    );

    expect(results).toEqual([true, true, true]);
    const carries = (answer: FormAnswer) => (statement: { params: unknown[] }) =>
      statement.params.some((value) => value === answer._id);
    const [, second, third] = answers as [FormAnswer, FormAnswer, FormAnswer];
    expect(sent().filter(carries(second))).toHaveLength(1);
    expect(sent().filter((statement) => carries(second)(statement) && carries(third)(statement))).toEqual([]);
  });

  it('stores an answer once when the same key comes twice in one burst', async () => {
    const [key] = await keys(1);
    const [other] = await keys(1);
    const answers = [formAnswer(), formAnswer(), formAnswer()];

    const results = await Promise.all(
      [other, key, key].map((postKey, index) => commit(postKey as string, answers[index] as FormAnswer)),
    );

    expect(results).toEqual([true, true, false]);
  });

  it('fails only the failing answer of a batch: its neighbours are stored with their mails', async () => {
    const taken = formAnswer();
    const [firstKey, ...postKeys] = await keys(5);
    expect(await commit(firstKey as string, taken)).toBe(true);
    // The third answer reuses a stored answer's id: its insert fails, and with it its batch's statement.
    const answers = [formAnswer(), formAnswer(), formAnswer(taken._id), formAnswer()];
    const statements = countStatements();

    const results = await Promise.allSettled(
      postKeys.map((key, index) => commit(key, answers[index] as FormAnswer)),
    );

    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(statements()).toBeGreaterThan(postKeys.length);
    for (const index of [0, 1, 3])
      expect(await isStored(answers[index] as FormAnswer)).toEqual({ row: true, mail: true });
    // Its statement stored nothing, as one alone does: its key is still good for the guest's next try.
    expect(await commit(postKeys[2] as string, formAnswer())).toBe(true);
  });
});
