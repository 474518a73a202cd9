import type { InterfaceLanguage } from '@eventsite/core';
import { buildAccountExport } from './build-account-export';
import type { PersonalDataDeps } from './personal-data-deps';

/** A build that has not reported progress for this long was stopped (a crashed process): it starts again. */
const STALE_AFTER_MS = 10 * 60 * 1000;

export type AccountExportState =
  { status: 'preparing'; done: number; total: number } | { status: 'ready'; storageKey: string };

/**
 * `GET /api/accounts/me/export` (issue 33, item 2): the ready zip while it is valid; otherwise starts its
 * build in the background (one process claims it) and says how far it is. `track` receives the build, so
 * the server can wait for it when it closes.
 */
export async function requestAccountExport(
  deps: PersonalDataDeps,
  account: { id: string; mail: string; language: InterfaceLanguage },
  track: (build: Promise<void>) => void,
): Promise<AccountExportState> {
  const { accountExports } = deps.repositories;
  const now = deps.now();
  const current = await accountExports.find(account.id);
  if (current?.status === 'ready' && current.storageKey && current.expiresAt && current.expiresAt > now) {
    return { status: 'ready', storageKey: current.storageKey };
  }
  const claimed = await accountExports.claim(account.id, now, new Date(now.getTime() - STALE_AFTER_MS));
  if (claimed) {
    if (current?.storageKey) await deps.storage.delete(current.storageKey);
    track(
      buildAccountExport(deps, account).catch(async (error: unknown) => {
        deps.log.error({ err: error }, 'The account export failed');
        await accountExports.markFailed(account.id);
      }),
    );
  }
  const progress = claimed ?? current;
  return { status: 'preparing', done: progress?.done ?? 0, total: progress?.total ?? 0 };
}

/** Housekeeping: deletes the exports past their week, and their zips. */
export async function deleteExpiredExports(deps: PersonalDataDeps, now: Date): Promise<void> {
  for (const expired of await deps.repositories.accountExports.listExpired(now)) {
    if (expired.storageKey) await deps.storage.delete(expired.storageKey);
    await deps.repositories.accountExports.delete(expired.accountId);
  }
}
