/** Load at a fixed number of connections with autocannon, from this process, on loopback. */
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export async function measureLoad(
  url: string,
  headers: Record<string, string>,
  settings: { connections: number; durationSeconds: number },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    headers,
    connections: settings.connections,
    duration: settings.durationSeconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
