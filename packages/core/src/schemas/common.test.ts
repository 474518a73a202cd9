import { describe, expect, it } from 'vitest';
import {
  boundedJsonValueSchema,
  entityIdSchema,
  hostNameSchema,
  httpUrlSchema,
  isoTimestampSchema,
  safeLinkHrefSchema,
  textSchema,
} from './common';

describe('textSchema', () => {
  it('accepts any text PostgreSQL can store, emoji (surrogate pairs) included', () => {
    expect(textSchema.safeParse('Välkommen 🎉 ÆØÅ').success).toBe(true);
  });

  it('refuses a NUL character and half of a surrogate pair, naming the rule', () => {
    for (const text of ['a\u0000b', '\ud800', 'x\udc00', '\udc00\ud800']) {
      const result = textSchema.safeParse(text);
      expect(result.error?.issues[0]?.message).toBe(
        'must not contain a NUL character or an unpaired surrogate',
      );
    }
  });

  it('keeps the rule when a schema builds on it', () => {
    expect(textSchema.trim().max(10).safeParse('\u0000').success).toBe(false);
  });
});

describe('entityIdSchema', () => {
  it('accepts opaque URL-safe ids', () => {
    for (const id of ['65f0c0ffee0000000000abcd', 'CLIENTID-12', 'giftRegistryItem_3', 'START-WIZARD']) {
      expect(entityIdSchema.parse(id)).toBe(id);
    }
  });

  it('rejects empty, long and path-breaking ids', () => {
    for (const id of ['', 'a'.repeat(101), 'a/b', 'a b', '../x'])
      expect(entityIdSchema.safeParse(id).success).toBe(false);
  });
});

describe('isoTimestampSchema', () => {
  it('accepts ISO date-times and dates', () => {
    expect(isoTimestampSchema.safeParse('2025-06-14T15:00:00.000Z').success).toBe(true);
    expect(isoTimestampSchema.safeParse('2025-06-14T15:00:00+02:00').success).toBe(true);
    expect(isoTimestampSchema.safeParse('2025-06-14').success).toBe(true);
    expect(isoTimestampSchema.safeParse('14/06/2025').success).toBe(false);
  });
});

describe('hostNameSchema', () => {
  it('accepts lower-case hosts, with a port in development', () => {
    for (const host of ['anna.festsidan.se', 'party.localhost', 'anna.party.localhost:3000']) {
      expect(hostNameSchema.safeParse(host).success).toBe(true);
    }
  });

  it('rejects upper case, schemes and paths', () => {
    for (const host of ['Anna.se', 'https://anna.se', 'anna.se/x', '-anna.se', '']) {
      expect(hostNameSchema.safeParse(host).success).toBe(false);
    }
  });
});

describe('links', () => {
  it('accepts http(s) links only as http urls', () => {
    expect(httpUrlSchema.safeParse('https://shop.example/item?id=1').success).toBe(true);
    expect(httpUrlSchema.safeParse('mailto:a@example.se').success).toBe(false);
    expect(httpUrlSchema.safeParse('javascript:alert(1)').success).toBe(false);
  });

  it('accepts http(s) and mailto as rich text hrefs, nothing else', () => {
    expect(safeLinkHrefSchema.safeParse('http://example.se').success).toBe(true);
    expect(safeLinkHrefSchema.safeParse('mailto:anna@example.se').success).toBe(true);
    for (const href of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'JAVASCRIPT:x',
      'data:text/html,x',
      '//evil.example',
      'java\tscript:x',
    ]) {
      expect(safeLinkHrefSchema.safeParse(href).success).toBe(false);
    }
  });
});

describe('boundedJsonValueSchema', () => {
  const schema = boundedJsonValueSchema(1000);

  it('accepts small plain JSON', () => {
    expect(schema.safeParse({ a: [1, 'two', null, true, { b: 'c' }] }).success).toBe(true);
  });

  it('rejects values above the size', () => {
    expect(schema.safeParse({ a: 'x'.repeat(1000) }).success).toBe(false);
  });

  it('rejects deep nesting without exhausting the stack', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 100000; level += 1) deep = [deep];
    expect(schema.safeParse(deep).success).toBe(false);
  });

  it('rejects text PostgreSQL cannot store, in values and in keys', () => {
    expect(schema.safeParse({ a: ['\u0000'] }).success).toBe(false);
    expect(schema.safeParse({ '\ud800': 1 }).success).toBe(false);
  });

  it('rejects what is not JSON', () => {
    expect(schema.safeParse(new Date()).success).toBe(false);
    expect(schema.safeParse(Number.NaN).success).toBe(false);
    expect(schema.safeParse(undefined).success).toBe(false);
  });
});
