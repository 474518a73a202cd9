import { ACCOUNT_ERASURE_STEPS, type AccountErasureStep } from '../db/schema';
import type { AccountErasure } from './account-erasure-repository';
import type { BookkeepingRecord } from './bookkeeping-repository';
import { composePersonalDataMail } from './compose-personal-data-mail';
import { deleteGuestPhotoFiles } from '../guest-photos/guest-photo-list';
import type { PersonalDataDeps } from './personal-data-deps';

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/** An erase not finished this long after it started was stopped by a crash: housekeeping resumes it. */
const RESUME_AFTER_MS = 5 * 60 * 1000;

/**
 * Takes the site off every address, ends every session and makes the password match nothing, in one
 * transaction: from here on nothing of the account is reachable, whatever the later steps take.
 */
async function takeOffline(deps: PersonalDataDeps, erasure: AccountErasure): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { accounts, sessions, sitePublications, siteHosts } = deps.repositories;
    await accounts.withTransaction(tx).disablePassword(erasure.accountId);
    await sessions.withTransaction(tx).deleteAllOfAccount(erasure.accountId);
    if (erasure.siteId !== null) {
      await sitePublications.withTransaction(tx).takeOffline(erasure.siteId);
      await siteHosts.withTransaction(tx).releaseAll(erasure.siteId);
    }
  });
}

/**
 * Uploads, rendered maps and print PDFs (all under the site's folder), guests' photos (listed by their rows,
 * which go with the site's row later), and the account's export zip.
 */
async function deleteFiles(deps: PersonalDataDeps, erasure: AccountErasure): Promise<void> {
  if (erasure.siteId !== null) {
    for (const entry of await deps.storage.list(erasure.siteId)) await deps.storage.delete(entry.key);
    await deleteGuestPhotoFiles(deps.storage, await deps.repositories.guestPhotos.list(erasure.siteId));
  }
  const exported = await deps.repositories.accountExports.find(erasure.accountId);
  if (exported?.storageKey) await deps.storage.delete(exported.storageKey);
  await deps.repositories.accountExports.delete(erasure.accountId);
}

/** Confirmed payments and paid orders, without the person's name, address or guests, for the bookkeeping. */
async function keepReceipts(deps: PersonalDataDeps, erasure: AccountErasure): Promise<void> {
  if (erasure.siteId === null) return;
  const now = deps.now();
  const keepUntil = new Date(now.getTime() + deps.config.personalData.bookkeepingYears * YEAR_MS);
  const { payments, orders } = deps.repositories;
  const records: BookkeepingRecord[] = [];
  for (const payment of await payments.listOfSite(erasure.siteId)) {
    if (payment.status !== 'confirmed') continue;
    records.push({
      reference: payment.reference,
      kind: 'payment',
      recordedAt: payment.confirmedAt ?? payment.createdAt,
      keepUntil,
      record: {
        reference: payment.reference,
        method: payment.method,
        provider: payment.provider,
        providerId: payment.providerId,
        product: payment.product,
        amountOre: payment.amountOre,
        months: payment.months,
        orderId: payment.orderId,
        confirmedAt: payment.confirmedAt,
        refundStatus: payment.refundStatus,
        refundedAt: payment.refundedAt,
      },
    });
  }
  for (const order of await orders.listOfSite(erasure.siteId)) {
    if (order.paidAt === null) continue;
    records.push({
      reference: order.id,
      kind: 'order',
      recordedAt: order.paidAt,
      keepUntil,
      record: {
        id: order.id,
        items: order.items,
        quantity: order.quantity,
        envelopes: order.envelopes,
        roundedCorners: order.roundedCorners,
        shipmentPriceOre: order.shipmentPriceOre,
        totalOre: order.totalOre,
        paymentReference: order.paymentReference,
        paidAt: order.paidAt,
        partnerOrderId: order.partnerOrderId,
      },
    });
  }
  await deps.repositories.bookkeeping.keep(records);
}

/** Mails in the outbox to the owner, to the site's guests or to the hosts its answers went to, sent or not. */
async function deleteMails(deps: PersonalDataDeps, erasure: AccountErasure): Promise<void> {
  const addresses = [erasure.mail ?? ''];
  if (erasure.siteId !== null) {
    const { households, guestAnswers } = deps.repositories;
    addresses.push(...(await households.list(erasure.siteId)).map((household) => household.mail));
    for (const answer of [
      ...(await guestAnswers.listRsvpAnswers(erasure.siteId)),
      ...(await guestAnswers.listFormAnswers(erasure.siteId)),
    ]) {
      addresses.push(...answer.recipients);
    }
  }
  await deps.mail.outbox.deleteAddressedTo(addresses);
}

/** The site's row; every table of `PERSONAL_DATA_TABLES` goes with it in the same statement. */
async function deleteSite(deps: PersonalDataDeps, erasure: AccountErasure): Promise<void> {
  if (erasure.siteId !== null) await deps.repositories.sites.delete(erasure.siteId);
}

/** The account, its feedback, and the confirmation mail, committed together with the erase's end. */
async function deleteAccount(deps: PersonalDataDeps, erasure: AccountErasure): Promise<void> {
  const now = deps.now();
  await deps.repositories.feedback.deleteOfAccount(erasure.accountId);
  await deps.db.transaction(async (tx) => {
    const { accounts, accountErasures } = deps.repositories;
    await accounts.withTransaction(tx).delete(erasure.accountId);
    if (erasure.mail !== null) {
      const mail = composePersonalDataMail({
        to: erasure.mail,
        mail: { kind: 'account-deleted' },
        language: erasure.language,
        productName: deps.config.productName,
      });
      await deps.mail.outbox.withTransaction(tx).add(mail, now);
    }
    await accountErasures.withTransaction(tx).advance(erasure.accountId, 'done', now, true);
  });
  deps.mail.deliverSoon();
}

const STEPS: Record<
  Exclude<AccountErasureStep, 'done'>,
  (deps: PersonalDataDeps, erasure: AccountErasure) => Promise<void>
> = {
  offline: takeOffline,
  files: deleteFiles,
  receipts: keepReceipts,
  mails: deleteMails,
  site: deleteSite,
  account: deleteAccount,
};

/**
 * Runs an erase from the step it reached to its end. Each step can run again without harm, and the step
 * is recorded only once it is done, so a crash or a second call resumes it and leaves nothing half-deleted.
 */
async function runAccountErasure(deps: PersonalDataDeps, erasure: AccountErasure): Promise<void> {
  const start = ACCOUNT_ERASURE_STEPS.indexOf(erasure.step);
  for (let index = start; index < ACCOUNT_ERASURE_STEPS.length - 1; index += 1) {
    const step = ACCOUNT_ERASURE_STEPS[index] as Exclude<AccountErasureStep, 'done'>;
    await STEPS[step](deps, erasure);
    const next = ACCOUNT_ERASURE_STEPS[index + 1] as AccountErasureStep;
    if (next !== 'done') await deps.repositories.accountErasures.advance(erasure.accountId, next, deps.now());
  }
}

/** Starts (or, on a second click, resumes) the erase of an account and runs it to its end. */
export async function eraseAccount(
  deps: PersonalDataDeps,
  account: { id: string; mail: string; language: AccountErasure['language'] },
): Promise<void> {
  const siteId = await deps.repositories.sites.findIdOfAccount(account.id);
  const erasure = await deps.repositories.accountErasures.start(
    { accountId: account.id, siteId, mail: account.mail, language: account.language },
    deps.now(),
  );
  await runAccountErasure(deps, erasure);
}

/** Housekeeping: finishes the erases a crash stopped halfway. */
export async function resumeAccountErasures(deps: PersonalDataDeps, now: Date): Promise<void> {
  const unfinished = await deps.repositories.accountErasures.listUnfinished(
    new Date(now.getTime() - RESUME_AFTER_MS),
  );
  for (const erasure of unfinished) await runAccountErasure(deps, erasure);
}
