import { MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { AdvisoryLocks } from '../db/advisory-locks';

interface UploadLockerOptions {
  /** How long a request waits for an upload another request writes. */
  acquireTimeoutMs: number;
  /** How often it asks the database again meanwhile. */
  retryMs: number;
  /** The answer when the wait is over: the tus error the request ends with. */
  busy: () => unknown;
}

/**
 * tus upload locks that hold across server processes (several processes on one file store or bucket): a
 * request first waits its turn in its own process (tus's memory locker, which asks a holder whose phone
 * went quiet to let go), then takes the upload's advisory lock in the database, which another process may
 * hold for a while: it asks again every `retryMs` until `acquireTimeoutMs`.
 */
export class DatabaseUploadLocker implements Locker {
  private readonly local: MemoryLocker;

  constructor(
    private readonly locks: AdvisoryLocks,
    private readonly options: UploadLockerOptions,
  ) {
    this.local = new MemoryLocker({ acquireLockTimeout: options.acquireTimeoutMs });
  }

  newLock(id: string): Lock {
    const local = this.local.newLock(id);
    const { locks, options } = this;
    return {
      async lock(signal: AbortSignal, requestRelease: RequestRelease) {
        // The memory locker's only failure is its timeout, answered as the database's wait is.
        await local.lock(signal, requestRelease).catch(() => {
          throw options.busy();
        });
        try {
          const deadline = Date.now() + options.acquireTimeoutMs;
          while (!(await locks.tryLock(id))) {
            if (signal.aborted || Date.now() >= deadline) throw options.busy();
            await new Promise((resume) => setTimeout(resume, options.retryMs));
          }
        } catch (error) {
          await local.unlock();
          throw error;
        }
      },
      async unlock() {
        try {
          await locks.unlock(id);
        } finally {
          await local.unlock();
        }
      },
    };
  }
}
