import { describe, expect, it } from 'vitest';
import type { RichTextDocument } from '../schemas/rich-text';
import { richTextHasContent, translateRichText } from './translate-rich-text';

const doc = (text: string): RichTextDocument => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const empty: RichTextDocument = { type: 'doc', content: [{ type: 'paragraph' }] };

describe('translateRichText (000 §3)', () => {
  it('reads the chosen language, then English, then Swedish, then the first with content', () => {
    const text = { sv: doc('Hej'), en: doc('Hello'), da: doc('Hej hej'), de: doc('Hallo') };
    expect(translateRichText(text, 'da')).toEqual(doc('Hej hej'));
    expect(translateRichText(text, 'fi')).toEqual(doc('Hello'));
    expect(translateRichText({ sv: doc('Hej'), de: doc('Hallo') }, 'fi')).toEqual(doc('Hej'));
    expect(translateRichText({ de: doc('Hallo') }, 'fi')).toEqual(doc('Hallo'));
  });

  it('skips a language whose document is empty', () => {
    expect(translateRichText({ da: empty, sv: doc('Hej') }, 'da')).toEqual(doc('Hej'));
  });

  it('gives null when no language has content', () => {
    expect(translateRichText({ sv: empty }, 'sv')).toBeNull();
    expect(translateRichText(undefined, 'sv')).toBeNull();
    expect(translateRichText({}, 'constructor')).toBeNull();
  });
});

describe('richTextHasContent', () => {
  it('counts only text that is not blank', () => {
    expect(richTextHasContent(doc(' x '))).toBe(true);
    expect(richTextHasContent(doc('   '))).toBe(false);
    expect(richTextHasContent(empty)).toBe(false);
    expect(richTextHasContent(null)).toBe(false);
  });
});
