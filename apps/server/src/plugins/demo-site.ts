import fp from 'fastify-plugin';
import { buildDemoSite, demoHostsOf, type DemoVariant } from '@eventsite/core';

/**
 * The brand's demo site on `demo.<domain>` (`decisions.md` §1) and the student demo on
 * `demo.student.<domain>` (`002` §2.1), written at every start so their content follows the code and their
 * countdowns stay six months ahead. They have no owner.
 */
export default fp(
  async function demoSite(app) {
    const { brand, market, domain } = app.config;
    const now = app.now();
    const hosts = demoHostsOf(domain);
    for (const variant of Object.keys(hosts) as DemoVariant[]) {
      await app.repositories.sites.upsertOwnerless(
        buildDemoSite({ brand, market, host: hosts[variant], now, variant }),
        now,
      );
    }
  },
  { name: 'demo-site', dependencies: ['config', 'repositories'] },
);
