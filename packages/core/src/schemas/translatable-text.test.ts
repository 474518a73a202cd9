import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGE_CODES } from '../constants/languages';
import {
  translatableRichTextSchema,
  translatableShortTextSchema,
  translatableTextSchema,
} from './translatable-text';

describe('translatable text (000 §3)', () => {
  it('is a record of language code to text', () => {
    expect(translatableTextSchema.parse({ sv: 'Hej', en: 'Hello', fi: 'Hei' })).toEqual({
      sv: 'Hej',
      en: 'Hello',
      fi: 'Hei',
    });
    expect(translatableTextSchema.parse({})).toEqual({});
  });

  it('rejects unknown language codes and non-strings', () => {
    expect(translatableTextSchema.safeParse({ xx: 'Hej' }).success).toBe(false);
    expect(translatableTextSchema.safeParse({ sv: 1 }).success).toBe(false);
  });

  it('holds at most 20 languages', () => {
    const record = (count: number) =>
      Object.fromEntries(SITE_LANGUAGE_CODES.slice(0, count).map((code) => [code, 'x']));
    expect(translatableTextSchema.safeParse(record(20)).success).toBe(true);
    expect(translatableTextSchema.safeParse(record(21)).success).toBe(false);
  });

  it('bounds the text per language', () => {
    expect(translatableShortTextSchema.safeParse({ sv: 'x'.repeat(500) }).success).toBe(true);
    expect(translatableShortTextSchema.safeParse({ sv: 'x'.repeat(501) }).success).toBe(false);
    expect(translatableTextSchema.safeParse({ sv: 'x'.repeat(5001) }).success).toBe(false);
  });

  it('names the language in the error path', () => {
    const result = translatableShortTextSchema.safeParse({ sv: 'ok', en: 'x'.repeat(501) });
    expect(result.error?.issues[0]?.path).toEqual(['en']);
  });

  it('holds one rich text document per language', () => {
    expect(translatableRichTextSchema.safeParse({ sv: { type: 'doc', content: [] } }).success).toBe(true);
    expect(translatableRichTextSchema.safeParse({ sv: '<p>hej</p>' }).success).toBe(false);
  });
});
