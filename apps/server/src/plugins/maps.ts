import fp from 'fastify-plugin';
import { CachedMapProvider } from '../maps/cached-map-provider';
import { OfflineMapProvider } from '../maps/offline-map-provider';
import { StaticMapProvider } from '../maps/static-map-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Map pictures, from the configured provider, the recent ones kept in memory. */
    maps: CachedMapProvider;
  }
}

/** The map provider (`decisions.md` §6): the offline drawing by default, a static-map service by config. */
export default fp(
  async function maps(app) {
    const settings = app.config.maps;
    const provider =
      settings.provider === 'static'
        ? new StaticMapProvider({ urlTemplate: settings.urlTemplate, apiKey: settings.apiKey })
        : new OfflineMapProvider();
    app.decorate('maps', new CachedMapProvider(provider));
  },
  { name: 'maps', dependencies: ['config'] },
);
