import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP ASVS 5.0's scrypt cost (`decisions.md` §4); node's defaults are far weaker. */
export const OWASP_SCRYPT_COST = 2 ** 17;
const LOWEST_TEST_COST = 2 ** 10;

/**
 * The scrypt cost N: OWASP's, unless `PASSWORD_HASH_COST` lowers it for the test suites (a hash at OWASP
 * cost takes about 0.7 s here, and the server tests make hundreds). Production refuses a lower cost.
 */
export function passwordHashCost(env: NodeJS.ProcessEnv): number {
  const raw = env.PASSWORD_HASH_COST;
  if (raw === undefined || raw === '') return OWASP_SCRYPT_COST;
  const cost = Number(raw);
  const powerOfTwo = Number.isInteger(cost) && cost > 1 && (cost & (cost - 1)) === 0;
  if (!powerOfTwo || cost < LOWEST_TEST_COST || cost > OWASP_SCRYPT_COST) {
    throw new Error(
      `PASSWORD_HASH_COST must be a power of two from ${LOWEST_TEST_COST} to ${OWASP_SCRYPT_COST}`,
    );
  }
  if (env.NODE_ENV === 'production' && cost < OWASP_SCRYPT_COST) {
    throw new Error('PASSWORD_HASH_COST may only lower the scrypt cost outside production');
  }
  return cost;
}

const COST = passwordHashCost(process.env);
const BLOCK_SIZE = 8;
const PARALLELIZATION = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** scrypt needs 128 * N * r bytes (128 MiB at OWASP cost); node refuses anything above 32 MiB unless told. */
const MAX_MEMORY = 256 * 1024 * 1024;

function deriveKey(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A self-describing hash, `scrypt$N$r$p$salt$hash` (base64url), so the parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, KEY_BYTES, { N: COST, r: BLOCK_SIZE, p: PARALLELIZATION });
  return [
    'scrypt',
    COST,
    BLOCK_SIZE,
    PARALLELIZATION,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const [algorithm, N, r, p, salt, key] = stored.split('$');
  if (algorithm !== 'scrypt' || !N || !r || !p || !salt || !key) return null;
  return {
    N: Number(N),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await deriveKey(password, parsed.salt, parsed.key.length, {
    N: parsed.N,
    r: parsed.r,
    p: parsed.p,
  });
  return timingSafeEqual(key, parsed.key);
}

/** True when the hash was made with weaker parameters than today's, so the next login should re-hash. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.N < COST || parsed.r < BLOCK_SIZE || parsed.p < PARALLELIZATION;
}

/**
 * A stored hash that no password matches (random key) with today's parameters. Checking a password against
 * it takes as long as against a real one, so mail addresses without an account answer as slowly.
 */
const DUMMY_HASH = [
  'scrypt',
  COST,
  BLOCK_SIZE,
  PARALLELIZATION,
  randomBytes(SALT_BYTES).toString('base64url'),
  randomBytes(KEY_BYTES).toString('base64url'),
].join('$');

/** Spends the time of a password check for an unknown account, and fails like a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}
