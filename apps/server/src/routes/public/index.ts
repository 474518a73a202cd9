import type { FastifyPluginAsync } from 'fastify';
import getDietQuestions from './get-diet-questions';
import getEventCalendar from './get-event-calendar';
import getGiftPotQr from './get-gift-pot-qr';
import getGuestHousehold from './get-guest-household';
import guestPhotoReads from './guest-photos';
import getPublicSite from './get-public-site';
import getQuickStartSite from './get-quick-start-site';
import getScheduleCalendar from './get-schedule-calendar';
import imageRoutes from './images';
import logInToSite from './log-in-to-site';
import mapRoutes from './maps';
import printView from './prints/print-view';
import privacyPage from './privacy-page';
import qrCode from './prints/qr-code';
import readPrintByAccessKey from './prints/read-print-by-access-key';
import searchSeating from './search-seating';

/**
 * What anyone may read without an account: a site as its guests see it under `/api/sites/public` (only a
 * site's guest password, `decisions.md` §3), maps, images and quick start, and a print
 * by its server access key; the privacy page. Guests' submissions are in `routes/guest`.
 */
const publicRoutes: FastifyPluginAsync = async (app) => {
  for (const route of [
    getPublicSite,
    getEventCalendar,
    getScheduleCalendar,
    logInToSite,
    getGuestHousehold,
    getDietQuestions,
    searchSeating,
    getGiftPotQr,
  ]) {
    await app.register(route, { prefix: '/api/sites/public' });
  }
  await app.register(getQuickStartSite, { prefix: '/api/sites' });
  await app.register(mapRoutes, { prefix: '/api/sites' });
  await app.register(imageRoutes, { prefix: '/api' });
  await app.register(guestPhotoReads, { prefix: '/api' });
  await app.register(privacyPage);
  // Printed invitations are the wedding brand's alone (`000` §1).
  if (app.config.brand === 'wedding') {
    await app.register(qrCode, { prefix: '/api' });
    await app.register(readPrintByAccessKey, { prefix: '/api' });
    await app.register(printView);
  }
};

export default publicRoutes;
