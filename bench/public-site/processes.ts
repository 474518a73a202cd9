/**
 * Child processes of the bench, each in its own process group so that stopping it stops everything it
 * started, and stopped for certain: SIGTERM, then SIGKILL when it has not exited after a grace period.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const GRACE_MS = 5_000;
const running = new Set<ChildProcess>();

export function startProcess(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', ...options, detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), GRACE_MS);
  await exited;
  clearTimeout(timer);
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map(stopProcess));
}

/** Waits until `url` answers 2xx; fails early when the process exits first. */
export async function waitForUrl(url: string, child: ChildProcess): Promise<void> {
  // Minutes, not seconds: on a busy shared machine the server's first start (migrations) is slow.
  for (let attempt = 0; attempt < 720; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the process for ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`nothing answered at ${url}`);
}
