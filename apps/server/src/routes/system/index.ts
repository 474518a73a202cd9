import type { FastifyPluginAsync } from 'fastify';
import createLogEntry from './create-log-entry';
import getConfig from './get-config';
import healthRoutes from './health';
import tlsAllowed from './tls-allowed';

/** The platform's own calls, no session: probes, the client's config and log entries, the TLS ask. */
const systemRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(getConfig);
  await app.register(createLogEntry);
  await app.register(tlsAllowed, { prefix: '/api' });
};

export default systemRoutes;
