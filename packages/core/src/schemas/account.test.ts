import { describe, expect, it } from 'vitest';
import { accountSchema } from './account';

describe('accountSchema (000 §2.5, §3)', () => {
  it('holds the mail and registration date', () => {
    const account = { mail: 'anna@example.se', registered: { date: '2024-05-01T09:00:00.000Z' } };
    expect(accountSchema.parse(account)).toEqual(account);
    expect(accountSchema.safeParse({ mail: 'anna@example.se', registered: {} }).success).toBe(false);
  });
});
