/** A poll: how often to ask and when to give up. */
export interface PollingSchedule {
  intervalMs: number;
  timeoutMs: number;
}

/** Card payment confirmation is polled every 3 s and times out after 150 s (`000` §8, §9). */
export const CARD_PAYMENT_POLLING: PollingSchedule = { intervalMs: 3000, timeoutMs: 150000 };

/** Swish status is polled every 5 s and times out after 300 s (`000` §8, §9). */
export const SWISH_PAYMENT_POLLING: PollingSchedule = { intervalMs: 5000, timeoutMs: 300000 };

/** A 402 from domain registration is retried after 5 s, at most 10 times (`000` §4, §9). */
export const DOMAIN_REGISTRATION_RETRY = { pauseMs: 5000, maxRetries: 10 } as const;

/** The page-view tracker is looked for 10 times, 500 ms apart (`000` §7, §9). */
export const TRACKER_LOOKUP = { attempts: 10, intervalMs: 500 } as const;
