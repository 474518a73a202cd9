import type { Database } from '../db/open-database';
import { AccountRepository } from './account-repository';
import { PasswordResetRepository } from './password-reset-repository';
import { SessionRepository } from './session-repository';

/**
 * Uses a reset link: in one transaction the token is spent, the password replaced, every other link of the
 * account voided and all its sessions ended (whoever knew the old password is logged out). False when the
 * token is unknown, used or expired.
 */
export async function setPasswordWithToken(
  db: Database,
  input: { token: string; passwordHash: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const resets = new PasswordResetRepository(tx);
    const accountId = await resets.consume(input.token, input.now);
    if (!accountId) return false;
    await new AccountRepository(tx).setPasswordHash(accountId, input.passwordHash);
    await resets.useAllOfAccount(accountId, input.now);
    await new SessionRepository(tx).deleteAllOfAccount(accountId);
    return true;
  });
}
