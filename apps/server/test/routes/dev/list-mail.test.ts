import { afterEach, describe, expect, it } from 'vitest';
import { devMailMessagesResponseSchema } from '@eventsite/core';
import type { App } from '../../../src/app';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';

describe('the mail simulator at /dev/mail', () => {
  let app: App | undefined;
  afterEach(() => app?.close());

  it('lists the outbox newest first, as JSON and as a page with clickable links', async () => {
    const clock = createClock();
    app = await buildTestApp({ now: clock.now });
    await app.mail.sendMail({ to: 'first@example.com', subject: 'First', text: 'Hello' });
    clock.advance(1000);
    await app.mail.sendMail({
      to: 'second@example.com',
      subject: 'Second <b>bold</b>',
      text: 'Open http://party.localhost:3000/aterstall-losenord/abc?x=1&y=2 now',
      html: '<p>Open</p>',
    });

    const json = await app.inject({ url: '/dev/mail/messages.json' });
    expect(json.statusCode).toBe(200);
    const { messages } = devMailMessagesResponseSchema.parse(json.json());
    expect(messages.map((message) => message.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(messages[0]).toMatchObject({
      subject: 'Second <b>bold</b>',
      html: '<p>Open</p>',
      status: 'pending',
    });
    expect(messages[1]?.createdAt).toBe('2030-01-15T12:00:00.000Z');

    const page = await app.inject({ url: '/dev/mail' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Second &lt;b&gt;bold&lt;/b&gt;');
    expect(page.body).toContain(
      '<a href="http://party.localhost:3000/aterstall-losenord/abc?x=1&amp;y=2">http://party.localhost:3000/aterstall-losenord/abc?x=1&amp;y=2</a>',
    );
    expect(page.body.indexOf('second@example.com')).toBeLessThan(page.body.indexOf('first@example.com'));
  });

  it('says so when no mail was sent', async () => {
    app = await buildTestApp();
    expect((await app.inject({ url: '/dev/mail' })).body).toContain('No mail has been sent yet.');
  });

  it('does not exist in production', async () => {
    app = await buildTestApp({ env: { NODE_ENV: 'production' } });
    expectErrorResponse(await app.inject({ url: '/dev/mail' }), 404);
    expectErrorResponse(await app.inject({ url: '/dev/mail/messages.json' }), 404);
  });

  it('does not exist when real SMTP delivery is configured', async () => {
    app = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    expectErrorResponse(await app.inject({ url: '/dev/mail' }), 404);
  });
});
