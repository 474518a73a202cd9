import { RETENTION_ERASERS } from './personal-data-tables';
import { composePersonalDataMail } from './compose-personal-data-mail';
import type { PersonalDataDeps } from './personal-data-deps';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The owner is told this many days before the guests' data is erased, once each (issue 33, item 4). */
const RETENTION_NOTICE_DAYS = [30, 7] as const;

/** Marks a site whose guests' data was erased for an erase date, so it is erased once per date. */
const ERASED = 0;

/** `months` calendar months after `date` (UTC), clamped to the month's last day. */
function addMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  target.setUTCHours(
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
  return target;
}

/**
 * When a site's guests' data is erased: the configured months after its publication ends, or after the
 * last save of a site never published.
 */
export function guestDataEraseAt(
  site: { activeExpireDate: Date | null; savedAt: Date },
  retentionMonths: number,
): Date {
  return addMonths(site.activeExpireDate ?? site.savedAt, retentionMonths);
}

/** The one notice due now, if any: the nearest of 30 and 7 days whose window has begun. */
function dueNotice(eraseAt: Date, now: Date): number | null {
  const daysLeft = (eraseAt.getTime() - now.getTime()) / DAY_MS;
  const due = RETENTION_NOTICE_DAYS.filter((days) => daysLeft <= days);
  return due.length === 0 ? null : Math.min(...due);
}

/**
 * Housekeeping: erases the guests' data of every site whose time has come (every table with `expire` in
 * `PERSONAL_DATA_TABLES`), and mails the owner 30 and 7 days before, each notice once.
 */
export async function expireGuestData(deps: PersonalDataDeps, now: Date): Promise<void> {
  const { sites, accounts, retentionNotices } = deps.repositories;
  const months = deps.config.personalData.guestDataRetentionMonths;
  for (const site of await sites.listRetentionFacts()) {
    const eraseAt = guestDataEraseAt(site, months);
    const eraseOn = eraseAt.toISOString().slice(0, 10);
    if (eraseAt <= now) {
      if (await retentionNotices.exists({ siteId: site.id, eraseOn, daysBefore: ERASED })) continue;
      for (const erase of RETENTION_ERASERS) await erase(deps.repositories, site.id, deps.storage);
      await retentionNotices.claim({ siteId: site.id, eraseOn, daysBefore: ERASED }, now);
      continue;
    }
    const daysBefore = dueNotice(eraseAt, now);
    if (daysBefore === null) continue;
    const owner = await accounts.findById(site.accountId);
    if (!owner) continue;
    await deps.db.transaction(async (tx) => {
      if (!(await retentionNotices.withTransaction(tx).claim({ siteId: site.id, eraseOn, daysBefore }, now)))
        return;
      const mail = composePersonalDataMail({
        to: owner.mail,
        mail: {
          kind: 'guest-data-erasure',
          eraseOn,
          exportLink: `${deps.config.publicUrl}/redigera/${site.id}/konto`,
        },
        language: owner.language,
        productName: deps.config.productName,
      });
      await deps.mail.outbox.withTransaction(tx).add(mail, now);
    });
  }
  deps.mail.deliverSoon();
}
