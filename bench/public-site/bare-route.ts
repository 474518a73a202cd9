/** Starts bare-fastify.ts as a second process serving one stored answer at `/json`. */
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';
import { startProcess, waitForUrl } from './processes';
import { contentHeaders, type RawResponse } from './raw-response';

const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'bare-fastify.ts');

export async function serveFromMemory(
  directory: string,
  response: RawResponse,
): Promise<{ port: number; process: ChildProcess }> {
  const port = await freePort();
  const answerFile = join(directory, 'bare-answer.json');
  writeFileSync(
    answerFile,
    JSON.stringify({ headers: contentHeaders(response), bodyBase64: response.body.toString('base64') }),
  );
  const child = startProcess(process.execPath, ['--import', 'tsx', SCRIPT, answerFile, String(port)], {
    cwd: dirname(SCRIPT),
  });
  await waitForUrl(`http://127.0.0.1:${port}/json`, child);
  return { port, process: child };
}
