import { vi } from 'vitest';

/** One answer of the mocked API: `${method} ${path}` → status and JSON body. */
export type MockRoutes = Record<string, { status?: number; body: unknown }>;

/** Replaces `fetch` with answers by method and path, and returns the mock to read the calls from (tests only). */
export function mockFetch(routes: MockRoutes) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const route = routes[`${init?.method ?? 'GET'} ${String(input)}`];
    if (route === undefined) return Promise.reject(new TypeError(`no mock for ${String(input)}`));
    return Promise.resolve(
      new Response(JSON.stringify(route.body), {
        status: route.status ?? 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The parsed JSON bodies sent to `method path` (tests only). */
export function sentBodies(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === path && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}
