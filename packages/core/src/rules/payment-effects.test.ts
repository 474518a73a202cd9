import { describe, expect, it } from 'vitest';
import { addMonths, changePublication, isPublicationLive, type Publication } from './payment-effects';

const NOW = new Date('2030-03-10T12:00:00.000Z');
const draft: Publication = { active: false, customDomains: [], customDomainActive: false };
const published: Publication = {
  host: 'anna.party.localhost',
  active: true,
  activeDate: '2029-06-01T00:00:00.000Z',
  activeExpireDate: '2030-06-01T00:00:00.000Z',
  customDomains: [],
  customDomainActive: false,
};

describe('addMonths', () => {
  it('adds calendar months in UTC', () => {
    expect(addMonths(NOW, 12).toISOString()).toBe('2031-03-10T12:00:00.000Z');
    expect(addMonths(NOW, 18).toISOString()).toBe('2031-09-10T12:00:00.000Z');
  });

  it('ends on the last day of a shorter month', () => {
    expect(addMonths(new Date('2030-01-31T00:00:00Z'), 1).toISOString()).toBe('2030-02-28T00:00:00.000Z');
    expect(addMonths(new Date('2031-08-31T00:00:00Z'), 6).toISOString()).toBe('2032-02-29T00:00:00.000Z');
  });
});

describe('changePublication (decisions §3)', () => {
  it('publishes a subdomain from now for the months bought', () => {
    expect(
      changePublication(draft, { kind: 'publishSubdomain', host: 'anna.festsidan.se', months: 12 }, NOW),
    ).toEqual({
      ...draft,
      host: 'anna.festsidan.se',
      active: true,
      activeDate: NOW.toISOString(),
      activeExpireDate: '2031-03-10T12:00:00.000Z',
    });
  });

  it('extends from the expiry date', () => {
    const extended = changePublication(published, { kind: 'extend', months: 12 }, NOW);
    expect(extended.activeExpireDate).toBe('2031-06-01T00:00:00.000Z');
    expect(extended.activeDate).toBe(published.activeDate);
  });

  it('extends a lapsed site from now', () => {
    const lapsed = { ...published, activeExpireDate: '2029-01-01T00:00:00.000Z' };
    expect(changePublication(lapsed, { kind: 'extend', months: 18 }, NOW).activeExpireDate).toBe(
      '2031-09-10T12:00:00.000Z',
    );
  });

  it('adds a custom domain as the host with its expiry, keeping a later site expiry', () => {
    const later = { ...published, activeExpireDate: '2032-01-01T00:00:00.000Z' };
    const changed = changePublication(later, { kind: 'addCustomDomain', domain: 'anna.se', months: 12 }, NOW);
    expect(changed).toMatchObject({
      host: 'anna.se',
      active: true,
      activeDate: published.activeDate,
      activeExpireDate: '2032-01-01T00:00:00.000Z',
      customDomains: [{ domain: 'anna.se', expires: '2031-03-10T12:00:00.000Z' }],
      customDomainActive: true,
      customDomainActiveDate: NOW.toISOString(),
    });
  });

  it('publishes a draft on its new custom domain until the domain expires', () => {
    const changed = changePublication(draft, { kind: 'addCustomDomain', domain: 'anna.se', months: 12 }, NOW);
    expect(changed.active).toBe(true);
    expect(changed.activeDate).toBe(NOW.toISOString());
    expect(changed.activeExpireDate).toBe('2031-03-10T12:00:00.000Z');
  });

  it('moves the host and nothing else', () => {
    expect(changePublication(published, { kind: 'moveHost', host: 'erik.party.localhost' }, NOW)).toEqual({
      ...published,
      host: 'erik.party.localhost',
    });
  });

  it('lists a domain once when it is registered again', () => {
    const once = changePublication(draft, { kind: 'addCustomDomain', domain: 'anna.se', months: 12 }, NOW);
    const twice = changePublication(once, { kind: 'addCustomDomain', domain: 'anna.se', months: 12 }, NOW);
    expect(twice.customDomains).toHaveLength(1);
  });
});

describe('isPublicationLive', () => {
  it('is live while active and before the expiry date', () => {
    expect(isPublicationLive(published, NOW)).toBe(true);
    expect(isPublicationLive(published, new Date('2030-06-01T00:00:00.000Z'))).toBe(false);
    expect(isPublicationLive(draft, NOW)).toBe(false);
    expect(isPublicationLive({ active: true, activeExpireDate: null }, NOW)).toBe(true);
  });
});
