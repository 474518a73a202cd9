import { describe, expect, it } from 'vitest';
import { designTemplateOf } from '../constants/design-templates';
import { CHILDREN_POLICIES, DRESS_CODES, GIFT_POLICIES, WIZARD_SITE_ID } from '../constants/wizard';
import { translateRichText } from '../rules/translate-rich-text';
import { siteV2Schema, type SiteV2 } from '../schemas/site';
import type { SiteModule } from '../schemas/site-modules';
import type { RichTextDocument } from '../schemas/rich-text';
import {
  buildWizardDemoSite,
  normaliseWizardData,
  WIZARD_DEMO_DEFAULTS,
  WIZARD_DESIGN_TEMPLATES,
} from './wizard-demo-site';
import { wizardCopy } from './wizard-demo-copy';

// A Tuesday in late November; six months later is 24 May at 15:00.
const NOW = new Date(2026, 10, 24, 9, 30);

function moduleOf<T extends SiteModule['siteModuleType']>(site: SiteV2, type: T) {
  return site.siteModules.find(
    (module): module is Extract<SiteModule, { siteModuleType: T }> => module.siteModuleType === type,
  );
}

function byId(site: SiteV2, id: string): SiteModule {
  const found = site.siteModules.find((module) => module.id === id);
  if (!found) throw new Error(`no module ${id}`);
  return found;
}

function plainText(document: RichTextDocument | null | undefined): string {
  if (!document) return '';
  return document.content
    .map((block) => (block.content ?? []).map((node) => (node.type === 'text' ? node.text : '\n')).join(''))
    .join(' ');
}

function goodToKnowItem(site: SiteV2, id: string) {
  const list = moduleOf(site, 'TextAndImageList');
  const item = list?.items.find((entry) => entry.id === id);
  if (!item) throw new Error(`no item ${id}`);
  return item;
}

describe('normaliseWizardData (002 §4, §9)', () => {
  it('drops empty answers and applies the defaults', () => {
    expect(
      normaliseWizardData({ name1: '  ', name2: '', location: '', dateStart: '', languages: [] }),
    ).toEqual({
      dateNotDecided: false,
      dressCode: 'COCKTAIL',
      children: 'NO_CHILDREN',
      gifts: 'GIFTS',
      languages: ['sv'],
    });
  });

  it('clears the date when it is not decided and counts a repeated language once', () => {
    expect(
      normaliseWizardData({
        dateStart: '2027-06-12T14:00',
        dateNotDecided: true,
        languages: ['en', 'sv', 'en'],
      }),
    ).toEqual(expect.objectContaining({ dateNotDecided: true, languages: ['en', 'sv'] }));
    expect(normaliseWizardData({ dateStart: '2027-06-12T14:00', dateNotDecided: true })).not.toHaveProperty(
      'dateStart',
    );
  });
});

describe('buildWizardDemoSite (002 §4 "Wizard demo site")', () => {
  it("gets a programme on the wizard's date at the wizard's place: ceremony, dinner, party", () => {
    const site = buildWizardDemoSite(
      { location: 'Gammel Vraa Slot, Aabybro', dateStart: '2027-08-14T14:30', languages: ['da', 'en'] },
      { market: 'dk', now: NOW },
    );
    const programme = moduleOf(site, 'Schedule');
    expect(programme?.title).toEqual({ da: 'Dagens program', en: "The day's programme" });
    expect(
      programme?.events.map((event) => [
        event.title,
        event.startsAt,
        event.place.da,
        event.address,
        event.openToAll,
      ]),
    ).toEqual([
      [
        { da: 'Vielse', en: 'Ceremony' },
        '2027-08-14T14:30',
        'Gammel Vraa Slot, Aabybro',
        'Gammel Vraa Slot, Aabybro',
        true,
      ],
      [
        { da: 'Middag', en: 'Dinner' },
        '2027-08-14T17:30',
        'Gammel Vraa Slot, Aabybro',
        'Gammel Vraa Slot, Aabybro',
        true,
      ],
      [
        { da: 'Fest', en: 'Party' },
        '2027-08-14T21:30',
        'Gammel Vraa Slot, Aabybro',
        'Gammel Vraa Slot, Aabybro',
        true,
      ],
    ]);
    const undated = buildWizardDemoSite({}, { market: 'se', now: NOW });
    expect(moduleOf(undated, 'Schedule')?.events.map((event) => [event.title.sv, event.startsAt])).toEqual([
      ['Vigsel', '2027-05-24T15:00'],
      ['Middag', '2027-05-24T18:00'],
      ['Fest', '2027-05-24T22:00'],
    ]);
  });

  it('is an unpublished quick-start site with the id START-WIZARD that the site schema accepts', () => {
    const site = buildWizardDemoSite({}, { market: 'se', now: NOW });
    expect(site).toMatchObject({
      _id: WIZARD_SITE_ID,
      active: false,
      quickStart: true,
      usesSiteModules: true,
    });
    expect(site.host).toBeNull();
    expect(siteV2Schema.parse(site)).toEqual(site);
  });

  it('applies every default to empty answers: demo couple and place, six months ahead at 15:00, Swedish', () => {
    const site = buildWizardDemoSite(
      { name1: '', name2: ' ', location: '', dateStart: '' },
      { market: 'se', now: NOW },
    );
    expect(site.availableLanguages).toEqual([{ languageCode: 'sv' }]);
    expect(byId(site, 'header')).toMatchObject({
      title: { sv: 'Emma & Oskar' },
      secondLine: { sv: '24 maj 2027 · Bosjökloster, Höör' },
    });
    expect(moduleOf(site, 'Countdown')?.countdownDate).toBe('2027-05-24T15:00');
    expect(goodToKnowItem(site, 'know-dress-code').title).toEqual({ sv: 'Klädkod: kavaj' });
    expect(goodToKnowItem(site, 'know-children').title).toEqual({ sv: 'Barn' });
    expect(plainText(goodToKnowItem(site, 'know-children').text.sv)).toContain('den här dagen är för vuxna');
    expect(moduleOf(site, 'GiftRegistry')).toBeDefined();
    // The demo's own place shows the demo's map picture.
    expect(moduleOf(site, 'Location')?.map).toMatchObject({
      location: 'Bosjökloster, Höör',
      map: { isDemoImage: true },
    });
  });

  it('uses the Danish demo couple and place in Denmark', () => {
    const site = buildWizardDemoSite({}, { market: 'dk', now: NOW });
    expect(WIZARD_DEMO_DEFAULTS.dk).toEqual({
      name1: 'Sofie',
      name2: 'Mads',
      location: 'Kokkedal Slot, Hørsholm',
    });
    expect(byId(site, 'header').title).toEqual({ sv: 'Sofie & Mads' });
    expect(moduleOf(site, 'Location')?.map?.map?.fileName).toBe('map-wedding-dk.png');
  });

  it('writes the answers into the site: names, place, date and time', () => {
    const site = buildWizardDemoSite(
      {
        name1: 'Anna',
        name2: 'Erik',
        location: 'Ulriksdals slott',
        dateStart: '2027-08-14T14:30',
        languages: ['sv'],
      },
      { market: 'se', now: NOW },
    );
    expect(byId(site, 'header')).toMatchObject({
      title: { sv: 'Anna & Erik' },
      secondLine: { sv: '14 augusti 2027 · Ulriksdals slott' },
    });
    expect(moduleOf(site, 'Countdown')?.countdownDate).toBe('2027-08-14T14:30');
    const welcome = plainText(moduleOf(site, 'Text')?.text.sv);
    expect(welcome).toContain('den 14 augusti 2027 på Ulriksdals slott');
    expect(welcome).toContain('kl. 14.30');
    expect(welcome).toContain('Anna & Erik');
    // Another place has no stored map picture until the owner saves it.
    expect(moduleOf(site, 'Location')?.map).toMatchObject({ location: 'Ulriksdals slott', map: null });
    expect(moduleOf(site, 'Rsvp')?.confirmationText.sv).toContain('Anna & Erik');
  });

  it('has no countdown and no date when the date is not decided', () => {
    const site = buildWizardDemoSite(
      { name1: 'Anna', name2: 'Erik', dateStart: '2027-08-14T14:30', dateNotDecided: true },
      { market: 'se', now: NOW },
    );
    expect(moduleOf(site, 'Countdown')).toBeUndefined();
    expect(moduleOf(site, 'Schedule')).toBeUndefined();
    expect(moduleOf(site, 'Header')?.secondLine).toEqual({ sv: 'Bosjökloster, Höör' });
    const welcome = plainText(moduleOf(site, 'Text')?.text.sv);
    expect(welcome).toContain('Datumet är inte spikat');
    expect(welcome).not.toContain('2027');
    expect(site.eventLogo?.additionalText).toBe('');
  });

  it.each(DRESS_CODES)(
    'describes the dress code %s, with COCKTAIL words for OTHER and NOT_DECIDED',
    (dressCode) => {
      const site = buildWizardDemoSite(
        { dressCode, languages: ['sv', 'en', 'da'] },
        { market: 'se', now: NOW },
      );
      const described = dressCode === 'OTHER' || dressCode === 'NOT_DECIDED' ? 'COCKTAIL' : dressCode;
      const item = goodToKnowItem(site, 'know-dress-code');
      for (const language of ['sv', 'en', 'da'] as const) {
        const copy = wizardCopy(language).dressCode[described];
        expect(item.title[language]).toBe(copy.title);
        expect(plainText(item.text[language])).toBe(plainText(translateRichText(item.text, language)));
        expect(plainText(item.text[language])).toContain(copy.text[0]!.replace(/\*\*/g, '').slice(0, 20));
      }
    },
  );

  it('gives every dress code with words of its own a text of its own', () => {
    const titles = ['WHITE_TIE', 'BLACK_TIE', 'FORMAL', 'COCKTAIL', 'CASUAL'].map(
      (dressCode) =>
        goodToKnowItem(
          buildWizardDemoSite({ dressCode: dressCode as never }, { market: 'se', now: NOW }),
          'know-dress-code',
        ).title.sv,
    );
    expect(new Set(titles).size).toBe(5);
  });

  it.each(CHILDREN_POLICIES)('describes the children policy %s in its own words', (children) => {
    const site = buildWizardDemoSite({ children, languages: ['sv', 'en', 'da'] }, { market: 'se', now: NOW });
    const item = goodToKnowItem(site, 'know-children');
    for (const language of ['sv', 'en', 'da'] as const) {
      expect(plainText(item.text[language])).toBe(
        wizardCopy(language).children[children].text.join(' ').replace(/\*/g, ''),
      );
    }
    const others = CHILDREN_POLICIES.filter((other) => other !== children).map((other) =>
      plainText(
        goodToKnowItem(buildWizardDemoSite({ children: other }, { market: 'se', now: NOW }), 'know-children')
          .text.sv,
      ),
    );
    expect(others).not.toContain(plainText(item.text.sv));
  });

  it.each(GIFT_POLICIES)('makes a gift registry only for GIFTS, else a text (%s)', (gifts) => {
    const site = buildWizardDemoSite({ gifts, languages: ['sv', 'en'] }, { market: 'se', now: NOW });
    const module = byId(site, 'gifts');
    if (gifts === 'GIFTS') {
      expect(module.siteModuleType).toBe('GiftRegistry');
      if (module.siteModuleType !== 'GiftRegistry') return;
      expect(module.title).toEqual({ sv: 'Önskelista', en: 'Wish list' });
      expect(module.giftRegistry.map((item) => item.title.en)).toEqual([
        'Towards our honeymoon',
        'Ostindia plates',
        'Espresso machine',
      ]);
      expect(module.reserveButton).toEqual({ sv: 'Reservera', en: 'Reserve' });
      return;
    }
    expect(module.siteModuleType).toBe('Text');
    if (module.siteModuleType !== 'Text') return;
    const described = gifts === 'OTHER' || gifts === 'NOT_DECIDED' ? 'GIFTS' : gifts;
    expect(module.title).toEqual({
      sv: wizardCopy('sv').gifts[described].title,
      en: wizardCopy('en').gifts[described].title,
    });
    expect(plainText(module.text.sv)).toBe(wizardCopy('sv').gifts[described].text.join(' '));
  });

  it('offers one language with its texts only', () => {
    const site = buildWizardDemoSite({ languages: ['en'] }, { market: 'se', now: NOW });
    expect(site.availableLanguages).toEqual([{ languageCode: 'en' }]);
    for (const module of site.siteModules) expect(Object.keys(module.title)).toEqual(['en']);
    expect(moduleOf(site, 'Header')?.secondLine).toEqual({ en: '24 May 2027 · Bosjökloster, Höör' });
    expect(plainText(moduleOf(site, 'Text')?.text.en)).toContain('starts at 3 pm');
  });

  it('offers several languages in the chosen order, every text in each', () => {
    const site = buildWizardDemoSite({ languages: ['en', 'sv', 'da', 'de'] }, { market: 'se', now: NOW });
    expect(site.availableLanguages.map((entry) => entry.languageCode)).toEqual(['en', 'sv', 'da', 'de']);
    const texts = JSON.stringify(site.siteModules);
    for (const module of site.siteModules)
      expect(Object.keys(module.title).sort()).toEqual(['da', 'de', 'en', 'sv']);
    expect(byId(site, 'welcome').title).toEqual({
      sv: 'Välkomna till vårt bröllop',
      en: 'Welcome to our wedding',
      da: 'Velkommen til vores bryllup',
      // A language without written words gets the English ones.
      de: 'Welcome to our wedding',
    });
    expect(texts).toContain('24 maj 2027');
    expect(texts).toContain('24. maj 2027');
    const rsvp = moduleOf(site, 'Rsvp');
    expect(rsvp?.form.formElements[0]?.label).toEqual({
      sv: 'För- och efternamn',
      en: 'First and last name',
      da: 'For- og efternavn',
      de: 'First and last name',
    });
  });

  it('offers the wedding brand’s own design templates, eucalyptus first (002 §2.6)', () => {
    expect(WIZARD_DESIGN_TEMPLATES.length).toBeGreaterThanOrEqual(5);
    expect(WIZARD_DESIGN_TEMPLATES[0]?.name).toBe('eucalyptusVows');
    for (const template of WIZARD_DESIGN_TEMPLATES) expect(template.brandsExclusive).toEqual(['wedding']);
  });

  it('takes the chosen design template, with the couple in its event logo, and the first otherwise', () => {
    const classic = buildWizardDemoSite(
      { name1: 'Anna', name2: 'Erik', designTemplate: 'classicIvory' },
      { market: 'se', now: NOW },
    );
    expect(classic).toMatchObject({
      theme: 'theme4',
      fonts: designTemplateOf('classicIvory')?.fonts,
      colorScheme: designTemplateOf('classicIvory')?.colorScheme,
      mostRecentSelectedDesignTemplate: 'classicIvory',
      eventLogo: {
        name: 'ModernMonogramStrikethrough',
        name1: 'Anna',
        name2: 'Erik',
        additionalText: '24.05.2027',
      },
    });
    const first = buildWizardDemoSite({ name1: 'Anna', name2: 'Erik' }, { market: 'se', now: NOW });
    expect(first).toMatchObject({
      theme: 'theme12',
      siteGraphic: 'eucalyptus',
      mostRecentSelectedDesignTemplate: null,
      eventLogo: { name: 'ModernMonogramBadge', name1: 'Anna', name2: 'Erik', additionalText: '24.05.2027' },
    });
    // A party template, or no template at all, is not one of the wizard's.
    expect(buildWizardDemoSite({ designTemplate: 'confetti' }, { market: 'se', now: NOW })).toMatchObject({
      theme: 'theme12',
      mostRecentSelectedDesignTemplate: null,
    });
  });

  it('leaves the date out of the Champagnegala logo: the second line right below says it (issue 39 #10)', () => {
    const site = buildWizardDemoSite(
      { name1: 'Anna', name2: 'Erik', designTemplate: 'champagneGala' },
      { market: 'se', now: NOW },
    );
    expect(site.eventLogo).toMatchObject({ name: 'BorderUpAndDown', name1: 'Anna', additionalText: '' });
    expect(moduleOf(site, 'Header')?.secondLine).toEqual({ sv: '24 maj 2027 · Bosjökloster, Höör' });
  });

  it('suggests speeches of about five minutes (002 §9)', () => {
    const site = buildWizardDemoSite({}, { market: 'se', now: NOW });
    expect(plainText(goodToKnowItem(site, 'know-speeches').text.sv)).toContain('5 minuter');
  });
});
