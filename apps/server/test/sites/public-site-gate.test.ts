import { describe, expect, it } from 'vitest';
import { demoHostOf, siteSchema, studentDemoHostOf, type Site } from '@eventsite/core';
import { realisticSiteV2 } from '@eventsite/core/schemas/site.fixture';
import { publicSiteGate } from '../../src/sites/public-site-gate';

const DOMAIN = 'brollopssidan.se';
const NOW = new Date('2026-03-01T12:00:00.000Z');
const VISITOR_UUID = '0b5e4c1e-3f7a-4c2b-9d8e-1a2b3c4d5e6f';
const VISITOR_OLD_FORM = 'AbCdEfGhIjKlMnOpQrStUv';

/** The fixture's site, published until 10 July 2026, without a guest password unless `changes` give one. */
function site(changes: Partial<Pick<Site, 'active' | 'activeExpireDate' | 'host' | 'password'>> = {}): Site {
  return siteSchema.parse({ ...realisticSiteV2(), password: null, ...changes });
}

const gate = (of: Site | null, visitorCookie?: string) => publicSiteGate(of, DOMAIN, NOW, visitorCookie);

describe('the public read’s gate', () => {
  it('shows nothing of an unknown site', () => {
    expect(gate(null, VISITOR_UUID)).toEqual({ status: 'missing' });
  });

  it('shows nothing of an unpublished site', () => {
    expect(gate(site({ active: false }), VISITOR_UUID)).toEqual({ status: 'missing' });
  });

  it('shows nothing of a site whose publication has expired', () => {
    expect(gate(site({ activeExpireDate: '2026-03-01T11:59:59.000Z' }), VISITOR_UUID)).toEqual({
      status: 'missing',
    });
  });

  it('shows a published site to a browser with its visitor id', () => {
    expect(gate(site(), VISITOR_UUID)).toEqual({
      status: 'shown',
      needsGuestSession: false,
      visitorId: VISITOR_UUID,
    });
  });

  it('keeps visitor ids made before UUIDs', () => {
    expect(gate(site(), VISITOR_OLD_FORM)).toEqual({
      status: 'shown',
      needsGuestSession: false,
      visitorId: VISITOR_OLD_FORM,
    });
  });

  it('shows the brand’s demo sites unpublished', () => {
    for (const host of [demoHostOf(DOMAIN), studentDemoHostOf(DOMAIN)]) {
      expect(gate(site({ host, active: false }), VISITOR_UUID)).toEqual({
        status: 'shown',
        needsGuestSession: false,
        visitorId: VISITOR_UUID,
      });
    }
  });

  it('asks for a guest session where the site has a guest password', () => {
    expect(gate(site({ password: 'scrypt$hash' }), VISITOR_UUID)).toEqual({
      status: 'shown',
      needsGuestSession: true,
      visitorId: VISITOR_UUID,
    });
  });

  it('gives a browser without a visitor id, or with a malformed one, none (it gets a new cookie)', () => {
    for (const visitorCookie of [undefined, '', 'not a visitor id', `${VISITOR_UUID}x`]) {
      expect(gate(site(), visitorCookie)).toEqual({
        status: 'shown',
        needsGuestSession: false,
        visitorId: null,
      });
    }
  });
});
