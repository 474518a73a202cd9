import { describe, expect, it } from 'vitest';
import { legacySiteSchema, siteSchema, siteV2Schema, siteVersionEntrySchema } from './site';
import { realisticSiteV2 } from './site.fixture';

const minimalV2 = { _id: 'site-1', usesSiteModules: true, theme: 'theme4' } as const;

describe('siteV2Schema (000 §3, 002 §3)', () => {
  it('parses a realistic full site', () => {
    const site = siteV2Schema.parse(realisticSiteV2());
    expect(site.siteModules).toHaveLength(13);
    expect(site.siteVersion).toBe(12);
  });

  it('defaults what the spec defaults', () => {
    expect(siteV2Schema.parse(minimalV2)).toEqual({
      ...minimalV2,
      active: false,
      hasRsvps: false,
      quickStart: false,
      siteVersion: 0,
      fonts: { heading: 'Playfair Display', text: 'Arial' },
      customDomainActive: false,
      customDomainRegistrationsAvailable: 0,
      metaNoindex: false,
      availableLanguages: [{ languageCode: 'sv' }],
      giftRegistryReservations: [],
      giftPotTotals: [],
      formRecipients: [],
      visitorCount: 0,
      customDomains: [],
      siteModules: [],
    });
  });

  it('rejects repeated module ids at the repeated one', () => {
    const result = siteV2Schema.safeParse({
      ...minimalV2,
      siteModules: [
        { id: 'm1', siteModuleType: 'Text' },
        { id: 'm1', siteModuleType: 'Header' },
      ],
    });
    expect(result.error?.issues[0]?.path).toEqual(['siteModules', 1, 'id']);
  });

  it('rejects repeated, unknown or no languages', () => {
    expect(
      siteV2Schema.safeParse({
        ...minimalV2,
        availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'sv' }],
      }).success,
    ).toBe(false);
    expect(
      siteV2Schema.safeParse({ ...minimalV2, availableLanguages: [{ languageCode: 'xx' }] }).success,
    ).toBe(false);
    expect(siteV2Schema.safeParse({ ...minimalV2, availableLanguages: [] }).success).toBe(false);
  });

  it('bounds modules and reservations', () => {
    const modules = Array.from({ length: 101 }, (_, index) => ({ id: `m${index}`, siteModuleType: 'Text' }));
    expect(siteV2Schema.safeParse({ ...minimalV2, siteModules: modules }).success).toBe(false);
    const reservations = Array.from({ length: 10001 }, () => ({ giftRegistryId: 'g', quantityReserved: 1 }));
    expect(siteV2Schema.safeParse({ ...minimalV2, giftRegistryReservations: reservations }).success).toBe(
      false,
    );
  });

  it('needs a known theme and validates nested fields by path', () => {
    expect(siteV2Schema.safeParse({ ...minimalV2, theme: 'theme99' }).success).toBe(false);
    const result = siteV2Schema.safeParse({
      ...minimalV2,
      siteModules: [{ id: 'r', siteModuleType: 'Rsvp', maxNumberOfGuests: 9 }],
    });
    expect(result.error?.issues[0]?.path).toEqual(['siteModules', 0, 'maxNumberOfGuests']);
  });

  it('limits form recipients to mail addresses, at most six', () => {
    const recipients = (count: number) => Array.from({ length: count }, (_, index) => `r${index}@example.se`);
    expect(
      siteV2Schema.safeParse({ ...minimalV2, formRecipients: [{ formId: 'f', recipients: recipients(6) }] })
        .success,
    ).toBe(true);
    expect(
      siteV2Schema.safeParse({ ...minimalV2, formRecipients: [{ formId: 'f', recipients: recipients(7) }] })
        .success,
    ).toBe(false);
    expect(
      siteV2Schema.safeParse({ ...minimalV2, formRecipients: [{ formId: 'f', recipients: ['nope'] }] })
        .success,
    ).toBe(false);
  });
});

describe('legacySiteSchema (000 §3 "Site legacy form")', () => {
  const minimalLegacy = { _id: 'old-site', theme: 'theme5' };

  it('defaults modules, images and mailReceivers', () => {
    expect(legacySiteSchema.parse(minimalLegacy)).toMatchObject({
      usesSiteModules: false,
      modules: [],
      images: [],
      mailReceivers: {},
    });
  });

  it('keeps the unnamed fields of a legacy module as JSON', () => {
    const site = legacySiteSchema.parse({
      ...minimalLegacy,
      modules: [{ id: 'CLIENTID1', menuTitle: 'Ej namngivet', type: 'Rsvp', maxNumberOfPersons: 3 }],
      mailReceivers: { rsvp: ['anna@example.se'], speech: 'erik@example.se' },
    });
    expect(site.modules[0]).toEqual({
      id: 'CLIENTID1',
      title: '',
      menuTitle: 'Ej namngivet',
      hide: false,
      hideInMenu: false,
      type: 'Rsvp',
      maxNumberOfPersons: 3,
    });
  });

  it('bounds a legacy module field', () => {
    const module = { id: 'CLIENTID1', type: 'Text', extra: 'x'.repeat(200001) };
    expect(legacySiteSchema.safeParse({ ...minimalLegacy, modules: [module] }).success).toBe(false);
  });

  it('checks a legacy module against its type and names the field', () => {
    const result = legacySiteSchema.safeParse({
      ...minimalLegacy,
      modules: [{ id: 'CLIENTID1', type: 'Countdown', countdownDate: 'next summer' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['modules', 0]);
    expect(result.error?.issues[0]?.message).toContain('countdownDate');
  });

  it('allows at most six receivers per category', () => {
    const mails = Array.from({ length: 7 }, (_, index) => `r${index}@example.se`);
    expect(
      legacySiteSchema.safeParse({ ...minimalLegacy, mailReceivers: { rsvp: mails.slice(0, 6) } }).success,
    ).toBe(true);
    expect(legacySiteSchema.safeParse({ ...minimalLegacy, mailReceivers: { rsvp: mails } }).success).toBe(
      false,
    );
  });
});

describe('siteSchema', () => {
  it('chooses version 2 when usesSiteModules is true, otherwise legacy', () => {
    expect(siteSchema.parse(realisticSiteV2()).usesSiteModules).toBe(true);
    expect(siteSchema.parse({ _id: 'old', theme: 'theme4' }).usesSiteModules).toBe(false);
    expect(siteSchema.parse({ _id: 'old', theme: 'theme4', usesSiteModules: false }).usesSiteModules).toBe(
      false,
    );
  });

  it('does not accept a version-2 site without its modules list shape', () => {
    expect(siteSchema.safeParse({ ...minimalV2, siteModules: 'none' }).success).toBe(false);
  });
});

describe('siteVersionEntrySchema (002 §3)', () => {
  it('holds the version and the saved site', () => {
    const entry = siteVersionEntrySchema.parse({
      siteVersion: 3,
      createdAt: '2025-01-01T00:00:00Z',
      data: minimalV2,
    });
    expect(entry.data.usesSiteModules).toBe(true);
    expect(
      siteVersionEntrySchema.safeParse({ siteVersion: -1, createdAt: '2025-01-01', data: minimalV2 }).success,
    ).toBe(false);
  });
});
