import fp from 'fastify-plugin';
import { embeddedDatabaseDir } from '../data-dir-paths';
import {
  openDatabase,
  type Database,
  type DatabaseConnection,
  type DatabaseTarget,
  type PoolStats,
} from '../db/open-database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** PostgreSQL, shared by every server process of a deployment, or the embedded PGlite, used by one. */
    databaseKind: DatabaseTarget['kind'];
    /** Runs a job on one process of the cluster at a time; `undefined` when another is running it. */
    runExclusive: DatabaseConnection['runExclusive'];
    /** Runs start-up work on one process of the cluster at a time, the others after it (`DatabaseConnection.runInTurn`). */
    runInTurn: DatabaseConnection['runInTurn'];
    databasePoolStats: () => PoolStats | null;
    /** NOTIFYs on a channel from every process on the database (`DatabaseConnection.listen`). */
    listenToDatabase: DatabaseConnection['listen'];
    /** Advisory locks held across requests (`DatabaseConnection.advisoryLocks`). */
    advisoryLocks: DatabaseConnection['advisoryLocks'];
    /** The embedded database's image for a backup (`DatabaseConnection.snapshot`); null on PostgreSQL. */
    snapshotDatabase: DatabaseConnection['snapshot'];
  }
}

interface DatabasePluginOptions {
  /** Overrides the target the configuration names (tests use a fresh database per app). */
  target?: DatabaseTarget;
}

export default fp<DatabasePluginOptions>(
  async function database(app, options) {
    const { databaseUrl, dataDir } = app.config;
    const target: DatabaseTarget =
      options.target ??
      (databaseUrl
        ? { kind: 'postgres', url: databaseUrl }
        : { kind: 'pglite', dataDir: embeddedDatabaseDir(dataDir) });
    const connection = await openDatabase(target, {
      onIdleConnectionError: (error) => app.log.warn({ err: error }, 'an idle database connection failed'),
    });
    app.decorate('db', connection.db);
    app.decorate('databaseKind', target.kind);
    app.decorate('runExclusive', connection.runExclusive);
    app.decorate('runInTurn', connection.runInTurn);
    app.decorate('databasePoolStats', connection.poolStats);
    app.decorate('listenToDatabase', connection.listen);
    app.decorate('advisoryLocks', connection.advisoryLocks);
    app.decorate('snapshotDatabase', connection.snapshot);
    app.addHook('onClose', () => connection.close());
  },
  { name: 'database', dependencies: ['config'] },
);
