import { request, type Agent } from 'node:https';
import type { OutgoingHttpHeaders } from 'node:http';

/** A provider's answer, read whole. */
export interface HttpsAnswer {
  status: number;
  body: string;
}

/**
 * One call to a payment provider over its client-certificate `agent`, given up after 20 s with
 * `timeoutMessage`; the answer is read whole whatever its status, for the caller to judge.
 */
export function httpsCall(
  url: string,
  options: {
    method: string;
    agent: Agent;
    headers: OutgoingHttpHeaders;
    payload?: string;
    timeoutMessage: string;
  },
): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: options.method, agent: options.agent, timeout: 20_000, headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(options.timeoutMessage)));
    outgoing.on('error', reject);
    outgoing.end(options.payload);
  });
}
