import type { FastifyPluginAsync } from 'fastify';
import getSite from './get-site';
import saveSite from './save-site';
import saveSiteMapImage from './save-map-image';
import siteQrCode from './site-qr-code';
import siteSettings from './site-settings';
import siteVersions from './site-versions';

/** The owner's own site under `/api/sites/{siteId}` (`decisions.md` §3, `000` §7, `002` §7). */
const ownerSiteRoutes: FastifyPluginAsync = async (app) => {
  await app.register(getSite);
  await app.register(saveSite);
  await app.register(siteVersions);
  await app.register(siteSettings);
  await app.register(siteQrCode);
  await app.register(saveSiteMapImage);
};

export default ownerSiteRoutes;
