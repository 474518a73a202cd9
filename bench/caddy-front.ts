/**
 * Production's front for a bench: Caddy running deploy/Caddyfile itself (HTTP/2 over TLS from its internal
 * CA, certificates on demand as the app allows them) before one compiled server, as
 * scripts/production-smoke.sh runs it. A browser measured through it fetches as a guest's phone does in
 * production: one HTTP/2 connection with priorities, not HTTP/1.1's six connections per host.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './compiled-server';

/** Runs `measure` with Caddy listening on `httpsPort` in front of the server on `upstreamPort`. */
export async function withCaddyFront<T>(
  upstreamPort: number,
  httpsPort: number,
  measure: () => Promise<T>,
): Promise<T> {
  const work = mkdtempSync(join(tmpdir(), 'eventsite-bench-caddy-'));
  const caddy = spawn('caddy', ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      XDG_DATA_HOME: join(work, 'data'),
      XDG_CONFIG_HOME: join(work, 'config'),
      HTTPS_PORT: String(httpsPort),
      HTTP_PORT: String(httpsPort + 1),
      CADDY_ADMIN: `127.0.0.1:${httpsPort + 2}`,
      BRAND_DOMAIN: 'bench.localhost',
      TLS_ISSUER: 'internal',
      UPSTREAMS: `127.0.0.1:${upstreamPort}`,
      ASK_UPSTREAM: `127.0.0.1:${upstreamPort}`,
    },
  });
  try {
    for (let attempt = 0; ; attempt += 1) {
      if (caddy.exitCode !== null) throw new Error(`caddy exited with ${caddy.exitCode}`);
      try {
        await fetch(`http://127.0.0.1:${httpsPort + 2}/config/`);
        break;
      } catch {
        if (attempt > 60) throw new Error('caddy did not start');
        await new Promise((done) => setTimeout(done, 250));
      }
    }
    return await measure();
  } finally {
    const exited = new Promise<void>((done) => caddy.once('exit', () => done()));
    if (caddy.exitCode === null) caddy.kill('SIGTERM');
    await exited;
    rmSync(work, { recursive: true, force: true });
  }
}
