import fp from 'fastify-plugin';
import { purgeTemporaryUploads } from '../images/purge-temporary-uploads';
import { refundDuePayments } from '../payments/refund-payment';

const EVERY_MS = 10 * 60 * 1000;

/**
 * Deletes expired sessions (accounts' and guests'), reset links, post keys, rate-limit windows, past
 * days' visit rows and old unused quick-start uploads now and then, so the tables and the storage stay small;
 * and asks again for refunds a payment provider did not take at once.
 */
export default fp(
  async function housekeeping(app) {
    const { sessions, passwordResets, postKeys, rateLimits, siteGuestSessions, siteVisits } =
      app.repositories;
    // A counter is useless once its window has ended, and no window is longer than the longest configured.
    const longestWindowMs =
      Math.max(...Object.values(app.config.rateLimits).map((limit) => limit.windowSeconds)) * 1000;

    async function cleanUp(): Promise<void> {
      const now = app.now();
      await sessions.deleteExpired(now);
      await passwordResets.deleteExpired(now);
      await postKeys.deleteExpired(now);
      await rateLimits.deleteWindowsBefore(new Date(now.getTime() - longestWindowMs));
      await siteGuestSessions.deleteExpired(now);
      await siteVisits.deleteBefore(now);
      await purgeTemporaryUploads(app, now);
      await refundDuePayments(app);
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
  { name: 'housekeeping', dependencies: ['config', 'repositories', 'storage', 'payments'] },
);
