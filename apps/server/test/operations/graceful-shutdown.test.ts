import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../src/server-paths';
import { createTestDatabase } from '../helpers/test-database';

const children: ChildProcess[] = [];
const directories: string[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const directory of directories.splice(0)) await rm(directory, { recursive: true, force: true });
});

/** The real server as a process of its own (the TypeScript sources through tsx), on a free port. */
async function startServer(): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'eventsite-shutdown-'));
  directories.push(dataDir);
  const database = await createTestDatabase();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_SECONDS: '20',
      ...(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const port = await waitFor(
    () => /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(text)?.[1],
    () => text,
  );
  return { child, port: Number(port), output: () => text };
}

/** Polls the server's output until `find` sees what it waits for (no fixed sleeps). */
async function waitFor<T>(find: () => T | undefined, output: () => string): Promise<T> {
  for (let tries = 0; tries < 600; tries += 1) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Not seen in the server's output:\n${output()}`);
}

describe('graceful shutdown', () => {
  it('on SIGTERM finishes the running request, refuses new connections and exits 0', async () => {
    const { child, port, output } = await startServer();
    const body = JSON.stringify({
      url: 'https://example.com/',
      severity: 1,
      originId: 'shutdown-test',
      userAgent: 'test',
    });
    // A request whose body is still on its way: it is running when the signal comes.
    const running = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/logs/',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = once(running, 'response');
    running.write(body.slice(0, 10));
    await waitFor(() => (output().includes('"url":"/api/logs/"') ? true : undefined), output);

    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await waitFor(() => (output().includes('Shutting down') ? true : undefined), output);

    const refused = await fetch(`http://127.0.0.1:${port}/health/live`).then(
      () => 'answered',
      (error: Error & { cause?: { code?: string } }) => error.cause?.code,
    );
    expect(refused).toBe('ECONNREFUSED');

    running.end(body.slice(10));
    const [response] = (await answered) as [IncomingMessage];
    let text = '';
    for await (const chunk of response) text += String(chunk);
    expect(response.statusCode, text).toBe(201);
    expect(JSON.parse(text)).toEqual({ ok: true });

    const [code] = await exited;
    expect(code, output()).toBe(0);
  });
});
