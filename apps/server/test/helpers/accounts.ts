import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app';

export const PASSWORD = 'correct horse battery';

export function uniqueMail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/** The `cookie` request header that carries the session a response set. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find(
    (candidate) => candidate.name === 'session' || candidate.name === '__Host-session',
  );
  if (!cookie) throw new Error(`No session cookie in the response (status ${response.statusCode})`);
  return `${cookie.name}=${cookie.value}`;
}

export function postJson(app: App, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export async function registerAccount(app: App, mail = uniqueMail(), password = PASSWORD) {
  const response = await postJson(app, '/api/accounts/register/', { mail, password });
  if (response.statusCode !== 201)
    throw new Error(`Registering failed: ${response.statusCode} ${response.body}`);
  return { mail, password, cookie: sessionCookieOf(response) };
}
