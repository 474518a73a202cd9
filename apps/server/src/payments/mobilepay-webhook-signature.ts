import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedWebhook {
  /** The path and query the webhook was posted to, e.g. '/api/mobilepay/webhook'. */
  pathAndQuery: string;
  /** The raw body, exactly as received. */
  body: string;
  headers: {
    host?: string;
    'x-ms-date'?: string;
    'x-ms-content-sha256'?: string;
    authorization?: string;
  };
}

function sha256Base64(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

/** The Authorization header MobilePay sends for a webhook; used by the check and by tests that sign. */
export function mobilePayWebhookAuthorization(
  secret: string,
  pathAndQuery: string,
  date: string,
  host: string,
  body: string,
): string {
  const signed = `POST\n${pathAndQuery}\n${date};${host};${sha256Base64(body)}`;
  const signature = createHmac('sha256', secret).update(signed, 'utf8').digest('base64');
  return `HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=${signature}`;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * MobilePay's webhook authentication: the body's SHA-256 must match `x-ms-content-sha256`, and the
 * Authorization header must be the HMAC-SHA256, under the webhook's secret, of the method, path, date,
 * host and content hash. A webhook that fails either check is not from MobilePay.
 */
export function isMobilePayWebhookSigned(secret: string, webhook: SignedWebhook): boolean {
  const { host, authorization } = webhook.headers;
  const date = webhook.headers['x-ms-date'];
  const contentHash = webhook.headers['x-ms-content-sha256'];
  if (!host || !authorization || !date || !contentHash) return false;
  if (!sameText(contentHash, sha256Base64(webhook.body))) return false;
  const expected = mobilePayWebhookAuthorization(secret, webhook.pathAndQuery, date, host, webhook.body);
  return sameText(authorization, expected);
}
