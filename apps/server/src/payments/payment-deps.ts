import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/open-database';
import type { MailService } from '../plugins/mail';
import type { PrintingServices } from '../print-partner/printing-services';
import type { PaymentProviders } from './payment-providers';
import type { PublicRead } from '../plugins/public-read';
import type { Repositories } from '../plugins/repositories';

/**
 * What taking, confirming and refunding payments and buying addresses use: their tables, the payment and
 * domain providers, the outbox for receipts, the print hand-over a paid order starts, the clock and the log.
 */
export interface PaymentDeps {
  db: Database;
  repositories: Pick<
    Repositories,
    | 'payments'
    | 'webhookEvents'
    | 'orders'
    | 'prints'
    | 'accounts'
    | 'sites'
    | 'siteHosts'
    | 'sitePublications'
  >;
  payments: Pick<PaymentProviders, 'card' | 'swish' | 'mobilePay' | 'registrar'>;
  mail: Pick<MailService, 'outbox' | 'sendMail'>;
  publicRead: Pick<PublicRead, 'siteChanged'>;
  printing: Pick<PrintingServices, 'handOverSoon'>;
  config: Pick<ServerConfig, 'market' | 'brand' | 'domain' | 'productName' | 'publicUrl' | 'swish'>;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** The app's own dependencies, for the routes and plugins that take or check payments and addresses. */
export function paymentDepsOf(app: FastifyInstance): PaymentDeps {
  return {
    db: app.db,
    repositories: app.repositories,
    payments: app.payments,
    mail: app.mail,
    publicRead: app.publicRead,
    printing: app.printing,
    config: app.config,
    now: app.now,
    log: app.log,
  };
}
