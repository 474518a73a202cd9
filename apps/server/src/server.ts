import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';

function readConfig(): ServerConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const app = await buildApp({ config });

// On SIGTERM or SIGINT: stop accepting connections, let running requests finish, stop mail delivery and
// close the database, then exit 0; past the bound, or on a second signal, exit 1 anyway.
closeWithGrace({ delay: config.operations.shutdownTimeoutMs, logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'Shutting down after an uncaught error');
  else app.log.info({ signal }, 'Shutting down');
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
