import type { FastifyPluginAsync } from 'fastify';
import createSite from './create-site';
import getQuickStartSite from './get-quick-start-site';

/**
 * Site calls under `/api/sites` that name no site yet: creating the account's site (logged in), and quick
 * start, open to anyone. The owner's calls on a site are in `routes/owner`.
 */
const siteRoutes: FastifyPluginAsync = async (app) => {
  await app.register(createSite);
  await app.register(getQuickStartSite);
};

export default siteRoutes;
