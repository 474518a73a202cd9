import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { buildTestApp } from '../helpers/build-test-app';
import { createClock } from '../helpers/clock';
import { getSite, putJson } from '../helpers/sites';
import { createGuestSite, fetchPostKey } from './guest/guest-site';

/** A password hash (scrypt or argon2), or a long hex or base64url string such as a token or a key. */
const SECRET_LOOKING = /^(?:scrypt\$|\$argon2|\$2[aby]\$)|^[0-9a-f]{32,}$|^[A-Za-z0-9_-]{40,}$/i;
/** Fields that must never come back, whatever their value. */
const SECRET_FIELD = /^(?:password|passwordHash|hash|token|sessionToken|secret)$/i;

/** Every string in an answer that looks like a secret or sits in a secret's field, by its path. */
function secretsIn(value: unknown, path: string, found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (SECRET_LOOKING.test(value)) found.push(`${path} = ${value.slice(0, 40)}`);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => secretsIn(item, `${path}[${index}]`, found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (SECRET_FIELD.test(key) && item !== null && item !== undefined) found.push(`${path}.${key}`);
      secretsIn(item, `${path}.${key}`, found);
    }
  }
  return found;
}

describe('answers of the owner and guest routes', () => {
  const clock = createClock();
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
  });
  afterAll(() => app.close());

  it('carry no password hash, token or key, and only the caller’s own data', async () => {
    const answers: { call: string; response: LightMyRequestResponse }[] = [];
    const call = async (method: HTTPMethods, url: string, cookie?: string, payload?: unknown) => {
      const response = await app.inject({
        method,
        url,
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookie ? { cookie } : {}),
        },
      });
      answers.push({ call: `${method} ${url}`, response });
      return response;
    };

    const { owner, siteId } = await createGuestSite(app);
    const other = await createGuestSite(app);
    expect(
      (await putJson(app, `/api/sites/${siteId}/password`, { password: 'bröllop' }, owner.cookie)).statusCode,
    ).toBe(200);
    const site = await getSite(app, owner.cookie, siteId);

    await call('GET', '/api/accounts/me/', owner.cookie);
    await call('GET', `/api/sites/${siteId}`, owner.cookie);
    await call('PUT', `/api/sites/V2/${siteId}`, owner.cookie, site);
    await call('PUT', `/api/sites/V2/${siteId}`, owner.cookie, site); // a conflict carries the site too
    await call('GET', `/api/sites/${siteId}/versions`, owner.cookie);
    await call('POST', `/api/sites/${siteId}/versions/1/restore`, owner.cookie, {});
    await call('GET', `/api/sites/${siteId}/account`, owner.cookie);
    await call('GET', `/api/sites/${other.siteId}`, owner.cookie);
    await call('GET', `/api/sites/${other.siteId}/versions`, owner.cookie);
    await call('GET', '/api/sites/quick-start/demo.party.localhost', owner.cookie);
    await call('GET', '/api/config');

    await call('GET', `/api/sites/public/${siteId}`);
    const login = await call('POST', `/api/sites/public/${siteId}/login`, undefined, { password: 'bröllop' });
    const guest = login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    await call('GET', `/api/sites/public/${siteId}`, guest);
    await call('GET', `/api/sites/public/${other.siteId}`);
    const postKey = await fetchPostKey(app, clock, 'rsvps');
    await call('POST', `/api/rsvps/${siteId}/v4/`, guest, {
      guests: [
        { formElements: [{ formElement: { id: 'q-name', formElementType: 'ShortText' }, value: 'Anna' }] },
      ],
      language: 'sv',
      groupIdentifier: 'g',
      postKey,
      formId: 'rsvp-1',
      formTitle: { sv: 'OSA' },
    });
    await call('GET', `/api/rsvps/${siteId}/v4`, owner.cookie);
    await call('GET', `/api/rsvps/${other.siteId}/v4`, owner.cookie);
    await call('POST', '/api/accounts/login/', undefined, { mail: owner.mail, password: owner.password });

    const statuses = answers.map(({ call: made, response }) => `${made} ${response.statusCode}`);
    expect(statuses.filter((status) => / 5\d\d$/.test(status))).toEqual([]);
    // The other owner's site and answers are refused, not shown.
    expect(
      statuses.filter((status) => status.includes(other.siteId) && !status.includes('/public/')),
    ).toEqual([
      `GET /api/sites/${other.siteId} 403`,
      `GET /api/sites/${other.siteId}/versions 403`,
      `GET /api/rsvps/${other.siteId}/v4 403`,
    ]);
    const secrets = answers.flatMap(({ call: made, response }) =>
      response.headers['content-type']?.toString().startsWith('application/json')
        ? secretsIn(response.json(), made)
        : [],
    );
    expect(secrets).toEqual([]);
    expect(answers.map(({ response }) => response.body).join('\n')).not.toContain(other.owner.mail);
  });
});
