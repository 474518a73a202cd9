import { describe, expect, it } from 'vitest';
import { richTextToPlainText } from './rich-text-plain-text';

describe('richTextToPlainText', () => {
  it('gives a line per block, keeps line breaks and writes a link’s address after its words', () => {
    expect(
      richTextToPlainText({
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Middag' }] },
          { type: 'paragraph', content: [] },
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Bussen går 17:30', marks: [{ type: 'bold' }] },
              { type: 'hardBreak' },
              {
                type: 'text',
                text: 'karta',
                marks: [{ type: 'link', attrs: { href: 'https://example.se/karta' } }],
              },
            ],
          },
        ],
      }),
    ).toBe('Middag\nBussen går 17:30\nkarta (https://example.se/karta)');
  });

  it('gives an empty string for no text', () => {
    expect(richTextToPlainText(null)).toBe('');
    expect(richTextToPlainText({ type: 'doc', content: [] })).toBe('');
  });
});
