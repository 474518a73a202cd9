import type { Database } from '../db/open-database';
import type { AccountDeps } from './account-deps';

/**
 * Uses a reset link: in one transaction the token is spent, the password replaced, every other link of the
 * account voided and all its sessions ended (whoever knew the old password is logged out). False when the
 * token is unknown, used or expired.
 */
export async function setPasswordWithToken(
  deps: Pick<AccountDeps, 'repositories'> & { db: Database },
  input: { token: string; passwordHash: string; now: Date },
): Promise<boolean> {
  const { accounts, sessions, passwordResets } = deps.repositories;
  return deps.db.transaction(async (tx) => {
    const resets = passwordResets.withTransaction(tx);
    const accountId = await resets.consume(input.token, input.now);
    if (!accountId) return false;
    await accounts.withTransaction(tx).setPasswordHash(accountId, input.passwordHash);
    await resets.useAllOfAccount(accountId, input.now);
    await sessions.withTransaction(tx).deleteAllOfAccount(accountId);
    return true;
  });
}
