/**
 * One answer exactly as the server sent it: status, headers and the body's bytes still compressed (fetch
 * would decompress them), so nginx and the bare Fastify route can send the very same bytes.
 */
import { request } from 'node:http';

/** What a phone's browser sends for a page and for the site's JSON read. */
const BROWSER = {
  'accept-encoding': 'br, gzip',
  'accept-language': 'sv-SE,sv;q=0.9,en;q=0.8',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};
export const PAGE_REQUEST_HEADERS = {
  ...BROWSER,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
};
export const JSON_REQUEST_HEADERS = { ...BROWSER, accept: 'application/json' };

export interface RawResponse {
  status: number;
  /** Header names in lower case, each with its value(s) as sent. */
  headers: [string, string][];
  body: Buffer;
}

export function fetchRaw(port: number, path: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = response.rawHeaders;
        const pairs: [string, string][] = [];
        for (let index = 0; index + 1 < raw.length; index += 2) {
          pairs.push([(raw[index] ?? '').toLowerCase(), raw[index + 1] ?? '']);
        }
        resolve({ status: response.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
      });
    });
    outgoing.on('error', reject);
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`GET ${path} timed out`)));
    outgoing.end();
  });
}

/** Headers each server sets for itself per answer: not copied to the static copies. */
const OWN_HEADERS = new Set([
  'connection',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
  'server',
  'accept-ranges',
  'last-modified',
  'etag',
]);

/** The headers a static copy must send to be the same answer. */
export function contentHeaders(response: RawResponse): [string, string][] {
  return response.headers.filter(([name]) => !OWN_HEADERS.has(name));
}

export function headerValue(response: RawResponse, name: string): string | undefined {
  return response.headers.find(([candidate]) => candidate === name)?.[1];
}
