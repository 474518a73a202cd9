import { logEntrySchema } from '@eventsite/core/schemas/log-entry';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { listenForUncaughtErrors, reportError, Severity } from './report-error';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reportError', () => {
  it('posts a log entry the server accepts', async () => {
    const requests = mockFetch(() => undefined);
    reportError(new Error('Boom'), Severity.error, { screen: 'login' });

    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.path).toBe('/api/logs/');
    const entry = logEntrySchema.parse(requests[0]?.body);
    expect(entry).toMatchObject({ severity: 3, errorObject: { message: 'Boom' }, info: { screen: 'login' } });
    expect(entry.url).toBe(window.location.href);
  });

  it('never throws, even when the report itself fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(() => reportError('a plain string', Severity.warning)).not.toThrow();
  });

  it('reports uncaught errors and unhandled rejections', async () => {
    const requests = mockFetch(() => undefined);
    const stop = listenForUncaughtErrors();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('Uncaught') }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('Unhandled') });
    window.dispatchEvent(rejection);
    stop();

    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(
      requests.map(({ body }) => (body as { errorObject: { message: string } }).errorObject.message),
    ).toEqual(['Uncaught', 'Unhandled']);
  });
});
