import type { FastifyPluginAsync } from 'fastify';
import getSiteAccount from './account/get-site-account';
import addressRoutes from './addresses';
import formAnswerRoutes from './form-answers';
import giftRoutes from './gifts';
import householdRoutes from './households';
import ownerImageRoutes from './images';
import listSiteOrders from './orders/list-site-orders';
import orderPayments from './orders/order-payments';
import mobilePayPaymentStatus from './payments/mobilepay-payment-status';
import sitePayments from './payments/site-payments';
import swishPaymentStatus from './payments/swish-payment-status';
import ownerPrintRoutes from './prints';
import { requireOwner } from './require-owner';
import rsvpRoutes from './rsvps';
import seatingRoutes from './seating';
import seatingPrintRoutes from './seating-prints';
import placeCardOrderRoutes from './place-card-orders';
import ownerSiteRoutes from './sites';
import speechRoutes from './speeches';
import { loadSeatingPlan } from '../../seating/load-seating-plan';
import { seatingDepsOf } from '../../seating/seating-deps';
import grantIncludedRegistrations from './sites/grant-included-registrations';

/**
 * The site owner's calls: every route here names its site in `{siteId}`, or one of its prints or orders in
 * `{printId}` or `{orderId}`, or a Swish or MobilePay payment in `{swishId}` or `{mobilePayId}`, and this
 * folder's one hook answers 403 unless the session's account owns that site (`decisions.md` §2), so no route
 * can forget it.
 */
const ownerRoutes: FastifyPluginAsync = async (app) => {
  app.decorate('routeCaller', 'owner');
  app.addHook('onRequest', requireOwner(app));
  await app.register(ownerSiteRoutes, { prefix: '/api/sites' });
  await app.register(householdRoutes, { prefix: '/api/sites' });
  await app.register(seatingRoutes, { prefix: '/api/sites' });
  await app.register(giftRoutes, { prefix: '/api/sites' });
  await app.register(speechRoutes, { prefix: '/api/sites' });
  await app.register(seatingPrintRoutes, {
    prefix: '/api/sites',
    loadPlan: (siteId, eventId) => loadSeatingPlan(seatingDepsOf(app), siteId, eventId),
  });
  await app.register(placeCardOrderRoutes, {
    prefix: '/api/sites',
    loadPlan: (siteId, eventId) => loadSeatingPlan(seatingDepsOf(app), siteId, eventId),
  });
  await app.register(ownerImageRoutes, { prefix: '/api/sites' });
  await app.register(rsvpRoutes, { prefix: '/api/rsvps' });
  await app.register(formAnswerRoutes, { prefix: '/api/form-submissions' });
  await app.register(sitePayments, { prefix: '/api' });
  await app.register(swishPaymentStatus, { prefix: '/api' });
  await app.register(mobilePayPaymentStatus, { prefix: '/api' });
  await app.register(addressRoutes, { prefix: '/api' });
  await app.register(getSiteAccount, { prefix: '/api' });
  await app.register(orderPayments, { prefix: '/api' });
  // Printed invitations are the wedding brand's alone (`000` §1).
  if (app.config.brand === 'wedding') {
    await app.register(ownerPrintRoutes, { prefix: '/api' });
    await app.register(listSiteOrders, { prefix: '/api' });
  }
  // Support's stand-in for the simulators, never in production.
  if (!app.config.production) await app.register(grantIncludedRegistrations);
};

export default ownerRoutes;
