import fp from 'fastify-plugin';
import { sendScheduledReminders } from '../households/send-reminders';
import { morningAfterDepsOf } from '../guest-photos/morning-after-deps';
import { sendMorningAfterMails } from '../guest-photos/send-morning-after-mails';
import { purgeTemporaryUploads } from '../images/purge-temporary-uploads';
import { refundDuePayments } from '../payments/refund-payment';
import { handOverPaidOrders } from '../print-partner/hand-over-paid-order';
import { paymentDepsOf } from '../payments/payment-deps';
import { uploadPurgeDepsOf } from '../images/upload-purge-deps';
import { printOrderDepsOf } from '../print-partner/print-order-deps';
import { householdDepsOf } from '../households/household-deps';
import { resumeAccountErasures } from '../personal-data/erase-account';
import { expireGuestData } from '../personal-data/expire-guest-data';
import { personalDataDepsOf } from '../personal-data/personal-data-deps';
import { deleteExpiredExports } from '../personal-data/request-account-export';

const EVERY_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes expired sessions (accounts' and guests'), reset links, post keys, rate-limit windows, past
 * days' visit rows and old unused quick-start uploads now and then, so the tables and the storage stay small;
 * asks again for refunds a payment provider did not take at once; and sends the reminders owners scheduled
 * and the morning-after mails of guests' photos.
 * Personal data (issue 33): finishes account erases a crash stopped, erases guests' data whose time has come
 * (mailing the owner before), deletes old exports, bookkeeping records past their years and IP-holding logs.
 */
export default fp(
  async function housekeeping(app) {
    const {
      sessions,
      passwordResets,
      postKeys,
      rateLimits,
      siteGuestSessions,
      siteVisits,
      logEntries,
      bookkeeping,
    } = app.repositories;
    // A counter is useless once its window has ended, and no window is longer than the longest configured.
    // Counters name an IP address: kept no longer than the IP retention either.
    const ipRetentionMs = app.config.personalData.ipLogRetentionDays * DAY_MS;
    const longestWindowMs = Math.min(
      Math.max(...Object.values(app.config.rateLimits).map((limit) => limit.windowSeconds)) * 1000,
      ipRetentionMs,
    );
    const uploadPurgeDeps = uploadPurgeDepsOf(app);
    const paymentDeps = paymentDepsOf(app);
    const printOrderDeps = printOrderDepsOf(app);
    const householdDeps = householdDepsOf(app);
    const personalDataDeps = personalDataDepsOf(app);
    const morningAfterDeps = morningAfterDepsOf(app);

    // Each job runs on one process of the cluster at a time; a process that finds one taken skips it.
    const jobs: Record<string, (now: Date) => Promise<unknown>> = {
      'purge-sessions': (now) => sessions.deleteExpired(now),
      'purge-password-resets': (now) => passwordResets.deleteExpired(now),
      'purge-post-keys': (now) => postKeys.deleteExpired(now),
      'purge-rate-limits': (now) => rateLimits.deleteWindowsBefore(new Date(now.getTime() - longestWindowMs)),
      'purge-guest-sessions': (now) => siteGuestSessions.deleteExpired(now),
      'purge-site-visits': (now) => siteVisits.deleteBefore(now),
      'purge-temporary-uploads': (now) => purgeTemporaryUploads(uploadPurgeDeps, now),
      'refund-due-payments': () => refundDuePayments(paymentDeps),
      'hand-over-paid-print-orders': () => handOverPaidOrders(printOrderDeps),
      'send-scheduled-reminders': (now) => sendScheduledReminders(householdDeps, now),
      'send-morning-after-mails': (now) => sendMorningAfterMails(morningAfterDeps, now),
      'resume-account-erasures': (now) => resumeAccountErasures(personalDataDeps, now),
      'expire-guest-data': (now) => expireGuestData(personalDataDeps, now),
      'delete-expired-exports': (now) => deleteExpiredExports(personalDataDeps, now),
      'purge-bookkeeping-records': (now) => bookkeeping.deleteEnded(now),
      'purge-log-entries': (now) => logEntries.deleteBefore(new Date(now.getTime() - ipRetentionMs)),
    };

    async function cleanUp(): Promise<void> {
      const now = app.now();
      for (const [name, job] of Object.entries(jobs)) await app.runExclusive(name, () => job(now));
    }

    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        running = cleanUp().catch((error: unknown) => app.log.error({ err: error }, 'Housekeeping failed'));
      }, EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  {
    name: 'housekeeping',
    dependencies: ['config', 'database', 'repositories', 'storage', 'payments', 'printing'],
  },
);
