import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountDeps } from './account-deps';
import { readSessionToken, setSessionCookie } from './session-cookie';

/**
 * Logs the account in with a brand-new session (`decisions.md` §4: a new session at every login), ending
 * the one this browser had, so that a session id planted before login is worth nothing after it.
 */
export async function startSession(
  deps: AccountDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
): Promise<void> {
  const { sessions } = deps.repositories;
  const secure = deps.config.secureCookies;
  const previous = readSessionToken(request, secure);
  if (previous) await sessions.deleteByToken(previous);
  const token = await sessions.create(accountId, deps.now());
  setSessionCookie(reply, token, secure);
}
