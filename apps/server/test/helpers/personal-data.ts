import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import {
  formSubmissions,
  giftPotTotals,
  giftReservations,
  giftReservationThanks,
  giftReservationTotals,
  gifts,
  guestListSettings,
  guestPhotoMails,
  guestPhotos,
  guestPhotoSlideshows,
  householdReminders,
  households,
  orders,
  payments,
  prints,
  retentionNotices,
  rsvpAnswers,
  rsvpDietQuestions,
  seatingPlans,
  siteGuestSessions,
  siteHosts,
  sites,
  siteVersions,
  siteVisitCounts,
  siteVisits,
  sitesWithRsvps,
  uninvitedRsvpAttempts,
} from '../../src/db/schema';
import { PERSONAL_DATA_TABLES } from '../../src/personal-data/personal-data-tables';
import { SWEDISH_ADDRESS } from './prints';

/** An RSVP or Form answer whose one question was answered with `text`. */
function answerOf(id: string, formId: string, text: string, recipient: string) {
  return {
    _id: id,
    formId,
    formTitle: { sv: 'OSA' },
    createdAt: '2030-01-01T00:00:00.000Z',
    language: 'sv',
    recipients: [recipient],
    groupIdentifier: id,
    formElements: [
      {
        formElement: {
          id: 'name',
          formElementType: 'SingleSelect',
          label: { sv: 'Namn' },
          required: true,
          showConditions: [],
          options: [],
        },
        selectedOption: { id: 'n', text: { sv: text } },
      },
    ],
  };
}

export interface FilledSite {
  /** The stored files: an original upload, one of its sizes, a print PDF, a guest's photo and its copy. */
  files: { original: string; size: string; pdf: string; guestOriginal: string; guestCopy: string };
  householdMail: string;
  orderId: string;
  paymentReference: string;
}

/**
 * Gives a site a row in every table of `PERSONAL_DATA_TABLES` and a file of each kind, every personal
 * value carrying `marker`, so a test sees where each one went (and that another owner's never came along).
 */
export async function fillSite(app: App, siteId: string, marker: string): Promise<FilledSite> {
  const now = new Date('2030-01-10T12:00:00.000Z');
  const [site] = await app.db.select({ data: sites.data }).from(sites).where(eq(sites.id, siteId));
  const householdId = `household-${marker}`;
  const householdMail = `${marker.toLowerCase()}@guests.example`;
  const hostsMail = `${marker.toLowerCase()}@hosts.example`;
  const orderId = `order-${marker}`;
  const paymentReference = `card_${marker}`;
  const printId = `print-${marker}`;
  await app.db
    .insert(siteVersions)
    .values({ siteId, siteVersion: 99, createdAt: now, data: site?.data ?? {} });
  await app.db.insert(households).values({
    id: householdId,
    siteId,
    token: `token-${marker}-0123456789abcdef`,
    name: `Familjen ${marker}`,
    members: [`Lisa ${marker}`],
    mail: householdMail,
    language: 'sv',
    tags: [],
    events: [`event-${marker}`],
  });
  await app.db.insert(uninvitedRsvpAttempts).values({ id: randomUUID(), siteId, names: [`Okänd ${marker}`] });
  await app.db
    .insert(householdReminders)
    .values({ householdId, day: '2030-01-05', siteId, sentAt: now, scheduled: false });
  await app.db.insert(guestListSettings).values({ siteId, reminderDaysBefore: 3 });
  await app.db.insert(rsvpAnswers).values({
    id: `rsvp-${marker}`,
    siteId,
    groupIdentifier: `rsvp-${marker}`,
    createdAt: now,
    answer: answerOf(`rsvp-${marker}`, 'rsvp-1', `Svar ${marker}`, hostsMail),
    attendance: [{ eventId: `event-${marker}`, attending: true }],
    householdId,
  });
  await app.db.insert(formSubmissions).values({
    id: `form-${marker}`,
    siteId,
    formId: 'speech-1',
    createdAt: now,
    answer: answerOf(`form-${marker}`, 'speech-1', `Tal ${marker}`, hostsMail),
  });
  await app.db.insert(rsvpDietQuestions).values({ siteId, questionId: 'name' });
  await app.db.insert(seatingPlans).values({
    siteId,
    eventId: '',
    revision: 1,
    tables: [
      {
        id: 'table-1',
        name: 'Bord 1',
        shape: 'round',
        seats: 8,
        x: 50,
        y: 50,
        places: [{ householdId, member: `Lisa ${marker}` }],
      },
    ],
    visibility: { from: null, searchable: false },
    updatedAt: now,
  });
  const reservationId = randomUUID();
  await app.db.insert(giftReservations).values({
    id: reservationId,
    siteId,
    moduleId: 'gifts',
    itemId: 'item',
    quantity: 1,
    passwordHash: `hash-${marker}`,
    from: `Moster ${marker}`,
    householdId,
  });
  await app.db
    .insert(giftReservationThanks)
    .values({ reservationId, siteId, thanked: true, note: `Tackkort till ${marker}` });
  await app.db.insert(gifts).values({
    id: randomUUID(),
    siteId,
    kind: 'money',
    itemId: 'pot',
    from: `Farmor ${marker}`,
    householdId,
    amountOre: 50000,
    greeting: `Grattis från ${marker}`,
    createdAt: now,
  });
  await app.db.insert(giftPotTotals).values({ siteId, potId: 'pot', amountOre: 50000, count: 1 });
  await app.db
    .insert(giftReservationTotals)
    .values({ siteId, reservations: [{ giftRegistryId: 'item', quantityReserved: 1 }] });
  await app.db.insert(sitesWithRsvps).values({ siteId });
  await app.db
    .insert(prints)
    .values({ id: printId, siteId, data: { marker }, serverAccessKey: `key-${marker}` });
  await app.db.insert(orders).values({
    id: orderId,
    siteId,
    items: [{ title: 'Inbjudan', print: printId, priceInclVat: 155900 }],
    shipmentPriceOre: 0,
    totalOre: 155900,
    status: 'paid',
    paymentReference,
    paidAt: now,
    printId,
    quantity: 20,
    shippingAddress: { ...SWEDISH_ADDRESS, lastName: marker },
    householdCards: [{ householdId, name: `Familjen ${marker}`, url: `https://x.example/?g=${marker}` }],
    placeCards: {
      eventId: null,
      format: 'folded',
      cards: [{ name: `Gäst ${marker}`, table: '1', diets: [] }],
    },
  });
  await app.db.insert(payments).values({
    reference: paymentReference,
    siteId,
    orderId,
    method: 'card',
    provider: 'simulated-card',
    product: 'print_order',
    amountOre: 155900,
    months: 0,
    status: 'confirmed',
    confirmedAt: now,
  });
  await app.db
    .insert(siteHosts)
    .values({ host: `${marker.toLowerCase()}-bröllop.se`, siteId, kind: 'custom' });
  await app.db.insert(siteVisits).values({ siteId, visitorId: `visitor-${marker}`, day: '2030-01-10' });
  await app.db.insert(siteVisitCounts).values({ siteId, visitors: 7 });
  await app.db
    .insert(siteGuestSessions)
    .values({ tokenHash: `session-${marker}`, siteId, expiresAt: new Date('2031-01-01') });
  await app.db
    .insert(retentionNotices)
    .values({ siteId, eraseOn: '2040-01-01', daysBefore: 30, sentAt: now });

  const upload = `${siteId}/${'ab'.repeat(12)}`;
  const files = {
    original: `${upload}.jpg`,
    size: `${upload}-640.jpg`,
    pdf: `${siteId}/print-order-${marker}.pdf`,
    guestOriginal: `guest-photos/${siteId}/original-${marker}.jpg`,
    guestCopy: `guest-photos/${siteId}/${'cd'.repeat(12)}.jpg`,
  };
  await app.db.insert(guestPhotos).values({
    id: randomUUID(),
    siteId,
    moduleId: 'gallery',
    householdId,
    uploader: `Fotograf ${marker}`,
    kind: 'image',
    status: 'approved',
    starred: false,
    originalKey: files.guestOriginal,
    originalBytes: 20,
    originalMime: 'image/jpeg',
    originalName: `IMG_${marker}.jpg`,
    fileStem: `${'cd'.repeat(12)}${marker}`,
    fileExtension: 'jpg',
    processedSizes: [],
    processedKeys: [files.guestCopy],
    width: 10,
    height: 10,
    createdAt: now,
    approvedAt: now,
  });
  await app.db.insert(guestPhotoSlideshows).values({ siteId, token: `slideshow-${marker}`, createdAt: now });
  await app.db
    .insert(guestPhotoMails)
    .values({ siteId, moduleId: 'gallery', sendAt: '2030-01-11T09:00', sentAt: now });
  await app.storage.put(files.guestOriginal, Buffer.from(`guest original ${marker}`));
  await app.storage.put(files.guestCopy, Buffer.from(`guest copy ${marker}`));
  await app.storage.put(files.original, Buffer.from(`original ${marker}`));
  await app.storage.put(files.size, Buffer.from(`size ${marker}`));
  await app.storage.put(files.pdf, Buffer.from(`%PDF ${marker}`));
  await app.mail.outbox.add({ to: householdMail, subject: `Påminnelse ${marker}`, text: marker }, now);
  await app.mail.outbox.add({ to: hostsMail, subject: `Nytt OSA-svar ${marker}`, text: marker }, now);
  return { files, householdMail, orderId, paymentReference };
}

/** How many rows each table of `PERSONAL_DATA_TABLES` holds for the site, by table name. */
export async function rowCounts(app: App, siteId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const entry of PERSONAL_DATA_TABLES) {
    const [row] = await app.db.select({ rows: count() }).from(entry.table).where(eq(entry.siteId, siteId));
    counts[entry.name] = row?.rows ?? 0;
  }
  return counts;
}
