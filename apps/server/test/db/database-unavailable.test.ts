import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/db/database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** As Drizzle reports a failed statement: its own error, the driver's as the cause. */
const failedQuery = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 10.0.0.5:5432', 'ECONNREFUSED')],
    ['a host that is gone', withCode('connect EHOSTUNREACH 10.0.0.5:5432', 'EHOSTUNREACH')],
    ['a network that is down', withCode('connect ENETUNREACH 10.0.0.5:5432', 'ENETUNREACH')],
    ['an aborted connection', withCode('read ECONNABORTED', 'ECONNABORTED')],
    ['a server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['an idle session ended', withCode('terminating connection due to idle-session timeout', '57P05')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a pool out of time', new Error('timeout exceeded when trying to connect')],
    ['a client out of time', new Error('timeout expired')],
    ['a client ended under a query', new Error('Client was closed and is not queryable')],
    [
      'every address of a host refused',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
    ],
  ])('is true for %s, also as the cause of a failed query', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(error))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a bug', new TypeError('Cannot read properties of undefined')],
    ['something not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(failedQuery(error))).toBe(false);
  });
});
