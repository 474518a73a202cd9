import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseConnection } from '../../src/db/open-database';
import type { AdvisoryLocks } from '../../src/db/advisory-locks';
import { DatabaseUploadLocker } from '../../src/guest-photos/upload-locker';
import { createTestDatabase } from '../helpers/test-database';

const BUSY = { status_code: 423, body: 'busy' };
const noRelease = () => undefined;

function lockerOn(locks: AdvisoryLocks, acquireTimeoutMs = 300) {
  return new DatabaseUploadLocker(locks, { acquireTimeoutMs, retryMs: 20, busy: () => BUSY });
}

describe('tus upload locks in the database (several processes on one store)', () => {
  let connection: DatabaseConnection | undefined;
  const opened: AdvisoryLocks[] = [];
  async function advisoryLocks(): Promise<AdvisoryLocks> {
    connection ??= await openDatabase(await createTestDatabase());
    const locks = connection.advisoryLocks('eventsite:tus-upload-test');
    opened.push(locks);
    return locks;
  }
  afterEach(async () => {
    for (const locks of opened.splice(0)) await locks.close();
    await connection?.close();
    connection = undefined;
  });

  it('lets one request of a process write an upload at a time, and frees it on unlock', async () => {
    const locker = lockerOn(await advisoryLocks());
    // A second request of the same process asks the first to let go, and waits for it.
    let asked = false;
    const first = locker.newLock('a1b2');
    await first.lock(new AbortController().signal, () => {
      asked = true;
    });
    const second = locker.newLock('a1b2');
    const secondLocked = second.lock(new AbortController().signal, noRelease);
    await new Promise((resume) => setTimeout(resume, 50));
    expect(asked).toBe(true);
    await first.unlock();
    await secondLocked;
    // A holder that does not let go keeps it: the next request is told the upload is busy.
    const third = locker.newLock('a1b2');
    await expect(third.lock(new AbortController().signal, noRelease)).rejects.toBe(BUSY);
    await second.unlock();
    // Another upload is never held up.
    const other = locker.newLock('c3d4');
    await other.lock(new AbortController().signal, noRelease);
    await other.unlock();
  });

  // The embedded database has one process, whose one session takes any lock again: the case is PostgreSQL's.
  it.runIf(process.env.DATABASE_URL)(
    'keeps two processes from writing the same upload at once, and the second gets it once the first lets go',
    async () => {
      const processA = lockerOn(await advisoryLocks());
      const processB = lockerOn(await advisoryLocks());
      const held = processA.newLock('e5f6');
      await held.lock(new AbortController().signal, noRelease);

      await expect(processB.newLock('e5f6').lock(new AbortController().signal, noRelease)).rejects.toBe(BUSY);
      const otherUpload = processB.newLock('0a0b');
      await otherUpload.lock(new AbortController().signal, noRelease);
      await otherUpload.unlock();

      const waiting = processB.newLock('e5f6');
      const locked = waiting.lock(new AbortController().signal, noRelease);
      await new Promise((resume) => setTimeout(resume, 60));
      await held.unlock();
      await locked;
      await expect(processA.newLock('e5f6').lock(new AbortController().signal, noRelease)).rejects.toBe(BUSY);
      await waiting.unlock();
    },
  );
});
