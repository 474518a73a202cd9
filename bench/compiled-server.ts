/**
 * What the benches that drive the compiled server share: starting it as a second process in production
 * mode on a fresh database (embedded in a temp DATA_DIR, or a new PostgreSQL database), stopping it, and
 * running requests a few at a time with their latency percentiles.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export type BenchDatabase = 'pglite' | 'postgres';

/** The databases a bench runs on, from BENCH_DATABASES (`fallback`: 'pglite,postgres'). */
export function benchDatabases(fallback = 'pglite,postgres'): BenchDatabase[] {
  return (process.env.BENCH_DATABASES ?? fallback).split(',').map((name) => {
    const database = name.trim();
    if (database !== 'pglite' && database !== 'postgres') throw new Error(`unknown database ${database}`);
    return database;
  });
}

/** A PostgreSQL database to create each run's fresh database from (BENCH_PG_ADMIN_URL). */
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function psql(sql: string): string {
  const result = spawnSync('psql', [PG_ADMIN_URL, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`psql failed (${sql}): ${result.stderr || String(result.error)}`);
  return result.stdout;
}

/**
 * The CPU time, in ms, that the PostgreSQL backends connected to `dbName` have used, or null when their
 * processes are not readable here (PostgreSQL on another machine): the database's share of the work, which
 * the server's own CPU time leaves out.
 */
function postgresBackendsCpuMs(dbName: string): number | null {
  const pids = psql(`SELECT pid FROM pg_stat_activity WHERE datname = '${dbName}'`)
    .split('\n')
    .filter(Boolean);
  const backends = pids.map((pid) => procStatFields(pid, 'postgres')).filter((fields) => fields !== null);
  if (backends.length === 0) return null;
  return backends.reduce((ms, fields) => ms + cpuMsOf(fields), 0);
}

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`server did not start at ${url}`);
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.pid === undefined) return Promise.resolve();
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  // The server runs in its own process group: stop the whole group.
  process.kill(-server.pid, 'SIGTERM');
  return exited;
}

/**
 * Runs `measure` against the compiled server (`npm run build` first) on `port`, started in production mode
 * with the party brand, load shedding off and `env` added, on a fresh `database`; cleans up afterwards.
 */
export async function withCompiledServer<T>(
  database: BenchDatabase,
  port: number,
  env: Record<string, string>,
  /**
   * Gets the server process's id, for benches that read its memory or CPU time, and the CPU time of the
   * run's PostgreSQL backends so far (null on PGlite, `postgresBackendsCpuMs`).
   */
  measure: (serverPid: number, databaseCpuMs: () => number | null) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'eventsite-bench-'));
  const dbName = `eventsite_bench_${randomBytes(6).toString('hex')}`;
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // An overloaded moment shows as latency in the numbers, not as 503 answers.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    BRAND: 'party',
    MARKET: 'se',
    ...env,
  };
  delete serverEnv.DATABASE_URL;
  if (database === 'postgres') {
    psql(`CREATE DATABASE ${dbName}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${dbName}`;
    serverEnv.DATABASE_URL = url.toString();
  }
  // BENCH_CPU_PROF_DIR: the server writes a V8 CPU profile there when it stops, to see where its time goes.
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : [];
  const server = spawn(process.execPath, [...profile, 'apps/server/dist/server.js'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: serverEnv,
    detached: true,
  });
  try {
    await waitForServer(`http://localhost:${port}/api/config`, server);
    return await measure(server.pid ?? 0, () =>
      database === 'postgres' ? postgresBackendsCpuMs(dbName) : null,
    );
  } finally {
    await stopServer(server);
    if (database === 'postgres') psql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs `task` for 0..count-1, at most `concurrency` at a time, in order of start. */
export async function inParallel<T>(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

export const round = (value: number) => Math.round(value * 100) / 100;

/** p50, p99 and the maximum of latencies in milliseconds. */
export function latencySummary(latencies: readonly number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const percentile = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
  return {
    latencyP50Ms: round(percentile(50)),
    latencyP99Ms: round(percentile(99)),
    latencyMaxMs: round(sorted[sorted.length - 1] ?? Number.NaN),
  };
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time, in ms, that a server's processes (its process group, such as tsx and the node it starts)
 * have used: unlike the wall time, it does not grow when neighbours load the machine.
 */
export function processGroupCpuMs(groupId: number): number {
  let ms = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = procStatFields(entry);
    if (fields && Number(fields[2]) === groupId) ms += cpuMsOf(fields);
  }
  return ms;
}

/**
 * A process's /proc stat fields after its command's closing parenthesis (state ppid pgrp … utime (12th)
 * stime (13th)); null when it has ended, is not readable or its command is not `command`.
 */
function procStatFields(pid: string, command?: string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (command !== undefined && !stat.startsWith(`${pid} (${command})`)) return null;
    return stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  } catch {
    return null;
  }
}

const cpuMsOf = (fields: readonly string[]) =>
  ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
