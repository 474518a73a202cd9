import { describe, expect, it } from 'vitest';
import {
  OWASP_SCRYPT_COST,
  hashPassword,
  needsRehash,
  passwordHashCost,
  verifyAgainstDummy,
  verifyPassword,
} from '../../src/accounts/hash-password';

/** The suite hashes at the cost its configuration lowers to (vitest.config.ts). */
const TEST_COST = Number(process.env.PASSWORD_HASH_COST);

describe('passwordHashCost', () => {
  it('is OWASP’s 2^17 unless lowered, and only a power of two from 2^10 outside production', () => {
    expect(passwordHashCost({})).toBe(131072);
    expect(OWASP_SCRYPT_COST).toBe(131072);
    expect(passwordHashCost({ PASSWORD_HASH_COST: '1024', NODE_ENV: 'test' })).toBe(1024);
    expect(() => passwordHashCost({ PASSWORD_HASH_COST: '1024', NODE_ENV: 'production' })).toThrow(
      /outside production/,
    );
    expect(passwordHashCost({ PASSWORD_HASH_COST: '131072', NODE_ENV: 'production' })).toBe(131072);
    for (const wrong of ['512', '1000', '262144', 'many']) {
      expect(() => passwordHashCost({ PASSWORD_HASH_COST: wrong })).toThrow(/power of two/);
    }
  });
});

describe('hashPassword', () => {
  it('makes a salted, self-describing scrypt hash that only the same password matches', async () => {
    const [first, second] = await Promise.all([
      hashPassword('hemligt lösenord'),
      hashPassword('hemligt lösenord'),
    ]);
    expect(first).toMatch(new RegExp(`^scrypt\\$${TEST_COST}\\$8\\$1\\$[\\w-]{22}\\$[\\w-]{86}$`));
    expect(second).not.toBe(first);
    expect(await verifyPassword('hemligt lösenord', first ?? '')).toBe(true);
    expect(await verifyPassword('hemligt lösenorD', first ?? '')).toBe(false);
    expect(needsRehash(first ?? '')).toBe(false);
  });

  it('never matches a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'not a hash')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$16384$8$1$c2FsdA$')).toBe(false);
  });

  it('asks for a re-hash of hashes made with weaker parameters', () => {
    expect(needsRehash(`scrypt$${TEST_COST / 2}$8$1$c2FsdA$a2V5`)).toBe(true);
    expect(needsRehash(`scrypt$${TEST_COST}$4$1$c2FsdA$a2V5`)).toBe(true);
    expect(needsRehash('bcrypt$whatever')).toBe(true);
  });

  it('spends a hash on unknown accounts and never matches', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
