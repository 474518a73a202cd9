import { once } from 'node:events';
import { createServer, connect, type Socket } from 'node:net';
import pg from 'pg';
import type { DatabaseTarget } from '../../src/db/open-database';

/**
 * How the database goes away: `stopped` as a restarting PostgreSQL (its sessions ended with 57P01, new
 * connections refused), `silent` as a network that drops every packet (nothing answers, nothing is refused;
 * what was sent arrives once the network is back).
 */
export type Outage = 'stopped' | 'silent';

export interface DatabaseRelay {
  /** The database as reached through the relay. */
  target: DatabaseTarget;
  /** The database itself. */
  upstream: DatabaseTarget;
  cut(outage: Outage): Promise<void>;
  /** Connections go through again (on the same port). */
  restore(): Promise<void>;
  close(): Promise<void>;
}

interface Link {
  client: Socket;
  upstream: Socket | null;
}

/** A TCP relay in front of a PostgreSQL database that a test cuts, as a network failure or a stopped server would. */
export async function startDatabaseRelay(database: DatabaseTarget): Promise<DatabaseRelay> {
  if (database.kind !== 'postgres') throw new Error('expected a PostgreSQL target');
  const upstreamUrl = new URL(database.url);
  const links = new Set<Link>();
  let silent = false;

  const join = (link: Link) => {
    const upstream = connect(Number(upstreamUrl.port || 5432), upstreamUrl.hostname);
    link.upstream = upstream;
    upstream.on('error', () => link.client.destroy());
    upstream.on('close', () => link.client.destroy());
    link.client.pipe(upstream).pipe(link.client);
    link.client.resume();
  };
  const server = createServer((client) => {
    const link: Link = { client, upstream: null };
    links.add(link);
    client.on('error', () => client.destroy());
    client.on('close', () => {
      links.delete(link);
      link.upstream?.destroy();
    });
    if (silent) client.pause();
    else join(link);
  });
  const listen = async (port: number) => {
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    return address.port;
  };
  const stopListening = async () => {
    if (!server.listening) return;
    const closed = new Promise((resolve) => server.close(resolve));
    for (const link of links) link.client.destroy();
    await closed;
  };
  const port = await listen(0);
  const relayedUrl = new URL(database.url);
  relayedUrl.hostname = '127.0.0.1';
  relayedUrl.port = String(port);

  return {
    target: { kind: 'postgres', url: relayedUrl.toString() },
    upstream: database,
    async cut(outage) {
      if (outage === 'silent') {
        silent = true;
        for (const { client, upstream } of links) {
          client.unpipe();
          upstream?.unpipe();
          client.pause();
          upstream?.pause();
        }
        return;
      }
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      try {
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        );
      } finally {
        await admin.end();
      }
      await stopListening();
    },
    async restore() {
      if (!silent) {
        await listen(port);
        return;
      }
      silent = false;
      for (const link of links) {
        if (!link.upstream) {
          join(link);
          continue;
        }
        link.client.pipe(link.upstream).pipe(link.client);
        link.client.resume();
        link.upstream.resume();
      }
    },
    close: stopListening,
  };
}
