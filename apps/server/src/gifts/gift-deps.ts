import type { FastifyInstance } from 'fastify';
import type { GuestAnswerDeps } from '../guest-answers/guest-answer-deps';
import { guestAnswerDepsOf } from '../guest-answers/guest-answer-deps';
import type { PublicRead } from '../plugins/public-read';
import type { Repositories } from '../plugins/repositories';

/** What the thank-you list reads and writes: the gifts, the reservations, the guest list, the sites, the clock. */
export interface GiftDeps {
  repositories: Pick<Repositories, 'gifts' | 'giftReservations' | 'households'>;
  /** The sites as parsed once per change, for the items' titles and prices. */
  publicRead: Pick<PublicRead, 'sites'>;
  now: () => Date;
}

/** What storing a guest's gift report uses: a guest answer's, with the gifts' table. */
export interface GiftReportDeps extends GuestAnswerDeps {
  repositories: GuestAnswerDeps['repositories'] & Pick<Repositories, 'gifts'>;
}

/** The app's own dependencies, for the owner's gift routes. */
export function giftDepsOf(app: FastifyInstance): GiftDeps {
  return { repositories: app.repositories, publicRead: app.publicRead, now: app.now };
}

/** The app's own dependencies, for the guests' gift report. */
export function giftReportDepsOf(app: FastifyInstance): GiftReportDeps {
  return { ...guestAnswerDepsOf(app), repositories: app.repositories };
}
