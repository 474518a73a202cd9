import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import { OutboxDelivery, type MailTransport } from '../mail/deliver-outbox';
import { MailOutboxRepository, type MailMessage } from '../mail/mail-outbox-repository';

export interface MailService {
  /** Stores the mail in the outbox (so it is never lost), then delivers it when SMTP is configured. */
  sendMail(message: MailMessage): Promise<void>;
  /** Starts delivering what the outbox holds, such as mails a caller's transaction stored. */
  deliverSoon(): void;
  /** Delivers every due mail now and resolves with how many were sent; 0 without SMTP. */
  deliverDue(): Promise<number>;
  outbox: MailOutboxRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

function smtpTransport(url: string): MailTransport {
  const transporter = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (message) => {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

export default fp(
  async function mail(app) {
    const outbox = new MailOutboxRepository(app.db);
    const { smtpUrl } = app.config;
    const transport = smtpUrl ? smtpTransport(smtpUrl) : null;
    const delivery = transport
      ? new OutboxDelivery({ outbox, transport, from: app.config.mailFrom, now: app.now, log: app.log })
      : null;

    if (!transport && app.config.production) {
      app.log.warn('SMTP_URL is not set: mails stay in the mail_outbox table and are not delivered');
    }

    app.decorate('mail', {
      outbox,
      async sendMail(message) {
        await outbox.add(message, app.now());
        delivery?.kick();
      },
      deliverSoon: () => delivery?.kick(),
      deliverDue: async () => (delivery ? delivery.deliverDue() : 0),
    } satisfies MailService);

    if (delivery && transport) {
      app.addHook('onReady', async () => delivery.start());
      app.addHook('onClose', async () => {
        await delivery.stop();
        transport.close();
      });
    }
  },
  { name: 'mail', dependencies: ['config', 'database'] },
);
