import { describe, expect, it } from 'vitest';
import { accountPublication } from './account-publication';

describe('accountPublication (000 §2.5)', () => {
  it('is absent while the site is not active', () => {
    expect(accountPublication({ active: false, customDomains: [] })).toBeNull();
  });

  it('shows the dates, falling back to 2022-11-01 for the expiry', () => {
    expect(accountPublication({ active: true, activeDate: '2030-01-01', customDomains: [] })).toEqual({
      activeDate: '2030-01-01',
      expiryDate: '2022-11-01',
      customDomain: null,
      customDomainExpiresFirst: false,
    });
  });

  it('names the first custom domain', () => {
    const first = { domain: 'anna.se', expires: '2031-01-01' };
    expect(
      accountPublication({
        active: true,
        activeExpireDate: '2031-02-01',
        customDomains: [first, { domain: 'anna.nu', expires: '2032-01-01' }],
      }),
    ).toEqual({
      activeDate: null,
      expiryDate: '2031-02-01',
      customDomain: first,
      // The domain's registration ends a month before the publication does.
      customDomainExpiresFirst: true,
    });
  });

  it('does not point out a domain that lasts as long as the publication', () => {
    const domain = { domain: 'anna.se', expires: '2031-02-01' };
    expect(
      accountPublication({ active: true, activeExpireDate: '2031-02-01', customDomains: [domain] })
        ?.customDomainExpiresFirst,
    ).toBe(false);
  });
});
