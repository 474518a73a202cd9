import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMailMessagesResponseSchema, SIMULATED_CARD_NUMBERS } from '@eventsite/core';
import type { App } from '../../../src/app';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { confirmSimulatedCard, payByCard, startCardPayment } from '../../helpers/payments';
import { createSite } from '../../helpers/sites';

/** `decisions.md` §8: a Danish wedding couple reads Danish, in kroner, from the card form to the mails. */
describe('paying by card on the Danish market (MARKET=dk, BRAND=wedding)', () => {
  const clock = createClock();
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, env: { MARKET: 'dk', BRAND: 'wedding' } });
    owner = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
  });
  afterAll(() => app.close());

  async function mails() {
    const response = await app.inject({ url: '/dev/mail/messages.json' });
    return devMailMessagesResponseSchema.parse(response.json()).messages;
  }

  it('declines a card in Danish, as Stripe’s Danish card form would', async () => {
    const session = await startCardPayment(app, owner.cookie, siteId, 'subdomain', 'sofie.wedding.localhost');
    expect(await confirmSimulatedCard(app, session.client_secret, SIMULATED_CARD_NUMBERS.declined)).toEqual({
      ok: false,
      message: 'Dit kort blev afvist.',
    });
    expect(
      await confirmSimulatedCard(app, session.client_secret, SIMULATED_CARD_NUMBERS.insufficientFunds),
    ).toEqual({ ok: false, message: 'Der er ikke dækning nok på dit kort.' });
  });

  it('mails a Danish receipt from Bryllupssiden in Danish kroner, never in Swedish or SEK', async () => {
    const reference = await payByCard(
      app,
      owner.cookie,
      siteId,
      'subdomain',
      'sofieogmads.wedding.localhost',
    );
    const sent = (await mails()).find((message) => message.text.includes(reference));
    expect(sent).toMatchObject({ to: owner.mail, subject: 'Kvittering fra Bryllupssiden' });
    expect(sent?.text).toContain('Tak for dit køb hos Bryllupssiden. Her er din kvittering.');
    expect(sent?.text).toContain('Produkt: Subdomæne');
    expect(sent?.text).toContain('Beløb ekskl. moms: 359,20\u00a0kr.');
    expect(sent?.text).toContain('Moms: 89,80\u00a0kr.');
    expect(sent?.text).toContain('I alt inkl. moms: 449,00\u00a0kr.');
    expect(sent?.text).toContain('Betalingsmåde: Kort');
    expect(sent?.text).toContain('Venlig hilsen\nBryllupssiden');
    expect(`${sent?.subject} ${sent?.text} ${sent?.html}`).not.toMatch(/SEK|Kvitto|Tack|Swish|[äö]/);
  });

  it('mails the password reset link in Danish, from Bryllupssiden', async () => {
    const response = await postJson(app, '/api/accounts/reset-password/', { mail: owner.mail });
    expect(response.statusCode, response.body).toBe(200);
    const sent = (await mails()).find(
      (message) => message.to === owner.mail && message.text.includes('adgangskode'),
    );
    expect(sent?.subject).toBe('Nulstil din adgangskode til Bryllupssiden');
    expect(sent?.text).toContain('Linket gælder i en time og kan kun bruges én gang.');
    expect(`${sent?.subject} ${sent?.text}`).not.toMatch(/lösenord|[äö]/);
  });
});
