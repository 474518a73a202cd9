import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readSessionToken, setSessionCookie } from './session-cookie';

/**
 * Logs the account in with a brand-new session (`decisions.md` §4: a new session at every login), ending
 * the one this browser had, so that a session id planted before login is worth nothing after it.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
): Promise<void> {
  const { sessions } = app.repositories;
  const secure = app.config.secureCookies;
  const previous = readSessionToken(request, secure);
  if (previous) await sessions.deleteByToken(previous);
  const token = await sessions.create(accountId, app.now());
  setSessionCookie(reply, token, secure);
}
