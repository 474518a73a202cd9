import { open, readFile, rm } from 'node:fs/promises';

/** The lock file beside a PGlite data directory, naming the process that has it open. */
export const lockPathOf = (databaseDir: string) => `${databaseDir}.lock`;

/** Lock files this process holds, so a PID reused after a restart (PID 1 in a container) is not mistaken for us. */
const heldByThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function holderOf(lockPath: string): Promise<number | null> {
  const pid = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Takes the embedded database's directory for this process: a file created exclusively, holding our PID.
 * PGlite has no lock of its own, and two processes writing one data directory corrupt it, so a second
 * process is refused with a message that names the holder. A lock left by a process that no longer
 * lives (killed, crashed) is taken over. Resolves with the function that releases it.
 */
export async function lockDataDir(lockPath: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const file = await open(lockPath, 'wx');
      await file.writeFile(`${process.pid}\n`);
      await file.close();
      heldByThisProcess.add(lockPath);
      return async () => {
        heldByThisProcess.delete(lockPath);
        await rm(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = await holderOf(lockPath);
    const heldElsewhere = pid !== null && pid !== process.pid && isAlive(pid);
    if (heldElsewhere || heldByThisProcess.has(lockPath)) {
      throw new Error(
        `The embedded database is in use by ${heldElsewhere ? `process ${pid}` : 'this process'} ` +
          `(lock file ${lockPath}). Run one server per DATA_DIR, or set DATABASE_URL to share a ` +
          'PostgreSQL database between several processes.',
      );
    }
    await rm(lockPath, { force: true });
  }
  throw new Error(`Could not take the embedded database's lock file ${lockPath}.`);
}
