/**
 * Debian's nginx serving answers the bench fetched from the server as static files: the same bytes with
 * the same headers, from a generated nginx.conf in a temp dir (one worker, like the one Node process it
 * is compared with, on 127.0.0.1, in the foreground so that it stops with its process).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import { startProcess, waitForUrl } from './processes';
import { contentHeaders, headerValue, type RawResponse } from './raw-response';

const NGINX = process.env.BENCH_NGINX ?? 'nginx';
const WORKERS = Number(process.env.BENCH_NGINX_WORKERS ?? 1);

/** Fails with what to install when nginx is missing: the bench installs nothing itself. */
export function requireNginx(): void {
  const probe = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      `nginx is needed to compare with (${NGINX} -v failed). Install Debian's package: ` +
        '`apt-get install nginx-light` (or `nginx`), or set BENCH_NGINX to its path.',
    );
  }
}

/** A double-quoted nginx string; `$` through the `$dollar` variable since nginx has no escape for it. */
function quoted(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\$/g, '${dollar}')}"`;
}

function locationBlock(path: string, file: string, response: RawResponse): string {
  const contentType = headerValue(response, 'content-type') ?? 'application/octet-stream';
  const added = contentHeaders(response)
    .filter(([name]) => name !== 'content-type')
    .map(([name, value]) => `      add_header ${name} ${quoted(value)} always;`);
  return [
    `    location = ${path} {`,
    `      alias ${file};`,
    '      types { }',
    `      default_type ${quoted(contentType)};`,
    ...added,
    '    }',
  ].join('\n');
}

export interface StaticCopies {
  port: number;
  process: ChildProcess;
  /** nginx's own temp dir (config, files, logs), for the caller to remove. */
  directory: string;
}

/** Starts nginx serving each answer at its path (e.g. `/demo`). */
export async function serveStaticCopies(answers: Record<string, RawResponse>): Promise<StaticCopies> {
  const port = await freePort();
  const directory = mkdtempSync(join(tmpdir(), 'eventsite-bench-nginx-'));
  // nginx started as root reads the files as `nobody`: its dir must let it through.
  chmodSync(directory, 0o755);
  mkdirSync(join(directory, 'files'), { recursive: true });
  mkdirSync(join(directory, 'temp'), { recursive: true });
  const locations = Object.entries(answers).map(([path, response], index) => {
    const file = join(directory, 'files', `answer-${index}`);
    writeFileSync(file, response.body);
    return locationBlock(path, file, response);
  });
  const temp = join(directory, 'temp');
  const config = `worker_processes ${WORKERS};
daemon off;
pid ${join(directory, 'nginx.pid')};
error_log ${join(directory, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  server_tokens off;
  keepalive_requests 1000000;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  geo $dollar { default "$"; }
  server {
    listen 127.0.0.1:${port};
${locations.join('\n')}
  }
}
`;
  const configFile = join(directory, 'nginx.conf');
  writeFileSync(configFile, config);
  const child = startProcess(NGINX, ['-e', join(directory, 'error.log'), '-p', directory, '-c', configFile], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const [firstPath] = Object.keys(answers);
  await waitForUrl(`http://127.0.0.1:${port}${firstPath ?? '/'}`, child);
  return { port, process: child, directory };
}
