import { describe, expect, it } from 'vitest';
import { publicSiteSchema, toPublicSite } from './public-site';
import { siteSchema } from './site';
import { realisticSiteV2 } from './site.fixture';

const PRIVATE_FIELDS = ['password', 'formRecipients', 'wizardData', 'mailReceivers'];

function legacySite() {
  return siteSchema.parse({
    _id: 'old',
    theme: 'theme5',
    password: 'hemligt',
    mailReceivers: { rsvp: ['anna@example.se'] },
    formRecipients: [{ formId: 'x', recipients: ['anna@example.se'] }],
    modules: [
      {
        id: 'CLIENTID1',
        type: 'Rsvp',
        receiverMail: 'erik@example.se',
        settings: { mailReceivers: ['erik@example.se'], personTitle: 'Gäst' },
      },
    ],
  });
}

describe('toPublicSite (decisions §3)', () => {
  it('never contains the private fields or recipient mails of a version-2 site', () => {
    const site = siteSchema.parse(realisticSiteV2());
    const publicSite = toPublicSite(site);
    for (const field of PRIVATE_FIELDS) expect(publicSite).not.toHaveProperty(field);
    const json = JSON.stringify(publicSite);
    expect(json).not.toContain('anna@example.se');
    expect(json).not.toContain('gäster2025');
    expect(json).not.toContain('Göteborg","dateStart');
  });

  it('never contains the private fields or mail addresses of a legacy site', () => {
    const publicSite = toPublicSite(legacySite());
    for (const field of PRIVATE_FIELDS) expect(publicSite).not.toHaveProperty(field);
    const json = JSON.stringify(publicSite);
    expect(json).not.toContain('@example.se');
    expect(json).not.toContain('hemligt');
    expect(json).toContain('Gäst');
  });

  it('leaves hidden modules out and keeps the rest in order', () => {
    const site = siteSchema.parse(realisticSiteV2());
    const publicSite = toPublicSite(site);
    const ids = publicSite.usesSiteModules ? publicSite.siteModules.map((module) => module.id) : [];
    expect(ids).not.toContain('form-1');
    expect(ids).toEqual(site.usesSiteModules ? site.siteModules.filter((m) => !m.hide).map((m) => m.id) : []);
  });

  it('keeps what guests need', () => {
    const publicSite = toPublicSite(siteSchema.parse(realisticSiteV2()));
    expect(publicSite).toMatchObject({
      _id: '65f0c0ffee0000000000abcd',
      theme: 'theme12',
      metaNoindex: false,
      giftRegistryReservations: [{ giftRegistryId: 'gift-1', quantityReserved: 1 }],
      availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
    });
  });

  it('does not change the site it is given', () => {
    const site = siteSchema.parse(realisticSiteV2());
    const before = JSON.stringify(site);
    toPublicSite(site);
    expect(JSON.stringify(site)).toBe(before);
  });

  it('returns what publicSiteSchema accepts', () => {
    expect(publicSiteSchema.safeParse(toPublicSite(siteSchema.parse(realisticSiteV2()))).success).toBe(true);
    expect(publicSiteSchema.safeParse(toPublicSite(legacySite())).success).toBe(true);
  });
});

describe('publicSiteSchema', () => {
  it('strips the private fields from a full site', () => {
    const parsed = publicSiteSchema.parse(realisticSiteV2());
    for (const field of PRIVATE_FIELDS) expect(parsed).not.toHaveProperty(field);
  });
});
