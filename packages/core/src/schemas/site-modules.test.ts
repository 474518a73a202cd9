import { describe, expect, it } from 'vitest';
import { SITE_MODULE_TYPES } from '../constants/module-types';
import type { SiteModuleInput } from './site-modules';
import { countdownDateSchema, siteModuleSchema } from './site-modules';

/** The least a module of each type needs. */
function minimalModule(siteModuleType: string): Record<string, unknown> {
  const module: Record<string, unknown> = { id: `m-${siteModuleType}`, siteModuleType };
  if (siteModuleType === 'Countdown') module.countdownDate = '2025-06-14T15:00';
  return module;
}

const parse = (module: Record<string, unknown>) => siteModuleSchema.parse(module);
const accepts = (module: Record<string, unknown>) => siteModuleSchema.safeParse(module).success;

describe('siteModuleSchema (002 §3)', () => {
  it('parses a minimal module of every type', () => {
    for (const type of SITE_MODULE_TYPES) expect(parse(minimalModule(type)).siteModuleType).toBe(type);
  });

  it('rejects an unknown module type', () => {
    expect(accepts({ id: 'm', siteModuleType: 'Guestbook' })).toBe(false);
  });

  it('defaults the common fields', () => {
    expect(parse(minimalModule('Text'))).toEqual({
      id: 'm-Text',
      siteModuleType: 'Text',
      title: {},
      menuTitle: {},
      hide: false,
      hideInMenu: false,
      text: {},
    });
  });

  it('keeps the spec names on the wire', () => {
    const input: SiteModuleInput = { id: 'g', siteModuleType: 'GiftRegistry', giftRegistry: [{ id: 'i1' }] };
    const module = siteModuleSchema.parse(input);
    expect(module.siteModuleType === 'GiftRegistry' && module.giftRegistry[0]?.reservable).toBe(true);
  });
});

describe('GiftRegistry', () => {
  const registry = (numbers: Record<string, unknown>) => ({ ...minimalModule('GiftRegistry'), ...numbers });

  it('has no payment numbers until the hosts give theirs', () => {
    expect(parse(minimalModule('GiftRegistry'))).toMatchObject({ swishNumber: null, mobilePayNumber: null });
  });

  it('keeps normalised Swish and MobilePay numbers', () => {
    expect(parse(registry({ swishNumber: '46701234567', mobilePayNumber: '4512345678' }))).toMatchObject({
      swishNumber: '46701234567',
      mobilePayNumber: '4512345678',
    });
    expect(accepts(registry({ swishNumber: '1231234567' }))).toBe(true);
  });

  it.each(['0701234567', '070-123 45 67', '46812345678', '12312345', ''])(
    'rejects the Swish number %j',
    (swishNumber) => {
      expect(accepts(registry({ swishNumber }))).toBe(false);
    },
  );

  it.each(['12345678', '+4512345678', '4502345678', '46701234567'])(
    'rejects the MobilePay number %j',
    (mobilePayNumber) => {
      expect(accepts(registry({ mobilePayNumber }))).toBe(false);
    },
  );
});

describe('Header', () => {
  it('defaults the image size to MEDIUM and the title alignment to 0', () => {
    expect(parse(minimalModule('Header'))).toMatchObject({
      userSelectedImageSize: 'MEDIUM',
      verticalAlignment: 0,
      image: null,
    });
  });

  it('accepts SMALL, MEDIUM, LARGE and alignments -1, 0, 1 only', () => {
    expect(
      accepts({ ...minimalModule('Header'), userSelectedImageSize: 'SMALL', verticalAlignment: -1 }),
    ).toBe(true);
    expect(accepts({ ...minimalModule('Header'), userSelectedImageSize: 'HUGE' })).toBe(false);
    expect(accepts({ ...minimalModule('Header'), verticalAlignment: 2 })).toBe(false);
  });
});

describe('Rsvp (001 §5, 002 §3)', () => {
  it('defaults to 5 guests and the default texts', () => {
    expect(parse(minimalModule('Rsvp'))).toMatchObject({
      maxNumberOfGuests: 5,
      form: { formElements: [] },
      oneGuestRsvpButton: { sv: 'OSA', en: 'RSVP', da: 'Tilmeld' },
      guestIndexTitle: { sv: 'Person', en: 'Guest', da: 'Gæst' },
      sendButton: { sv: 'Skicka', en: 'Send', da: 'Send' },
      confirmationTitle: { sv: 'Tack!', en: 'Thank you!', da: 'Tak!' },
    });
  });

  it('accepts 1 to 5 guests and rejects 0 and 6', () => {
    expect(accepts({ ...minimalModule('Rsvp'), maxNumberOfGuests: 1 })).toBe(true);
    expect(accepts({ ...minimalModule('Rsvp'), maxNumberOfGuests: 5 })).toBe(true);
    const zero = siteModuleSchema.safeParse({ ...minimalModule('Rsvp'), maxNumberOfGuests: 0 });
    expect(zero.error?.issues[0]?.path).toEqual(['maxNumberOfGuests']);
    expect(accepts({ ...minimalModule('Rsvp'), maxNumberOfGuests: 6 })).toBe(false);
    expect(accepts({ ...minimalModule('Rsvp'), maxNumberOfGuests: '3' })).toBe(false);
  });

  it('gives every module its own copy of a default text', () => {
    const first = parse(minimalModule('Rsvp'));
    if (first.siteModuleType !== 'Rsvp') throw new Error('expected an Rsvp module');
    first.sendButton.sv = 'Ändrad';
    const second = parse(minimalModule('Rsvp'));
    expect(second.siteModuleType === 'Rsvp' && second.sendButton.sv).toBe('Skicka');
  });
});

describe('Form', () => {
  it('defaults the show-form, send and confirmation texts', () => {
    expect(parse(minimalModule('Form'))).toMatchObject({
      showFormButton: { sv: 'Visa formulär', en: 'Show form', da: 'Vis formular' },
      sendButton: { sv: 'Skicka', en: 'Send' },
      confirmationTitle: { sv: 'Tack!', en: 'Thank you!', da: 'Tak!' },
      confirmationText: {},
    });
  });
});

describe('Speech2', () => {
  it('defaults to the older Swedish texts', () => {
    expect(parse(minimalModule('Speech2'))).toMatchObject({
      showFormButton: { sv: 'Anmälan av tal' },
      confirmationText: { sv: 'Tack för att du anmält dig att tala' },
      customTextFields: [],
    });
  });
});

describe('Location (001 §5, 002 §5)', () => {
  const withMap = (map: Record<string, unknown>) => ({ ...minimalModule('Location'), map });

  it('defaults the map to zoom 12, NORMAL, ea4335 and no picture', () => {
    const module = parse(withMap({ location: 'Göteborg' }));
    expect(module).toMatchObject({
      map: {
        contentDataType: 'Map',
        location: 'Göteborg',
        zoom: 12,
        mapTheme: 'NORMAL',
        markerColor: 'ea4335',
        map: null,
      },
    });
  });

  it('saves no map without one', () => {
    expect(parse(minimalModule('Location'))).toMatchObject({ map: null, userSelectedImageSize: 'MEDIUM' });
  });

  it('accepts zoom 6 and 18 and rejects 5, 19 and fractions', () => {
    expect(accepts(withMap({ zoom: 6 }))).toBe(true);
    expect(accepts(withMap({ zoom: 18 }))).toBe(true);
    expect(accepts(withMap({ zoom: 5 }))).toBe(false);
    expect(accepts(withMap({ zoom: 19 }))).toBe(false);
    expect(accepts(withMap({ zoom: 12.5 }))).toBe(false);
  });

  it('accepts a hex marker colour only', () => {
    expect(accepts(withMap({ markerColor: '00FF00' }))).toBe(true);
    expect(accepts(withMap({ markerColor: 'red' }))).toBe(false);
    expect(accepts(withMap({ markerColor: 'ea43' }))).toBe(false);
  });

  it('accepts the five map themes in upper case', () => {
    for (const mapTheme of ['NORMAL', 'SILVER', 'RETRO', 'DARK', 'NIGHT'])
      expect(accepts(withMap({ mapTheme }))).toBe(true);
    expect(accepts(withMap({ mapTheme: 'SATELLITE' }))).toBe(false);
  });
});

describe('Video', () => {
  it('defaults to an empty YouTube video without autostart', () => {
    expect(parse(minimalModule('Video'))).toMatchObject({
      video: { contentDataType: 'Video', type: 'YouTube', videoUrl: '', autoStart: false },
    });
  });

  it('accepts http(s) links only', () => {
    expect(
      accepts({
        ...minimalModule('Video'),
        video: { videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      }),
    ).toBe(true);
    expect(accepts({ ...minimalModule('Video'), video: { videoUrl: 'javascript:alert(1)' } })).toBe(false);
  });
});

describe('Countdown (002 §5)', () => {
  it('needs a date', () => {
    expect(accepts({ id: 'c', siteModuleType: 'Countdown' })).toBe(false);
  });

  it('accepts YYYY-MM-DDTHH:mm from 1900-01-01 to 2099-01-01', () => {
    expect(countdownDateSchema.safeParse('1900-01-01T00:00').success).toBe(true);
    expect(countdownDateSchema.safeParse('2099-01-01T00:00').success).toBe(true);
    expect(countdownDateSchema.safeParse('1899-12-31T23:59').success).toBe(false);
    expect(countdownDateSchema.safeParse('2099-01-01T00:01').success).toBe(false);
  });

  it('rejects other formats', () => {
    for (const date of [
      '2025-06-14 15:00',
      '2025-06-14',
      '2025-13-01T10:00',
      '2025-06-14T24:00',
      '2025-06-14T15:00:00Z',
    ]) {
      expect(countdownDateSchema.safeParse(date).success).toBe(false);
    }
  });
});

describe('lists and gallery', () => {
  it('bounds list items', () => {
    const items = Array.from({ length: 101 }, (_, index) => ({ id: `i${index}` }));
    expect(accepts({ ...minimalModule('PeopleList'), items })).toBe(false);
    expect(accepts({ ...minimalModule('TextAndImageList'), items: items.slice(0, 100) })).toBe(true);
  });

  it('needs an image per gallery item', () => {
    expect(accepts({ ...minimalModule('ImageGallery'), items: [{ id: 'g1' }] })).toBe(false);
    expect(
      accepts({
        ...minimalModule('ImageGallery'),
        items: [{ id: 'g1', image: { path: '/u/', fileName: 'a.jpg' } }],
      }),
    ).toBe(true);
  });

  it('defaults PeopleList items', () => {
    expect(parse({ ...minimalModule('PeopleList'), items: [{ id: 'p1' }] })).toMatchObject({
      items: [{ id: 'p1', image: null, name: {}, title: {}, text: {} }],
    });
  });
});
