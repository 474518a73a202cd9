import fp from 'fastify-plugin';
import { buildDemoSite, buildLegacyDemoDocument, demoHostsOf, type DemoVariant } from '@eventsite/core';
import { importLegacySites } from '../legacy/import-legacy-sites';
import { legacyImportDepsOf } from '../legacy/legacy-import-deps';
import { seedOwnerlessSite } from '../sites/seed-ownerless-site';

/**
 * The brand's demo site on `demo.<domain>` (`decisions.md` §1) and the student demo on
 * `demo.student.<domain>` (`002` §2.1), written at every start so their content follows the code and their
 * countdowns stay six months ahead. They have no owner. In development (with the simulators) a version-1
 * site is imported as well, on `gammal.<domain>`, so that an older site can be seen; the import leaves it
 * unchanged on later starts.
 */
export default fp(
  async function demoSite(app) {
    const { brand, market, domain } = app.config;
    const now = app.now();
    const hosts = demoHostsOf(domain);
    // Replicas start together: one writes the demo sites while the others wait, then find them written.
    await app.runInTurn('demo-sites', async () => {
      for (const variant of Object.keys(hosts) as DemoVariant[]) {
        await seedOwnerlessSite(
          app.db,
          app.repositories,
          buildDemoSite({ brand, market, host: hosts[variant], now, variant }),
          now,
        );
      }
      if (app.config.simulators && !app.config.production) {
        const [outcome] = await importLegacySites(legacyImportDepsOf(app), [
          buildLegacyDemoDocument({ brand, market, domain, now }),
        ]);
        if (outcome?.status === 'rejected')
          app.log.warn({ outcome }, 'The version-1 demo site was not imported');
      }
    });
  },
  { name: 'demo-site', dependencies: ['config', 'database', 'repositories', 'public-read'] },
);
