import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { MailService } from '../plugins/mail';
import type { PrintingServices } from './printing-services';
import type { Repositories } from '../plugins/repositories';
import type { Storage } from '../storage/storage';

/**
 * What making, handing over and following print orders uses: their tables, the carrier, the print partner
 * and the PDF renderer, the file storage, the mail, the market, the clock and the log.
 */
export interface PrintOrderDeps {
  repositories: Pick<Repositories, 'orders' | 'prints' | 'sites' | 'households'>;
  printing: Pick<PrintingServices, 'carrier' | 'partner' | 'pdf' | 'view'>;
  storage: Storage;
  mail: Pick<MailService, 'sendMail'>;
  config: Pick<ServerConfig, 'market' | 'productName' | 'publicUrl'>;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** The app's own dependencies, for the routes and plugins that work with print orders. */
export function printOrderDepsOf(app: FastifyInstance): PrintOrderDeps {
  return {
    repositories: app.repositories,
    printing: app.printing,
    storage: app.storage,
    mail: app.mail,
    config: app.config,
    now: app.now,
    log: app.log,
  };
}
