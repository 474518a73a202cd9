import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { PublicRead } from '../plugins/public-read';
import type { Repositories } from '../plugins/repositories';

/** What the seating plan reads and writes: its table, the site, the RSVP answers and guest list, the market's clock. */
export interface SeatingDeps {
  repositories: Pick<Repositories, 'seatingPlans' | 'guestAnswers' | 'dietQuestions' | 'households'>;
  /** The sites as parsed once per change (the site's document is read far more often than it changes). */
  publicRead: Pick<PublicRead, 'sites'>;
  config: Pick<ServerConfig, 'market'>;
  now: () => Date;
}

/** The app's own dependencies, for the routes and the prints that work with seating plans. */
export function seatingDepsOf(app: FastifyInstance): SeatingDeps {
  return { repositories: app.repositories, publicRead: app.publicRead, config: app.config, now: app.now };
}
