import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { passwordResetTokens, sessions } from '../../../src/db/schema';
import { PASSWORD, postJson, registerAccount, uniqueMail } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';

const MINUTE = 60 * 1000;
const NEW_PASSWORD = 'a brand new password';

describe('password reset', () => {
  const clock = createClock();
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
  });
  afterAll(() => app.close());

  const requestReset = (payload: unknown) => postJson(app, '/api/accounts/reset-password/', payload);
  const setPassword = (payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: '/api/accounts/reset-password/',
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    });

  async function mailsTo(mail: string) {
    return (await app.mail.outbox.listNewestFirst(100)).filter((message) => message.to === mail);
  }

  async function tokenMailedTo(mail: string): Promise<string> {
    const [latest] = await mailsTo(mail);
    const token = /\/aterstall-losenord\/([\w-]+)/.exec(latest?.text ?? '')?.[1];
    if (!token) throw new Error(`No reset link mailed to ${mail}`);
    return token;
  }

  describe('POST /api/accounts/reset-password/', () => {
    it('mails a link to /aterstall-losenord/{token} in the account language', async () => {
      const { mail } = await registerAccount(app);
      const response = await requestReset({ mail: mail.toUpperCase() });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });

      const [message] = await mailsTo(mail);
      expect(message?.subject).toBe('Återställ ditt lösenord på Festsidan');
      expect(message?.text).toMatch(/^Hej!/);
      expect(message?.text).toMatch(/http:\/\/party\.localhost:3000\/aterstall-losenord\/[\w-]{43}\n/);
      expect(message?.html).toContain(
        `href="http://party.localhost:3000/aterstall-losenord/${await tokenMailedTo(mail)}"`,
      );
    });

    it('writes in the language asked for', async () => {
      const { mail } = await registerAccount(app);
      await requestReset({ mail, language: 'en' });
      expect((await mailsTo(mail))[0]?.subject).toBe('Reset your Festsidan password');
      await requestReset({ mail, language: 'da' });
      expect((await mailsTo(mail))[0]?.subject).toBe('Nulstil din adgangskode til Festsidan');
    });

    it('answers the same for an unknown mail and sends nothing (no account probing)', async () => {
      const { mail } = await registerAccount(app);
      const known = await requestReset({ mail });
      const unknownMail = uniqueMail('nobody');
      const unknown = await requestReset({ mail: unknownMail });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(await mailsTo(unknownMail)).toHaveLength(0);
    });

    it('answers 400 for a missing or malformed mail', async () => {
      expect(expectErrorResponse(await requestReset({}), 400).message).toContain('body.mail');
      expectErrorResponse(await requestReset({ mail: 'nope' }), 400);
    });
  });

  describe('PUT /api/accounts/reset-password/', () => {
    it('sets the password, ends every session of the account and works once', async () => {
      const { mail, cookie } = await registerAccount(app);
      await requestReset({ mail });
      const token = await tokenMailedTo(mail);

      const response = await setPassword({ token, password: NEW_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });

      expectErrorResponse(await app.inject({ url: '/api/accounts/me/', headers: { cookie } }), 403);
      expectErrorResponse(await postJson(app, '/api/accounts/login/', { mail, password: PASSWORD }), 401);
      expect((await postJson(app, '/api/accounts/login/', { mail, password: NEW_PASSWORD })).statusCode).toBe(
        200,
      );

      const again = expectErrorResponse(await setPassword({ token, password: 'yet another one' }), 400);
      expect(again.errorDescription.sv).toContain('Länken för att återställa lösenordet');
    });

    it('voids the older links of the account once a password is set', async () => {
      const { mail } = await registerAccount(app);
      await requestReset({ mail });
      const older = await tokenMailedTo(mail);
      await requestReset({ mail });
      const newer = await tokenMailedTo(mail);
      expect(newer).not.toBe(older);

      expect((await setPassword({ token: newer, password: NEW_PASSWORD })).statusCode).toBe(200);
      expectErrorResponse(await setPassword({ token: older, password: NEW_PASSWORD }), 400);
    });

    it('refuses a link older than one hour', async () => {
      const { mail } = await registerAccount(app);
      await requestReset({ mail });
      const token = await tokenMailedTo(mail);
      clock.advance(60 * MINUTE);
      expectErrorResponse(await setPassword({ token, password: NEW_PASSWORD }), 400);
    });

    it('accepts a link just under one hour old', async () => {
      const { mail } = await registerAccount(app);
      await requestReset({ mail });
      const token = await tokenMailedTo(mail);
      clock.advance(59 * MINUTE);
      expect((await setPassword({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it('refuses an unknown token without touching any session', async () => {
      const before = await app.db.select().from(sessions);
      expectErrorResponse(await setPassword({ token: 'made-up-token', password: NEW_PASSWORD }), 400);
      expect(await app.db.select().from(sessions)).toEqual(before);
    });

    it('stores only a hash of the token', async () => {
      const { mail } = await registerAccount(app);
      await requestReset({ mail });
      const token = await tokenMailedTo(mail);
      expect(
        await app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, token)),
      ).toHaveLength(0);
    });

    it.each([
      ['no token', { password: NEW_PASSWORD }, 'body.token'],
      ['a short password', { token: 'x', password: '123' }, 'body.password'],
      ['a numeric token', { token: 5, password: NEW_PASSWORD }, 'body.token'],
    ])('answers 400 for %s', async (_case, payload, field) => {
      expect(expectErrorResponse(await setPassword(payload), 400).message).toContain(field);
    });
  });
});
