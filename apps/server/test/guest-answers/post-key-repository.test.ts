import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/accounts/secret-token';
import type { App } from '../../src/app';
import { postKeys } from '../../src/db/schema';
import { buildTestApp } from '../helpers/build-test-app';
import { createClock } from '../helpers/clock';

describe('PostKeyRepository.deleteExpired', () => {
  const clock = createClock();
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
  });
  afterAll(() => app.close());

  it('forgets keys older than 24 hours and keeps the younger ones', async () => {
    const repository = app.repositories.postKeys;
    const old = await repository.create('rsvp', clock.now());
    await repository.create('form-submission', clock.now());
    clock.advance(3000);
    // A used key goes as well as an unused one.
    await app.db
      .update(postKeys)
      .set({ usedAt: clock.now() })
      .where(eq(postKeys.keyHash, hashToken(old)));
    clock.advance(12 * 60 * 60 * 1000);
    await repository.create('rsvp', clock.now());
    clock.advance(12 * 60 * 60 * 1000);

    expect(await repository.deleteExpired(clock.now())).toBe(2);
    expect(await app.db.select().from(postKeys)).toHaveLength(1);
  });
});
