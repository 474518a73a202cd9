import type { FastifyPluginAsync } from 'fastify';
import createSite from './create-site';
import getQuickStartSite from './get-quick-start-site';
import getSite from './get-site';
import saveSite from './save-site';
import siteSettings from './site-settings';
import siteVersions from './site-versions';
import siteQrCode from './site-qr-code';

/**
 * The owner's site calls under `/api/sites` (`decisions.md` §3, `000` §7, `002` §7): each checks that the
 * session's account owns the site; quick start is open to anyone.
 */
const siteRoutes: FastifyPluginAsync = async (app) => {
  await app.register(createSite);
  await app.register(getSite);
  await app.register(saveSite);
  await app.register(siteVersions);
  await app.register(siteSettings);
  await app.register(getQuickStartSite);
  await app.register(siteQrCode);
};

export default siteRoutes;
