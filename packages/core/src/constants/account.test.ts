import { describe, expect, it } from 'vitest';
import { ACCOUNT_FALLBACK_EXPIRY_DATE, DISPLAY_DATE_FORMAT } from './account';

describe('account constants (000 §2.5, §9)', () => {
  it('falls back to 2022-11-01 and shows YYYY-MM-DD', () => {
    expect(ACCOUNT_FALLBACK_EXPIRY_DATE).toBe('2022-11-01');
    expect(DISPLAY_DATE_FORMAT).toBe('YYYY-MM-DD');
  });
});
