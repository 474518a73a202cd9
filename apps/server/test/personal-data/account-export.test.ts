import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { mailOutbox } from '../../src/db/schema';
import { registerAccount } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { expectErrorResponse } from '../helpers/expect-error';
import { fillSite } from '../helpers/personal-data';
import { readZip } from '../helpers/read-zip';
import { createSite } from '../helpers/sites';

let app: App;

beforeEach(async () => {
  app = await buildTestApp();
});

afterEach(async () => {
  await app.close();
});

/** Asks for the export until the zip comes, as the account page polls. */
async function downloadExport(cookie: string): Promise<Buffer> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const response = await app.inject({ url: '/api/accounts/me/export', headers: { cookie } });
    if (response.statusCode === 200) {
      expect(response.headers['content-type']).toBe('application/zip');
      return response.rawPayload;
    }
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ status: 'preparing' });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The export never became ready');
}

describe('GET /api/accounts/me/export', () => {
  it('answers 403 without a session', async () => {
    expectErrorResponse(await app.inject({ url: '/api/accounts/me/export' }), 403);
  });

  it('gives one zip with every kind of the owner’s data, and none of another owner’s', async () => {
    const owner = await registerAccount(app);
    const siteId = await createSite(app, owner.cookie);
    const filled = await fillSite(app, siteId, 'Owner');
    const other = await registerAccount(app);
    await fillSite(app, await createSite(app, other.cookie), 'Stranger');

    const first = await app.inject({ url: '/api/accounts/me/export', headers: { cookie: owner.cookie } });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({ status: 'preparing' });
    const files = await readZip(await downloadExport(owner.cookie));
    const names = [...files.keys()];
    const text = (name: string) => files.get(name)?.toString('utf8') ?? '';

    expect(JSON.parse(text('account.json'))).toMatchObject({ mail: owner.mail });
    expect(JSON.parse(text('site/site.json'))).toMatchObject({ _id: siteId });
    expect(names).toEqual(expect.arrayContaining(['site/versions/1.json', 'site/versions/99.json']));
    expect(text('answers/rsvp.json')).toContain('Svar Owner');
    // The day's events (issue 34): each guest's attendance is part of the answer, the invitations part of the household.
    expect(JSON.parse(text('answers/rsvp.json'))[0]).toMatchObject({
      attendance: [{ eventId: 'event-Owner', attending: true }],
    });
    expect(JSON.parse(text('data/rsvp_answers.json'))[0]).toMatchObject({
      attendance: [{ eventId: 'event-Owner', attending: true }],
    });
    expect(JSON.parse(text('data/households.json'))[0]).toMatchObject({ events: ['event-Owner'] });
    expect(text('answers/forms-and-speeches.json')).toContain('Tal Owner');
    const workbooks = names.filter((name) => name.startsWith('answers/') && name.endsWith('.xlsx'));
    expect(workbooks).toHaveLength(2);
    for (const workbook of workbooks) expect(files.get(workbook)?.subarray(0, 2).toString()).toBe('PK');

    expect(text('data/households.json')).toContain('Familjen Owner');
    expect(text('data/uninvited_rsvp_attempts.json')).toContain('Okänd Owner');
    expect(text('data/seating_plans.json')).toContain('Lisa Owner');
    expect(text('data/gift_reservations.json')).toContain('"quantity":1');
    expect(text('data/gift_reservations.json')).not.toContain('hash-Owner');
    // The thank-you list (issue 37): who gave what, the greetings and the owner's notes.
    expect(text('data/gift_reservations.json')).toContain('Moster Owner');
    expect(text('data/gifts.json')).toContain('Farmor Owner');
    expect(text('data/gifts.json')).toContain('Grattis från Owner');
    expect(text('data/gift_reservation_thanks.json')).toContain('Tackkort till Owner');
    expect(JSON.parse(text('data/gift_pot_totals.json'))).toEqual([
      { siteId, potId: 'pot', amountOre: 50000, count: 1 },
    ]);
    expect(text('data/orders.json')).toContain(filled.orderId);
    expect(text('data/payments.json')).toContain(filled.paymentReference);
    expect(text('data/prints.json')).not.toContain('key-Owner');
    expect(text('uploads/abababababababababababab.jpg')).toBe('original Owner');
    expect(names).not.toContain('uploads/abababababababababababab-640.jpg');
    expect(text('prints/print-order-Owner.pdf')).toBe('%PDF Owner');
    // Guests' photos (issue 38): their rows, and each original as the guest sent it.
    expect(text('data/guest_photos.json')).toContain('Fotograf Owner');
    expect(text('data/guest_photo_slideshows.json')).not.toContain('slideshow-Owner');
    expect(text('guest-photos/2030-01-10 1300 Fotograf Owner 1.jpg')).toBe('guest original Owner');

    for (const [name, content] of files) {
      expect(content.toString('utf8'), name).not.toContain('Stranger');
    }
    const mails = await app.db.select().from(mailOutbox);
    expect(
      mails.filter((mail) => mail.to === owner.mail && mail.text.includes('/api/accounts/me/export')),
    ).toHaveLength(1);
  });

  it('gives the account without a site its account alone', async () => {
    const owner = await registerAccount(app);
    const files = await readZip(await downloadExport(owner.cookie));
    expect([...files.keys()]).toEqual(['account.json']);
  });
});
