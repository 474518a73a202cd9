import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../../src/accounts/hash-password';

describe('hashPassword', () => {
  it('makes a salted, self-describing scrypt hash that only the same password matches', async () => {
    const [first, second] = await Promise.all([
      hashPassword('hemligt lösenord'),
      hashPassword('hemligt lösenord'),
    ]);
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
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
    expect(needsRehash('scrypt$16384$8$1$c2FsdA$a2V5')).toBe(true);
    expect(needsRehash('bcrypt$whatever')).toBe(true);
  });

  it('spends a hash on unknown accounts and never matches', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
