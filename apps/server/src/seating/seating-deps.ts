import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Repositories } from '../plugins/repositories';

/** What the seating plan reads and writes: its table, the site, the RSVP answers and guest list, the market's clock. */
export interface SeatingDeps {
  repositories: Pick<
    Repositories,
    'seatingPlans' | 'sites' | 'guestAnswers' | 'dietQuestions' | 'households'
  >;
  config: Pick<ServerConfig, 'market'>;
  now: () => Date;
}

/** The app's own dependencies, for the routes and the prints that work with seating plans. */
export function seatingDepsOf(app: FastifyInstance): SeatingDeps {
  return { repositories: app.repositories, config: app.config, now: app.now };
}
