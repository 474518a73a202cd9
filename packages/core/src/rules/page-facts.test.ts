import { describe, expect, it } from 'vitest';
import { siteSchema } from '../schemas/site';
import { realisticSiteV2 } from '../schemas/site.fixture';
import { toPublicSite } from '../schemas/public-site';
import { pageFacts } from './page-facts';

const site = () => toPublicSite(siteSchema.parse(realisticSiteV2()));

describe('the facts the server works out for a guest page', () => {
  it("names the site's languages each in its own language", () => {
    expect(pageFacts(site(), 'se').languageNames).toEqual({ sv: 'Svenska', en: 'English' });
  });

  it("gives each countdown date the instant it falls on the market's clock", () => {
    // 15:00 in June is summer time in Stockholm and Copenhagen: 13:00 UTC.
    expect(pageFacts(site(), 'se').countdownTargets).toEqual({
      '2025-06-14T15:00': Date.UTC(2025, 5, 14, 13, 0),
    });
  });

  it('names the fonts whose faces the page declares', () => {
    expect(pageFacts(site(), 'se').fonts).toEqual({ heading: 'Playfair Display', text: 'Arial' });
  });

  it('has nothing for the gate and the wrong-address page', () => {
    expect(pageFacts(null, 'se')).toEqual({ languageNames: {}, countdownTargets: {}, fonts: null });
  });
});
