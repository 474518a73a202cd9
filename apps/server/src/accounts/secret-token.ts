import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the secret part of session cookies and reset links. */
export function createSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so someone who reads the database cannot use the tokens in it. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
