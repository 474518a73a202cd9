import { describe, expect, it } from 'vitest';
import { PRINT_LAYOUTS, type PrintLayout } from '../constants/print-layouts';
import { printSchema, type PrintContentItem } from '../schemas/print';
import { defaultPrintContent, switchPrintLayout } from './print-layout-content';

const color = { h: 30, s: 20, l: 90 };
const colorScheme = {
  primary: color,
  background: color,
  surface: color,
  onPrimary: color,
  onBackground: color,
  onSurface: color,
};
const sv = { language: 'sv', qrUrl: 'https://anna-och-erik.brollopssidan.se' } as const;
const textOf = (content: PrintContentItem[], position: string) => {
  const item = content.find((candidate) => candidate.position === position);
  return item?.contentType === 'text' ? item.properties.text : undefined;
};

describe('defaultPrintContent (002 §3 "Positions by layout")', () => {
  it('gives GENESIS its four texts on page 1 and the QR text and code on page 2', () => {
    expect(defaultPrintContent('GENESIS', sv)).toEqual([
      {
        id: 'welcomeText',
        page: 1,
        position: 'welcomeText',
        contentType: 'text',
        properties: { text: 'Välkomna på vårt bröllop' },
      },
      { id: 'names', page: 1, position: 'names', contentType: 'text', properties: { text: 'Anna & Erik' } },
      {
        id: 'dateAndLocationLong',
        page: 1,
        position: 'dateAndLocationLong',
        contentType: 'text',
        properties: { text: 'Lördagen den 14 juni 2031 klockan 15.00\nS:t Johannes kyrka, Göteborg' },
      },
      {
        id: 'websiteInfo',
        page: 1,
        position: 'websiteInfo',
        contentType: 'text',
        properties: { text: 'Läs mer och OSA på vår bröllopssida' },
      },
      {
        id: 'textAtQR',
        page: 2,
        position: 'textAtQR',
        contentType: 'text',
        properties: { text: 'Skanna koden för att läsa mer om dagen och OSA senast den 1 maj' },
      },
      { id: 'qr', page: 2, position: 'qr', contentType: 'qr', properties: { url: sv.qrUrl, hidden: false } },
    ]);
  });

  it('puts a demo photo, a title, the names and the date on a PHOTO_CLEAN card', () => {
    const content = defaultPrintContent('PHOTO_CLEAN', sv);
    expect(content.map((item) => [item.page, item.position, item.contentType])).toEqual([
      [1, 'primaryImage', 'image'],
      [1, 'title', 'text'],
      [1, 'names', 'text'],
      [1, 'dateAndLocation', 'text'],
      [2, 'textAtQR', 'text'],
      [2, 'qr', 'qr'],
    ]);
    expect(content[0]?.properties).toMatchObject({ fileName: 'bouquet.jpg', isDemoImage: true });
    expect(textOf(content, 'title')).toBe('Vi gifter oss!');
    expect(textOf(content, 'dateAndLocation')).toBe('14 juni 2031 · Göteborg');
  });

  it('gives both photo layouts a photo, a title and the date', () => {
    for (const layout of ['TEXT_ON_PHOTO', 'TEXT_ON_PHOTO_GRADIENT'] as const)
      expect(defaultPrintContent(layout, sv).map((item) => item.position)).toEqual([
        'primaryImage',
        'title',
        'dateAndLocation',
        'textAtQR',
        'qr',
      ]);
  });

  it('writes the defaults in the language asked for', () => {
    expect(textOf(defaultPrintContent('GENESIS', { language: 'da' }), 'welcomeText')).toBe(
      'Velkommen til vores bryllup',
    );
    expect(textOf(defaultPrintContent('PHOTO_CLEAN', { language: 'en' }), 'title')).toBe(
      'We are getting married!',
    );
  });

  it('hides the QR code when there is no address to lead to', () => {
    const qr = defaultPrintContent('GENESIS', { language: 'sv' }).at(-1);
    expect(qr?.properties).toEqual({ url: '', hidden: true });
  });

  it('makes content every layout’s schema accepts', () => {
    for (const layout of PRINT_LAYOUTS)
      for (const defaults of [sv, { language: 'sv' } as const])
        expect(
          printSchema.safeParse({
            site: 's1',
            layout,
            colorScheme,
            content: defaultPrintContent(layout, defaults),
          }).success,
        ).toBe(true);
  });

  it('writes a thank-you card that thanks the guests, signed with the couple’s names (issue 37 item 4)', () => {
    const content = defaultPrintContent('PHOTO_CLEAN', { ...sv, purpose: 'thankYou' });
    expect(content.map((item) => [item.page, item.position])).toEqual([
      [1, 'primaryImage'],
      [1, 'title'],
      [1, 'names'],
      [1, 'dateAndLocation'],
      [2, 'textAtQR'],
      [2, 'qr'],
    ]);
    expect(textOf(content, 'title')).toBe('Tack!');
    expect(textOf(content, 'textAtQR')).toMatch(
      /^Tack för att ni firade med oss!\n\n.+\n\nVarma hälsningar,\nAnna & Erik$/s,
    );
    const english = defaultPrintContent('PHOTO_CLEAN', { language: 'en', purpose: 'thankYou' });
    expect(textOf(english, 'textAtQR')).toMatch(/^Thank you for celebrating with us!/);
    const danish = defaultPrintContent('PHOTO_CLEAN', { language: 'da', purpose: 'thankYou' });
    expect(textOf(danish, 'textAtQR')).toMatch(/^Tak fordi I fejrede dagen med os!/);
    expect(textOf(defaultPrintContent('PHOTO_CLEAN', sv), 'title')).toBe('Vi gifter oss!');
  });
});

describe('switchPrintLayout (002 §4 "Print editor")', () => {
  const written: Record<string, string> = { title: 'Äntligen!', names: 'Lisa & Omar', textAtQR: 'OSA här' };
  const photoCard = () => {
    const content = defaultPrintContent('PHOTO_CLEAN', sv).map((item): PrintContentItem => {
      const text = written[item.position];
      if (item.contentType === 'text' && text) return { ...item, properties: { text } };
      if (item.contentType === 'image')
        return { ...item, properties: { ...item.properties, fileName: 'ours.jpg', isDemoImage: false } };
      return item;
    });
    return { layout: 'PHOTO_CLEAN' as PrintLayout, content, trim: 'rounded' as const };
  };

  it('keeps the texts and the image at positions both layouts have', () => {
    const switched = switchPrintLayout(photoCard(), 'TEXT_ON_PHOTO', sv);
    expect(switched.layout).toBe('TEXT_ON_PHOTO');
    expect(switched.trim).toBe('rounded');
    expect(switched.content.map((item) => item.position)).toEqual([
      'primaryImage',
      'title',
      'dateAndLocation',
      'textAtQR',
      'qr',
    ]);
    expect(switched.content[0]?.properties).toMatchObject({ fileName: 'ours.jpg' });
    expect(textOf(switched.content, 'title')).toBe('Äntligen!');
    expect(textOf(switched.content, 'textAtQR')).toBe('OSA här');
  });

  it('drops what the new layout has no place for and fills its new places with defaults', () => {
    const switched = switchPrintLayout(photoCard(), 'GENESIS', sv);
    expect(switched.content.some((item) => item.position === 'primaryImage')).toBe(false);
    expect(textOf(switched.content, 'names')).toBe('Lisa & Omar');
    expect(textOf(switched.content, 'welcomeText')).toBe('Välkomna på vårt bröllop');
    expect(textOf(switched.content, 'title')).toBeUndefined();
  });

  it('gives the QR code the layout’s default, as only texts and images are kept', () => {
    const card = photoCard();
    card.content = card.content.map((item): PrintContentItem =>
      item.contentType === 'qr'
        ? { ...item, properties: { url: 'https://elsewhere.example', hidden: false } }
        : item,
    );
    const qr = switchPrintLayout(card, 'GENESIS', sv).content.find((item) => item.contentType === 'qr');
    expect(qr?.properties).toEqual({ url: sv.qrUrl, hidden: false });
  });

  it('round-trips shared content through a layout without it', () => {
    const there = switchPrintLayout(photoCard(), 'TEXT_ON_PHOTO_GRADIENT', sv);
    const back = switchPrintLayout(there, 'PHOTO_CLEAN', sv);
    expect(textOf(back.content, 'title')).toBe('Äntligen!');
    // TEXT_ON_PHOTO has no names, so the names come back as the default.
    expect(textOf(back.content, 'names')).toBe('Anna & Erik');
  });
});
