import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener is told: a notice's payload, a (re)started listen, and failures of the connection. */
export interface NoticeHandlers {
  onNotice: (payload: string) => void;
  /** Listening (again): notices sent while the connection was down are lost, so callers start afresh. */
  onListening: () => void;
  onError: (error: Error) => void;
}

export type StopListening = () => Promise<void>;

const FIRST_RETRY_MS = 250;
/** Notices from other processes resume within a second of the database's return (issue 40). */
const LAST_RETRY_MS = 1000;
const CONNECTION_TIMEOUT_MS = 5_000;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

function checkedChannel(channel: string): string {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

/**
 * LISTENs on a PostgreSQL connection of its own (a pooled one would drop the LISTEN when released), and
 * connects again with a growing delay when that connection is lost, however often.
 */
export function listenOnPostgres(url: string, channel: string, handlers: NoticeHandlers): StopListening {
  const name = checkedChannel(channel);
  let stopped = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;

  const retry = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS });
    next.on('notification', (message) => {
      if (message.channel === name && message.payload) handlers.onNotice(message.payload);
    });
    next.on('error', (error) => {
      handlers.onError(error);
      void next.end().catch(() => undefined);
    });
    next.on('end', () => {
      if (client === next) client = null;
      retry();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${name}`);
    } catch (error) {
      handlers.onError(error instanceof Error ? error : new Error(String(error)));
      await next.end().catch(() => undefined);
      retry();
      return;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
    handlers.onListening();
  };

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    await client?.end().catch(() => undefined);
  };
}

/** The embedded database is this process alone: its notices arrive with the statement that sent them. */
export async function listenOnPglite(
  client: PGlite,
  channel: string,
  handlers: NoticeHandlers,
): Promise<StopListening> {
  const unsubscribe = await client.listen(checkedChannel(channel), handlers.onNotice);
  handlers.onListening();
  return unsubscribe;
}
