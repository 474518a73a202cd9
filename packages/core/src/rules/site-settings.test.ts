import { describe, expect, it } from 'vitest';
import {
  canStoreSiteSettings,
  guestPasswordProblem,
  guestPasswordRequest,
  isPasswordProtected,
} from './site-settings';

describe('guest password and noindex (002 §4, §5, §7)', () => {
  it('are stored only for a published site that is not quick start', () => {
    expect(canStoreSiteSettings({ active: true, quickStart: false })).toBe(true);
    expect(canStoreSiteSettings({ active: false, quickStart: false })).toBe(false);
    expect(canStoreSiteSettings({ active: true, quickStart: true })).toBe(false);
    expect(canStoreSiteSettings({ active: false, quickStart: true })).toBe(false);
  });

  it('require a password when use is on, counting only what is left after trimming', () => {
    expect(guestPasswordProblem(true, '')).toBe('required');
    expect(guestPasswordProblem(true, '   ')).toBe('required');
    expect(guestPasswordProblem(true, ' gäster ')).toBeNull();
    expect(guestPasswordProblem(false, '')).toBeNull();
  });

  it('send the trimmed password, or an empty one to turn protection off', () => {
    expect(guestPasswordRequest(true, '  gäster2025 ')).toEqual({ password: 'gäster2025' });
    expect(guestPasswordRequest(false, 'gäster2025')).toEqual({ password: '' });
  });

  it("read protection from the owner's answer, which never carries the hash", () => {
    expect(isPasswordProtected({ hasPassword: true })).toBe(true);
    expect(isPasswordProtected({ hasPassword: false })).toBe(false);
    expect(isPasswordProtected({})).toBe(false);
  });
});
