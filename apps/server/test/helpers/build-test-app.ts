import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '../../src/app';
import { buildApp } from '../../src/app';
import type { DatabaseTarget } from '../../src/db/open-database';
import { RATE_LIMIT_BUCKETS, loadConfig, rateLimitVariableName, type Environment } from '../../src/config';
import { createTestDatabase } from './test-database';

export interface TestAppOptions {
  /** Environment variables on top of the test defaults (the machine's own environment is not read). */
  env?: Environment;
  now?: () => Date;
  webDistDir?: string | null;
  /** Another database than a fresh one of its own (e.g. behind a relay the test cuts). */
  database?: DatabaseTarget;
}

/** Limits high enough that only the rate-limit tests meet them. */
const GENEROUS_RATE_LIMITS = Object.fromEntries(
  RATE_LIMIT_BUCKETS.map((bucket) => [rateLimitVariableName(bucket), '10000/60']),
);

/**
 * The whole server on a fresh database and data directory of its own; call it with `inject` and close it
 * when done. It is not started yet, so a test can still add routes (the first `inject` starts it).
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<App> {
  const dataDir = await mkdtemp(join(tmpdir(), 'eventsite-server-data-'));
  const config = loadConfig({
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    PUBLIC_URL: 'http://party.localhost:3000',
    DATA_DIR: dataDir,
    ...GENEROUS_RATE_LIMITS,
    // Many apps share two cores during a test run; the overload tests set their own limits.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database: options.database ?? (await createTestDatabase()),
    webDistDir: options.webDistDir ?? null,
    ...(options.now ? { now: options.now } : {}),
  });
  app.addHook('onClose', () => rm(dataDir, { recursive: true, force: true }));
  return app;
}
