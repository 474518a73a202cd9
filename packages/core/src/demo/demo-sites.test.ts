/// <reference types="node" />
// Core is universal, but its tests run in node: this one checks that every image a demo shows is shipped.
// eslint-disable-next-line no-restricted-imports
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import manifest from '../../../../apps/server/assets/demo-images/manifest.json';
import { DEFAULT_EVENT_LOGO_BADGE } from '../constants/event-logos';
import { HEADING_FONT_FAMILIES, TEXT_FONT_FAMILIES } from '../constants/font-families';
import { SITE_LANGUAGE_CODES } from '../constants/languages';
import { siteModuleTypesForBrand } from '../constants/module-types';
import { BRANDS, MARKETS, type Brand } from '../constants/platform';
import { isThemeAvailableForBrand } from '../constants/themes';
import { anchorOf, anchorsOf } from '../rules/anchors';
import { defaultCountdownDate, formatDateTimeLocal } from '../rules/countdown';
import { sortScheduleEvents } from '../rules/schedule-events';
import { extractVideoId } from '../rules/video-id';
import type { FormElement } from '../schemas/form';
import type { RichTextDocument } from '../schemas/rich-text';
import { siteV2Schema, type SiteV2 } from '../schemas/site';
import type { SiteModuleOf } from '../schemas/site-modules';
import { richText } from './demo-content';
import { DEMO_MAPS, demoMapName } from './demo-images';
import { buildDemoSite } from './demo-sites';

const ASSETS = new URL('../../../../apps/server/assets/demo-images/', import.meta.url);
const NOW = new Date(2025, 2, 10, 9, 30);
const LANGUAGES = ['sv', 'en', 'da'] as const;
const THEMES = { party: 'theme10', wedding: 'theme12', event: 'theme5' } as const;

const SITES = BRANDS.flatMap((brand) =>
  MARKETS.map((market) => ({
    brand,
    market,
    site: buildDemoSite({ brand, market, host: `demo.${brand}.localhost`, now: NOW }),
  })),
);

function modulesOf<T extends SiteV2['siteModules'][number]['siteModuleType']>(
  site: SiteV2,
  type: T,
): SiteModuleOf<T>[] {
  return site.siteModules.filter((module): module is SiteModuleOf<T> => module.siteModuleType === type);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every value in the site, with its path, depth first. */
function* walk(value: unknown, path = ''): Generator<[string, unknown]> {
  yield [path, value];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* walk(item, `${path}[${index}]`);
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) yield* walk(item, `${path}.${key}`);
  }
}

/** A translatable text is an object keyed by language codes only (`001` §3); empty counts too. */
function isTranslatable(value: unknown): value is Record<string, unknown> {
  return (
    isPlainObject(value) &&
    Object.keys(value).every((key) => (SITE_LANGUAGE_CODES as readonly string[]).includes(key))
  );
}

function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  return [...walk(value)].some(
    ([, node]) => isPlainObject(node) && node.type === 'text' && typeof node.text === 'string',
  );
}

function documents(site: SiteV2): RichTextDocument[] {
  return [...walk(site)]
    .map(([, value]) => value)
    .filter((value): value is RichTextDocument => isPlainObject(value) && value.type === 'doc');
}

function usesMark(site: SiteV2, mark: string): boolean {
  return documents(site).some((document) =>
    [...walk(document)].some(([, node]) => isPlainObject(node) && node.type === mark),
  );
}

function fileExists(fileName: string): boolean {
  return existsSync(new URL(fileName, ASSETS));
}

describe.each(SITES)('the $brand demo site in $market', ({ brand, market, site }) => {
  it('is a complete version-2 site', () => {
    expect(siteV2Schema.parse(site)).toEqual(site);
    expect(site).toMatchObject({
      _id: `DEMO-${brand}-${market}`,
      host: `demo.${brand}.localhost`,
      active: true,
      quickStart: false,
      usesSiteModules: true,
    });
  });

  it("offers the market's language first, then English and the neighbour's", () => {
    expect(site.availableLanguages.map((language) => language.languageCode)).toEqual(
      market === 'se' ? ['sv', 'en', 'da'] : ['da', 'en', 'sv'],
    );
  });

  it("uses the brand's theme and curated fonts", () => {
    expect(site.theme).toBe(THEMES[brand]);
    expect(isThemeAvailableForBrand(site.theme, brand)).toBe(true);
    expect(HEADING_FONT_FAMILIES).toContain(site.fonts.heading);
    expect(TEXT_FONT_FAMILIES).toContain(site.fonts.text);
  });

  it('has an event logo only for the wedding brand: the default monogram badge', () => {
    if (brand === 'wedding') {
      expect(site.eventLogo).toMatchObject({ name: 'ModernMonogramBadge', ...DEFAULT_EVENT_LOGO_BADGE });
      expect(site.eventLogo?.additionalText).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    } else {
      expect(site.eventLogo ?? null).toBeNull();
    }
  });

  it('uses every module type the brand offers, and no other', () => {
    const used = new Set(site.siteModules.map((module) => module.siteModuleType));
    expect([...used].sort()).toEqual([...siteModuleTypesForBrand(brand)].sort());
  });

  it('fills every translatable text in Swedish, English and Danish', () => {
    const translatables = [...walk(site)].filter(([, value]) => isTranslatable(value));
    expect(translatables.length).toBeGreaterThan(50);
    const missing = translatables.flatMap(([path, value]) =>
      LANGUAGES.filter((language) => !isFilled((value as Record<string, unknown>)[language])).map(
        (language) => `${path}.${language}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it('shows only shipped images, each with all four sizes', () => {
    const images = [...walk(site)]
      .map(([, value]) => value)
      .filter((value): value is Record<string, unknown> => isPlainObject(value) && 'isDemoImage' in value);
    const jpegs = images.filter((image) => 'sizes' in image);
    expect(jpegs.length).toBeGreaterThan(15);
    for (const image of jpegs) {
      const entry = manifest.images.find((candidate) => candidate.fileName === image.fileName);
      expect(entry, String(image.fileName)).toBeDefined();
      expect(image).toMatchObject({ isDemoImage: true, width: entry?.width, height: entry?.height });
      expect(image.sizes).toEqual(entry?.sizes);
    }
    const fileNames = images.flatMap((image) => [
      String(image.fileName),
      ...(Array.isArray(image.sizes) ? image.sizes.map((size: { fileName: string }) => size.fileName) : []),
    ]);
    expect(fileNames.filter((fileName) => !fileExists(fileName))).toEqual([]);
  });

  it('counts down to six months ahead at 15:00', () => {
    const [countdown] = modulesOf(site, 'Countdown');
    expect(countdown?.countdownDate).toBe('2025-09-10T15:00');
    expect(countdown?.countdownDate).toBe(formatDateTimeLocal(defaultCountdownDate(NOW)));
  });

  it('dates the header and the countdown alike', () => {
    const [header] = modulesOf(site, 'Header');
    expect(header?.image).not.toBeNull();
    expect(header?.secondLine).toMatchObject({
      sv: expect.stringContaining('10 september 2025'),
      en: expect.stringContaining('10 September 2025'),
      da: expect.stringContaining('10. september 2025'),
    });
  });

  it('gives every module a menu title with its own anchor, in every language', () => {
    for (const language of LANGUAGES) {
      const titles = site.siteModules.map((module) => module.menuTitle[language] ?? '');
      expect(anchorsOf(titles)).toEqual(titles.map(anchorOf));
    }
  });

  it("maps the brand's venue with the saved demo map", () => {
    const [location] = modulesOf(site, 'Location');
    const name = demoMapName(brand, market);
    expect(location?.map).toMatchObject({
      zoom: 12,
      mapTheme: 'NORMAL',
      markerColor: 'ea4335',
      map: { fileName: `${name}.png`, isDemoImage: true, width: 640, height: 420 },
    });
    expect(location?.map?.location.startsWith(DEMO_MAPS[name].label)).toBe(true);
  });

  it("lists the day's events on the countdown's day, all open to every visitor, with a place and address", () => {
    const [schedule] = modulesOf(site, 'Schedule');
    const events = schedule?.events ?? [];
    expect(events.length).toBeGreaterThanOrEqual(brand === 'party' ? 2 : 3);
    expect(events[0]?.startsAt.startsWith('2025-09-10T')).toBe(true);
    expect(events.map((event) => event.startsAt)).toEqual(
      sortScheduleEvents(events).map((event) => event.startsAt),
    );
    expect(events.every((event) => event.openToAll && event.address !== '')).toBe(true);
    if (brand === 'wedding') {
      expect(events.map((event) => event.title.sv)).toEqual([
        'Vigsel',
        'Middag',
        'Fest',
        'Brunch dagen efter',
      ]);
      expect(events.map((event) => event.title.da)).toEqual([
        'Vielse',
        'Middag',
        'Fest',
        'Brunch dagen derpå',
      ]);
      expect(events[3]?.startsAt).toBe('2025-09-11T11:00');
    }
    // Its RSVP asks one 'Kommer du?' for the whole day: no event asks for attendance on its own.
    expect(events.map((event) => event.askAttendance)).not.toContain(true);
  });

  it('plays a YouTube video', () => {
    const [video] = modulesOf(site, 'Video');
    expect(extractVideoId(video?.video.videoUrl ?? '')).toHaveLength(11);
  });

  it('lists four people and a gallery of at least six images', () => {
    const [people] = modulesOf(site, 'PeopleList');
    expect(people?.items.map((person) => person.image?.fileName)).toEqual([
      'person-1.jpg',
      'person-2.jpg',
      'person-3.jpg',
      'person-4.jpg',
    ]);
    const [gallery] = modulesOf(site, 'ImageGallery');
    expect(gallery?.items.length).toBeGreaterThanOrEqual(6);
  });

  it('writes rich text with headings, bold, italic, underline and a link', () => {
    expect(
      documents(site).some((document) => document.content.some((block) => block.type === 'heading')),
    ).toBe(true);
    for (const mark of ['bold', 'italic', 'underline', 'link']) expect(usesMark(site, mark), mark).toBe(true);
  });

  it('asks the RSVP questions, allergies and song only of guests who come', () => {
    const [rsvp] = modulesOf(site, 'Rsvp');
    expect(rsvp?.maxNumberOfGuests).toBe(5);
    const [name, coming, allergies, song] = rsvp?.form.formElements ?? [];
    expect(name).toMatchObject({ formElementType: 'ShortText', required: true });
    expect(coming).toMatchObject({ formElementType: 'SingleSelect', label: { sv: 'Kommer du?' } });
    const options = coming?.formElementType === 'SingleSelect' ? coming.options : [];
    expect(options.map((option) => option.text.sv)).toEqual(['Ja', 'Nej']);
    const onlyWhenComing = [
      { type: 'SHOW', formElementId: coming?.id, formElementOptionIds: [options[0]?.id] },
    ];
    expect(allergies).toMatchObject({ formElementType: 'ShortText', showConditions: onlyWhenComing });
    expect(song).toMatchObject({ formElementType: 'ShortText', showConditions: onlyWhenComing });
  });

  it('has a form with a question shown on an answer of another', () => {
    const [form] = modulesOf(site, 'Form');
    const elements: FormElement[] = form?.form.formElements ?? [];
    const types = new Set(elements.map((element) => element.formElementType));
    expect(types).toEqual(new Set(['ShortText', 'SingleSelect']));
    const conditioned = elements.filter((element) => element.showConditions.length > 0);
    expect(conditioned.length).toBeGreaterThan(0);
    for (const element of conditioned) {
      const [condition] = element.showConditions;
      const target = elements.find((candidate) => candidate.id === condition?.formElementId);
      const optionIds =
        target?.formElementType === 'SingleSelect' ? target.options.map((option) => option.id) : [];
      expect(optionIds).toContain(condition?.formElementOptionIds[0]);
    }
  });

  it.runIf(brand === 'party')('mails the answers to its RSVP and its Form to the host', () => {
    const answerModules = site.siteModules.filter(
      (module) => module.siteModuleType === 'Rsvp' || module.siteModuleType === 'Form',
    );
    expect(answerModules.length).toBeGreaterThanOrEqual(2);
    for (const module of answerModules) {
      const entry = site.formRecipients.find((candidate) => candidate.formId === module.id);
      expect(entry?.recipients.length, module.id).toBeGreaterThan(0);
      for (const address of entry?.recipients ?? []) expect(address).toMatch(/@example\.com$/);
    }
  });

  it.runIf(brand !== 'event')('has a wish list with single, several and unreservable gifts', () => {
    const [registry] = modulesOf(site, 'GiftRegistry');
    const items = registry?.giftRegistry ?? [];
    expect(items.some((item) => item.reservable && item.quantity === 1)).toBe(true);
    expect(items.some((item) => item.reservable && (item.quantity ?? 0) >= 3)).toBe(true);
    expect(items.some((item) => !item.reservable && item.link !== null)).toBe(true);
    expect(items.every((item) => item.image?.fileName.startsWith('gift-'))).toBe(true);
    for (const reservation of site.giftRegistryReservations) {
      const item = items.find((candidate) => candidate.id === reservation.giftRegistryId);
      expect(reservation.quantityReserved).toBeLessThan(item?.quantity ?? 0);
    }
  });
});

describe('buildDemoSite', () => {
  it('clamps the event date to the end of a shorter month', () => {
    const site = buildDemoSite({
      brand: 'party',
      market: 'se',
      host: 'demo.festsidan.se',
      now: new Date(2025, 7, 31),
    });
    expect(modulesOf(site, 'Countdown')[0]?.countdownDate).toBe('2026-02-28T15:00');
  });

  it('shares no objects between builds, so a quick-start copy can be edited freely', () => {
    const options = {
      brand: 'wedding' as Brand,
      market: 'dk' as const,
      host: 'demo.bryllupssiden.dk',
      now: NOW,
    };
    const edited = buildDemoSite(options);
    const [registry] = modulesOf(edited, 'GiftRegistry');
    if (registry) registry.reserveButton.da = 'Ændret';
    expect(modulesOf(buildDemoSite(options), 'GiftRegistry')[0]?.reserveButton.da).toBe('Reserver');
  });
});

describe('richText', () => {
  it('reads headings, marks, links and line breaks', () => {
    expect(richText(['### Title', 'A **b** *i* __u__ [l](https://example.com)\nnext'])).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Title' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'A ' },
            { type: 'text', text: 'b', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' ' },
            { type: 'text', text: 'i', marks: [{ type: 'italic' }] },
            { type: 'text', text: ' ' },
            { type: 'text', text: 'u', marks: [{ type: 'underline' }] },
            { type: 'text', text: ' ' },
            { type: 'text', text: 'l', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }] },
            { type: 'hardBreak' },
            { type: 'text', text: 'next' },
          ],
        },
      ],
    });
  });
});

const STUDENT_SITES = BRANDS.flatMap((brand) =>
  MARKETS.map((market) => ({
    brand,
    market,
    site: buildDemoSite({
      brand,
      market,
      host: `demo.student.${brand}.localhost`,
      now: NOW,
      variant: 'student',
    }),
  })),
);

describe.each(STUDENT_SITES)(
  'the student demo site of $brand in $market (002 §2.1)',
  ({ brand, market, site }) => {
    it('is a complete version-2 site of its own, on the student demo host', () => {
      expect(siteV2Schema.parse(site)).toEqual(site);
      expect(site).toMatchObject({
        _id: `DEMO-${brand}-${market}-student`,
        host: `demo.student.${brand}.localhost`,
        active: true,
        quickStart: false,
      });
      expect(site.availableLanguages.map((language) => language.languageCode)).toEqual(
        market === 'se' ? ['sv', 'en', 'da'] : ['da', 'en', 'sv'],
      );
      expect(isThemeAvailableForBrand(site.theme, brand)).toBe(true);
    });

    it('is a graduation invitation: header, countdown, welcome, programme, map, RSVP, gift ideas and photos', () => {
      // The event brand offers no gift registry (`000` §1), so its student demo has none.
      const used = site.siteModules.map((module) => module.siteModuleType);
      expect(used).toEqual([
        'Header',
        'Countdown',
        'Text',
        'ImageAndText',
        'Location',
        'Rsvp',
        ...(brand === 'event' ? [] : ['GiftRegistry']),
        'ImageGallery',
      ]);
      expect(used.filter((type) => !siteModuleTypesForBrand(brand).includes(type))).toEqual([]);
      const [header] = modulesOf(site, 'Header');
      expect(header?.title.sv).toBe(market === 'se' ? 'Elsa tar studenten!' : 'Laura tar studenten!');
      expect(header?.title.da).toBe(market === 'se' ? 'Elsa bliver student!' : 'Laura bliver student!');
      expect(header?.image?.fileName).toBe('student-caps.jpg');
      expect(header?.secondLine.sv).toContain('10 september 2025');
    });

    it('fills every translatable text in Swedish, English and Danish', () => {
      const translatables = [...walk(site)].filter(([, value]) => isTranslatable(value));
      expect(translatables.length).toBeGreaterThan(30);
      const missing = translatables.flatMap(([path, value]) =>
        LANGUAGES.filter((language) => !isFilled((value as Record<string, unknown>)[language])).map(
          (language) => `${path}.${language}`,
        ),
      );
      expect(missing).toEqual([]);
    });

    it('shows only shipped images and maps the home with the student demo map', () => {
      const fileNames = [...walk(site)]
        .map(([, value]) => value)
        .filter((value): value is Record<string, unknown> => isPlainObject(value) && 'isDemoImage' in value)
        .map((image) => String(image.fileName));
      expect(fileNames.filter((fileName) => !fileExists(fileName))).toEqual([]);
      const [location] = modulesOf(site, 'Location');
      const name = demoMapName('student', market);
      expect(location?.map?.map?.fileName).toBe(`${name}.png`);
      expect(location?.map?.location).toBe(DEMO_MAPS[name].label);
    });

    it('counts down to six months ahead at 15:00, with unique anchors in every language', () => {
      expect(modulesOf(site, 'Countdown')[0]?.countdownDate).toBe('2025-09-10T15:00');
      for (const language of LANGUAGES) {
        const titles = site.siteModules.map((module) => module.menuTitle[language] ?? '');
        expect(anchorsOf(titles)).toEqual(titles.map(anchorOf));
      }
    });
  },
);
