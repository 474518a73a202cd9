import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    /** The clock every time-dependent rule reads, so tests can move it (session and link expiry). */
    now: () => Date;
  }
}

interface ConfigPluginOptions {
  config: ServerConfig;
  now: () => Date;
}

export default fp<ConfigPluginOptions>(
  async function config(app, options) {
    app.decorate('config', options.config);
    app.decorate('now', options.now);
  },
  { name: 'config' },
);
