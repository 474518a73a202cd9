import fp from 'fastify-plugin';
import { buildDemoSite, demoHostOf } from '@eventsite/core';

/**
 * The brand's demo site on `demo.<domain>` (`decisions.md` §1), written at every start so its content
 * follows the code and its countdown stays six months ahead. It has no owner.
 */
export default fp(
  async function demoSite(app) {
    const { brand, market, domain } = app.config;
    const now = app.now();
    await app.repositories.sites.upsertOwnerless(
      buildDemoSite({ brand, market, host: demoHostOf(domain), now }),
      now,
    );
  },
  { name: 'demo-site', dependencies: ['config', 'repositories'] },
);
