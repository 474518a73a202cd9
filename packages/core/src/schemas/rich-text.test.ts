import { describe, expect, it } from 'vitest';
import { emptyRichTextDocument, richTextDocumentSchema } from './rich-text';

const paragraph = (...content: unknown[]) => ({ type: 'doc', content: [{ type: 'paragraph', content }] });

describe('richTextDocumentSchema (decisions §4, 001 "Text")', () => {
  it('accepts paragraphs, level-3 headings, marks, links and breaks', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Rubrik' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'fet',
              marks: [{ type: 'bold' }, { type: 'italic' }, { type: 'underline' }],
            },
            { type: 'hardBreak' },
            { type: 'text', text: 'länk', marks: [{ type: 'link', attrs: { href: 'https://example.se' } }] },
            { type: 'text', text: 'mejl', marks: [{ type: 'link', attrs: { href: 'mailto:a@example.se' } }] },
          ],
        },
        { type: 'paragraph' },
      ],
    };
    expect(richTextDocumentSchema.parse(doc)).toEqual(doc);
  });

  it('accepts an empty document', () => {
    expect(richTextDocumentSchema.safeParse(emptyRichTextDocument()).success).toBe(true);
  });

  it('rejects an unknown node type', () => {
    for (const type of ['bulletList', 'image', 'codeBlock', 'html']) {
      expect(richTextDocumentSchema.safeParse({ type: 'doc', content: [{ type }] }).success).toBe(false);
    }
    expect(richTextDocumentSchema.safeParse(paragraph({ type: 'image', attrs: { src: 'x' } })).success).toBe(
      false,
    );
  });

  it('rejects headings other than level 3', () => {
    for (const level of [1, 2, 4]) {
      const doc = { type: 'doc', content: [{ type: 'heading', attrs: { level }, content: [] }] };
      expect(richTextDocumentSchema.safeParse(doc).success).toBe(false);
    }
  });

  it('rejects javascript: and data: links', () => {
    for (const href of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>',
      'vbscript:x',
    ]) {
      const doc = paragraph({ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] });
      expect(richTextDocumentSchema.safeParse(doc).success).toBe(false);
    }
  });

  it('rejects an unknown mark', () => {
    expect(
      richTextDocumentSchema.safeParse(paragraph({ type: 'text', text: 'x', marks: [{ type: 'strike' }] }))
        .success,
    ).toBe(false);
  });

  it('rejects blocks in the wrong place and raw HTML strings', () => {
    expect(
      richTextDocumentSchema.safeParse({ type: 'doc', content: [{ type: 'text', text: 'x' }] }).success,
    ).toBe(false);
    expect(richTextDocumentSchema.safeParse(paragraph({ type: 'paragraph' })).success).toBe(false);
    expect(richTextDocumentSchema.safeParse('<p>hej</p>').success).toBe(false);
  });

  it('drops unknown attributes', () => {
    const doc = paragraph({
      type: 'text',
      text: 'x',
      onclick: 'alert(1)',
      marks: [{ type: 'link', attrs: { href: 'https://example.se', target: '_blank', class: 'evil' } }],
    });
    expect(richTextDocumentSchema.parse(doc)).toEqual(
      paragraph({
        type: 'text',
        text: 'x',
        marks: [{ type: 'link', attrs: { href: 'https://example.se' } }],
      }),
    );
  });

  it('bounds the text of a document', () => {
    const block = { type: 'paragraph', content: [{ type: 'text', text: 'x'.repeat(10000) }] };
    expect(richTextDocumentSchema.safeParse({ type: 'doc', content: Array(5).fill(block) }).success).toBe(
      true,
    );
    expect(richTextDocumentSchema.safeParse({ type: 'doc', content: Array(6).fill(block) }).success).toBe(
      false,
    );
    expect(
      richTextDocumentSchema.safeParse(paragraph({ type: 'text', text: 'x'.repeat(10001) })).success,
    ).toBe(false);
  });

  it('rejects empty text nodes, as ProseMirror does', () => {
    expect(richTextDocumentSchema.safeParse(paragraph({ type: 'text', text: '' })).success).toBe(false);
  });
});
