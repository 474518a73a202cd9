import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import {
  OutboxDelivery,
  retryDelayMs,
  MAX_ATTEMPTS,
  type MailTransport,
} from '../../src/mail/deliver-outbox';
import { postJson, registerAccount } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { createClock } from '../helpers/clock';
import { startFakeSmtpServer, unusedPort, type FakeSmtpServer } from '../helpers/fake-smtp-server';

const MESSAGE = { to: 'guest@example.com', subject: 'Hej', text: 'Hello there', html: '<p>Hello there</p>' };

describe('mail', () => {
  let app: App | undefined;
  let smtp: FakeSmtpServer | undefined;
  afterEach(async () => {
    await app?.close();
    await smtp?.close();
    app = undefined;
    smtp = undefined;
  });

  it('without SMTP keeps the mail in the outbox, pending', async () => {
    app = await buildTestApp();
    await app.mail.sendMail(MESSAGE);
    expect(await app.mail.deliverDue()).toBe(0);
    const [mail] = await app.mail.outbox.listNewestFirst(10);
    expect(mail).toMatchObject({ ...MESSAGE, status: 'pending', attempts: 0 });
  });

  it('delivers a reset mail over SMTP and marks it sent', async () => {
    smtp = await startFakeSmtpServer();
    app = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Festsidan <hej@festsidan.se>' } });
    const { mail } = await registerAccount(app);
    expect((await postJson(app, '/api/accounts/reset-password/', { mail })).statusCode).toBe(200);

    const [received] = await smtp.waitFor(1);
    expect(received?.from).toBe('hej@festsidan.se');
    expect(received?.to).toEqual([mail]);
    expect(received?.data).toMatch(/aterstall-losenord\/[\w-]{43}/);
    expect(received?.data).toContain('Länken gäller i en timme');

    await app.mail.deliverDue();
    const [stored] = await app.mail.outbox.listNewestFirst(10);
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(stored?.sentAt).toBeInstanceOf(Date);
  });

  it('delivers mails left pending by an earlier process when it starts', async () => {
    smtp = await startFakeSmtpServer();
    app = await buildTestApp({ env: { SMTP_URL: smtp.url } });
    await app.mail.outbox.add(MESSAGE, new Date());
    await app.ready();
    const [received] = await smtp.waitFor(1);
    expect(received?.to).toEqual([MESSAGE.to]);
  });

  it('leaves a mail the SMTP server refuses in the outbox and retries it later', async () => {
    const clock = createClock();
    smtp = await startFakeSmtpServer();
    smtp.refusing = true;
    app = await buildTestApp({ now: clock.now, env: { SMTP_URL: smtp.url } });
    await app.mail.sendMail(MESSAGE);
    await app.mail.deliverDue();

    const [failed] = await app.mail.outbox.listNewestFirst(10);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.lastError).toContain('451');
    expect(failed?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));

    smtp.refusing = false;
    expect(await app.mail.deliverDue()).toBe(0);
    clock.advance(retryDelayMs(1));
    expect(await app.mail.deliverDue()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect((await app.mail.outbox.listNewestFirst(10))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('keeps the mail when the SMTP server cannot be reached, and gives up after the last attempt', async () => {
    const clock = createClock();
    app = await buildTestApp({ now: clock.now, env: { SMTP_URL: `smtp://127.0.0.1:${await unusedPort()}` } });
    await app.mail.sendMail(MESSAGE);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await app.mail.deliverDue();
      const [mail] = await app.mail.outbox.listNewestFirst(10);
      expect(mail?.attempts).toBe(attempt);
      expect(mail?.status).toBe(attempt < MAX_ATTEMPTS ? 'pending' : 'failed');
      clock.advance(retryDelayMs(attempt));
    }
    expect((await app.mail.outbox.listNewestFirst(10))[0]?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it('never sends a mail twice when several processes deliver at once', async () => {
    app = await buildTestApp();
    for (let index = 0; index < 12; index += 1)
      await app.mail.sendMail({ ...MESSAGE, subject: `Mail ${index}` });

    const sent: string[] = [];
    const transport: MailTransport = {
      send: async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(message.subject);
      },
      close: () => {},
    };
    const deliveries = [1, 2, 3].map(
      () =>
        new OutboxDelivery({
          outbox: (app as App).mail.outbox,
          transport,
          from: 'test@example.com',
          now: () => new Date(),
          log: (app as App).log,
        }),
    );
    const counts = await Promise.all(deliveries.map((delivery) => delivery.deliverDue()));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(12);
    expect(new Set(sent).size).toBe(12);
    expect(sent).toHaveLength(12);
  });
});
