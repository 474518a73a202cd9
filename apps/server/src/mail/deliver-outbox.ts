import type { FastifyBaseLogger } from 'fastify';
import type { MailOutboxRepository, OutboxMail } from './mail-outbox-repository';

/** What delivery needs from nodemailer: send one message or throw. */
export interface MailTransport {
  send(message: { from: string; to: string; subject: string; text: string; html?: string }): Promise<void>;
  close(): void;
}

export interface OutboxDeliveryOptions {
  outbox: MailOutboxRepository;
  transport: MailTransport;
  from: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** Picks up mails whose retry time has come, and those another process left behind. */
const POLL_INTERVAL_MS = 15 * SECOND;
/** Long enough for any SMTP exchange; a mail still leased after it was lost by a process that died. */
const LEASE_MS = 5 * MINUTE;
const BATCH_SIZE = 10;
export const MAX_ATTEMPTS = 10;

/** 1, 2, 4, … minutes after each failed attempt, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MINUTE * 2 ** Math.max(attempts - 1, 0), 60 * MINUTE);
}

/**
 * Delivers the outbox over SMTP. Passes run one at a time in this process; across processes the outbox
 * claims rows with `SKIP LOCKED`, so several servers can deliver in parallel without sending a mail twice.
 */
export class OutboxDelivery {
  private chain: Promise<unknown> = Promise.resolve();
  private queued: Promise<number> | null = null;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: OutboxDeliveryOptions) {}

  start(): void {
    this.kick();
    this.timer = setInterval(() => this.kick(), POLL_INTERVAL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.chain;
  }

  /** Starts a pass in the background, e.g. right after a mail was added. */
  kick(): void {
    this.deliverDue().catch((error: unknown) =>
      this.options.log.error({ err: error }, 'Mail delivery failed'),
    );
  }

  /**
   * Resolves after a complete pass that started after the call, with the number of mails sent. Calls made
   * while a pass waits to start share it.
   */
  deliverDue(): Promise<number> {
    if (this.queued) return this.queued;
    const run = this.chain.then(() => {
      this.queued = null;
      return this.deliverBatches();
    });
    this.queued = run;
    this.chain = run.catch(() => 0);
    return run;
  }

  private async deliverBatches(): Promise<number> {
    let sent = 0;
    while (!this.stopped) {
      const now = this.options.now();
      const batch = await this.options.outbox.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH_SIZE);
      if (batch.length === 0) break;
      for (const mail of batch) {
        if (await this.deliver(mail)) sent += 1;
      }
    }
    return sent;
  }

  private async deliver(mail: OutboxMail): Promise<boolean> {
    const { outbox, transport, from, now, log } = this.options;
    try {
      await transport.send({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
      await outbox.markSent(mail.id, now());
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = mail.attempts >= MAX_ATTEMPTS;
      const retryAt = giveUp ? null : new Date(now().getTime() + retryDelayMs(mail.attempts));
      await outbox.markAttemptFailed(mail.id, message, retryAt);
      log.warn({ mailId: mail.id, attempts: mail.attempts, giveUp, err: error }, 'Sending a mail failed');
      return false;
    }
  }
}
