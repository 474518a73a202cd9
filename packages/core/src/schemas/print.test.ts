import { describe, expect, it } from 'vitest';
import { printSchema } from './print';

const color = { h: 0, s: 0, l: 50 };
const colorScheme = {
  primary: color,
  background: color,
  surface: color,
  onPrimary: color,
  onBackground: color,
  onSurface: color,
};
const image = { path: '/prints/p1/', fileName: 'photo.jpg' };

const genesis = {
  site: 'site-1',
  layout: 'GENESIS',
  colorScheme,
  content: [
    { id: 'c1', page: 1, position: 'welcomeText', contentType: 'text', properties: { text: 'Välkomna' } },
    { id: 'c2', page: 1, position: 'names', contentType: 'text', properties: { text: 'Anna & Erik' } },
    { id: 'c3', page: 2, position: 'textAtQR', contentType: 'text', properties: { text: 'Läs mer' } },
    { id: 'c4', page: 2, position: 'qr', contentType: 'qr', properties: { url: 'https://anna.example.se' } },
  ],
};

describe('printSchema (002 §3)', () => {
  it('is an invitation unless it is a thank-you card (issue 37 item 4)', () => {
    expect(printSchema.parse(genesis).purpose).toBe('invitation');
    expect(printSchema.parse({ ...genesis, purpose: 'thankYou' }).purpose).toBe('thankYou');
    expect(printSchema.safeParse({ ...genesis, purpose: 'menu' }).success).toBe(false);
  });

  it('parses a new GENESIS card with default trim and fonts', () => {
    const print = printSchema.parse(genesis);
    expect(print._id).toBeUndefined();
    expect(print.trim).toBe('none');
    expect(print.fonts).toEqual({ heading: 'Playfair Display', text: 'Arial' });
  });

  it('parses a PHOTO_CLEAN card with a primary image and rounded corners', () => {
    const print = printSchema.parse({
      _id: 'p1',
      site: 'site-1',
      layout: 'PHOTO_CLEAN',
      colorScheme,
      trim: 'rounded',
      content: [
        { id: 'c1', page: 1, position: 'primaryImage', contentType: 'image', properties: image },
        { id: 'c2', page: 2, position: 'qr', contentType: 'qr', properties: { hidden: true } },
      ],
    });
    expect(print.content[1]).toMatchObject({ properties: { url: '', hidden: true } });
  });

  it('rejects a position the layout does not have', () => {
    const result = printSchema.safeParse({
      ...genesis,
      content: [{ id: 'c1', page: 1, position: 'primaryImage', contentType: 'image', properties: image }],
    });
    expect(result.error?.issues[0]?.path).toEqual(['content', 0, 'position']);
  });

  it('rejects a position on the wrong page', () => {
    const result = printSchema.safeParse({
      ...genesis,
      content: [{ id: 'c1', page: 1, position: 'textAtQR', contentType: 'text', properties: { text: 'x' } }],
    });
    expect(result.success).toBe(false);
  });

  it('rejects content of the wrong type for its position', () => {
    const result = printSchema.safeParse({
      ...genesis,
      content: [{ id: 'c1', page: 2, position: 'qr', contentType: 'text', properties: { text: 'x' } }],
    });
    expect(result.error?.issues[0]?.path).toEqual(['content', 0, 'contentType']);
  });

  it('needs a url on a visible QR code', () => {
    const result = printSchema.safeParse({
      ...genesis,
      content: [{ id: 'c1', page: 2, position: 'qr', contentType: 'qr', properties: { url: '' } }],
    });
    expect(result.error?.issues[0]?.path).toEqual(['content', 0, 'properties', 'url']);
  });

  it('rejects unknown layouts and trims', () => {
    expect(printSchema.safeParse({ ...genesis, layout: 'POSTER' }).success).toBe(false);
    expect(printSchema.safeParse({ ...genesis, trim: 'scalloped' }).success).toBe(false);
  });
});
