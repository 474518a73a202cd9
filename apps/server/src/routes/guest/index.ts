import type { FastifyPluginAsync } from 'fastify';
import answerPages from './answer-pages';
import giftPotPages from './gift-pot-pages';
import giftReservations from './gift-reservations';
import guestPhotoUploads from './guest-photo-uploads';
import householdAnswer from './household-answer';
import postKeys from './post-keys';
import reservationPages from './reservation-pages';
import reportGift from './report-gift';
import submitForm from './submit-form';
import submitLegacyRsvp from './submit-legacy-rsvp';
import submitRsvp from './submit-rsvp';
import submitSpeech from './submit-speech';
import toastmasterDesk from './toastmaster-desk';
import writeToHosts from './write-to-hosts';

/** Calls of guests on public sites, without an account (`001` §7); each is rate limited per IP. */
const guestRoutes: FastifyPluginAsync = async (app) => {
  await app.register(postKeys);
  await app.register(submitForm);
  await app.register(submitRsvp);
  await app.register(submitLegacyRsvp);
  await app.register(giftReservations);
  await app.register(reportGift);
  await app.register(submitSpeech);
  await app.register(toastmasterDesk);
  await app.register(writeToHosts);
  await app.register(householdAnswer);
  await app.register(answerPages);
  await app.register(reservationPages);
  await app.register(giftPotPages);
  await app.register(guestPhotoUploads);
};

export default guestRoutes;
