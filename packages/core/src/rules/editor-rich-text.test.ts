import { describe, expect, it } from 'vitest';
import { TEXT_LENGTH_LIMITS } from '../schemas/common';
import { richTextDocumentSchema, type RichTextDocument } from '../schemas/rich-text';
import { richTextFromEditor, richTextToEditor } from './editor-rich-text';

/** Every node and mark the stored document allows (`001` "Text"). */
const everything: RichTextDocument = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Välkomna' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Vi ' },
        { type: 'text', text: 'gifter', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' oss', marks: [{ type: 'italic' }, { type: 'underline' }] },
        { type: 'hardBreak' },
        {
          type: 'text',
          text: 'Läs mer',
          marks: [{ type: 'link', attrs: { href: 'https://example.se/om' } }, { type: 'bold' }],
        },
        { type: 'text', text: ' eller ' },
        { type: 'text', text: 'mejla', marks: [{ type: 'link', attrs: { href: 'mailto:hej@example.se' } }] },
      ],
    },
    { type: 'paragraph' },
    {
      type: 'paragraph',
      content: [{ type: 'text', text: 'http', marks: [{ type: 'link', attrs: { href: 'http://a.se' } }] }],
    },
  ],
};

describe('richTextToEditor and richTextFromEditor', () => {
  it('round-trip every allowed node and mark unchanged', () => {
    expect(richTextDocumentSchema.parse(everything)).toEqual(everything);
    expect(richTextFromEditor(richTextToEditor(everything))).toEqual(everything);
  });

  it('give the editor one empty paragraph for an empty or missing text, and store that as empty', () => {
    const empty = { type: 'doc', content: [{ type: 'paragraph' }] };
    expect(richTextToEditor({ type: 'doc', content: [] })).toEqual(empty);
    expect(richTextToEditor(null)).toEqual(empty);
    expect(richTextToEditor(undefined)).toEqual(empty);
    expect(richTextFromEditor(empty)).toEqual({ type: 'doc', content: [] });
    expect(
      richTextFromEditor({
        type: 'doc',
        content: [{ type: 'paragraph' }, { type: 'heading', attrs: { level: 3 } }],
      }),
    ).toEqual({
      type: 'doc',
      content: [],
    });
  });

  it('keep empty paragraphs between texts', () => {
    const spaced = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'a' }] },
        { type: 'paragraph' },
        { type: 'paragraph', content: [{ type: 'text', text: 'b' }] },
      ],
    };
    expect(richTextFromEditor(spaced)).toEqual(spaced);
  });

  it('do not share objects between the stored document and the editor', () => {
    const editorDocument = richTextToEditor(everything);
    expect(editorDocument.content?.[0]).not.toBe(everything.content[0]);
  });
});

describe('richTextFromEditor drops what is not allowed', () => {
  const paragraph = (...content: unknown[]) => ({ type: 'doc', content: [{ type: 'paragraph', content }] });

  it('makes any heading level three', () => {
    expect(
      richTextFromEditor({
        type: 'doc',
        content: [{ type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Rubrik' }] }],
      }),
    ).toEqual({
      type: 'doc',
      content: [{ type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Rubrik' }] }],
    });
  });

  it('drops marks other than bold, italic, underline and link, and repeated marks', () => {
    expect(
      richTextFromEditor(
        paragraph({
          type: 'text',
          text: 'x',
          marks: [
            { type: 'strike' },
            { type: 'bold' },
            { type: 'code' },
            { type: 'bold' },
            { type: 'textStyle', attrs: { color: 'red' } },
          ],
        }),
      ),
    ).toEqual(paragraph({ type: 'text', text: 'x', marks: [{ type: 'bold' }] }));
  });

  it('keeps only the address of a link and drops links that are not http, https or mailto', () => {
    const link = (href: unknown) => ({
      type: 'text',
      text: 'klick',
      marks: [{ type: 'link', attrs: { href, target: '_blank', rel: 'noopener', class: 'x' } }],
    });
    expect(richTextFromEditor(paragraph(link(' https://example.se ')))).toEqual(
      paragraph({
        type: 'text',
        text: 'klick',
        marks: [{ type: 'link', attrs: { href: 'https://example.se' } }],
      }),
    );
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://example.se',
      '//example.se',
      42,
      null,
    ]) {
      expect(richTextFromEditor(paragraph(link(href)))).toEqual(paragraph({ type: 'text', text: 'klick' }));
    }
    expect(richTextFromEditor(paragraph({ type: 'text', text: 'klick', marks: [{ type: 'link' }] }))).toEqual(
      paragraph({ type: 'text', text: 'klick' }),
    );
  });

  it('drops attributes and fields the stored nodes do not have', () => {
    expect(
      richTextFromEditor({
        type: 'doc',
        attrs: { x: 1 },
        content: [
          {
            type: 'paragraph',
            attrs: { textAlign: 'center' },
            content: [{ type: 'text', text: 'a', style: 'x' }],
          },
        ],
      }),
    ).toEqual(paragraph({ type: 'text', text: 'a' }));
  });

  it('keeps the paragraphs of lists and quotes and the lines of code blocks', () => {
    expect(
      richTextFromEditor({
        type: 'doc',
        content: [
          {
            type: 'bulletList',
            content: [
              {
                type: 'listItem',
                content: [{ type: 'paragraph', content: [{ type: 'text', text: 'ett' }] }],
              },
              {
                type: 'listItem',
                content: [
                  { type: 'paragraph', content: [{ type: 'text', text: 'två' }] },
                  {
                    type: 'orderedList',
                    content: [
                      {
                        type: 'listItem',
                        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'tre' }] }],
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            type: 'blockquote',
            content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'citat' }] }],
          },
          { type: 'codeBlock', content: [{ type: 'text', text: 'kod', marks: [{ type: 'code' }] }] },
        ],
      }),
    ).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'ett' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'två' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'tre' }] },
        { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'citat' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'kod' }] },
      ],
    });
  });

  it('drops other nodes, empty texts and malformed parts', () => {
    expect(
      richTextFromEditor({
        type: 'doc',
        content: [
          { type: 'horizontalRule' },
          { type: 'image', attrs: { src: 'x.png' } },
          'text',
          null,
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: '' },
              { type: 'text', text: 5 },
              { type: 'mention', attrs: { id: 'a' } },
              { type: 'text', text: 'kvar' },
              { type: 'hardBreak', attrs: { x: 1 } },
            ],
          },
        ],
      }),
    ).toEqual(paragraph({ type: 'text', text: 'kvar' }, { type: 'hardBreak' }));
  });

  it('gives an empty document for anything that is not a document', () => {
    for (const value of [null, undefined, 'doc', [], { type: 'paragraph' }, { type: 'doc', content: 'x' }]) {
      expect(richTextFromEditor(value)).toEqual({ type: 'doc', content: [] });
    }
  });

  it('cuts a text longer than a node may hold into nodes with the same marks, keeping surrogate pairs whole', () => {
    const limit = TEXT_LENGTH_LIMITS.richTextNode;
    const text = `${'a'.repeat(limit - 1)}😀${'b'.repeat(10)}`;
    const result = richTextFromEditor(paragraph({ type: 'text', text, marks: [{ type: 'italic' }] }));
    const nodes = result.content[0]?.content ?? [];
    expect(nodes).toHaveLength(2);
    expect(nodes.map((node) => (node.type === 'text' ? node.text : '')).join('')).toBe(text);
    expect(nodes[0]).toEqual({ type: 'text', text: 'a'.repeat(limit - 1), marks: [{ type: 'italic' }] });
    expect(richTextDocumentSchema.safeParse(result).success).toBe(true);
  });

  it('gives documents the stored schema accepts', () => {
    const messy = {
      type: 'doc',
      content: [
        {
          type: 'heading',
          attrs: { level: 6 },
          content: [{ type: 'text', text: 'h', marks: [{ type: 'link', attrs: { href: 'javascript:x' } }] }],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: 'l', marks: [{ type: 'strike' }, { type: 'underline' }] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(richTextDocumentSchema.safeParse(richTextFromEditor(messy)).success).toBe(true);
  });
});
