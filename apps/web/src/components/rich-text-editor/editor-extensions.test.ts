import '../../test/editor-dom';
import { richTextFromEditor, richTextToEditor } from '@eventsite/core/rules/editor-rich-text';
import { TEXT_LENGTH_LIMITS } from '@eventsite/core/schemas/common';
import type { RichTextDocument } from '@eventsite/core/schemas/rich-text';
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { editorExtensions } from './editor-extensions';

const everything: RichTextDocument = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Program' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'fet', marks: [{ type: 'bold' }] },
        { type: 'text', text: 'kursiv', marks: [{ type: 'italic' }] },
        { type: 'text', text: 'under', marks: [{ type: 'underline' }] },
        { type: 'hardBreak' },
        {
          type: 'text',
          text: 'länk',
          // ProseMirror keeps marks in the schema's order, the link first.
          marks: [{ type: 'link', attrs: { href: 'https://example.se/a?b=1' } }, { type: 'bold' }],
        },
        { type: 'text', text: 'mejl', marks: [{ type: 'link', attrs: { href: 'mailto:hej@example.se' } }] },
      ],
    },
    { type: 'paragraph' },
    { type: 'paragraph', content: [{ type: 'text', text: 'slut' }] },
  ],
};

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function editorWith(content: string | object): Editor {
  editor = new Editor({ element: document.createElement('div'), extensions: editorExtensions(), content });
  return editor;
}

describe('the editor extensions (001 "Text")', () => {
  it('hold every stored node and mark, so a text goes through the editor unchanged', () => {
    expect(richTextFromEditor(editorWith(richTextToEditor(everything)).getJSON())).toEqual(everything);
  });

  it('turn pasted lists, quotes, code, rules, other headings and unsafe links into plain paragraphs', () => {
    const pasted = editorWith(
      '<h1>Stor</h1><ul><li>ett</li><li>två</li></ul><blockquote><p>citat</p></blockquote>' +
        '<pre><code>kod</code></pre><hr><p><s>struken</s> <code>x</code> <a href="javascript:alert(1)">farlig</a></p>',
    );
    const stored = richTextFromEditor(pasted.getJSON());
    expect(stored).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Stor' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'ett' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'två' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'citat' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'kod' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'struken x farlig' }] },
      ],
    });
  });

  it('refuse an edit that makes the text longer than a stored document may be', () => {
    const long = editorWith(richTextToEditor(null));
    const nearlyFull = 'a'.repeat(TEXT_LENGTH_LIMITS.richTextDocument - 2);
    long.commands.insertContent(nearlyFull);
    long.commands.insertContent('bcd');
    expect(long.state.doc.textContent).toBe(nearlyFull);
    long.commands.insertContent('bc');
    expect(long.state.doc.textContent.length).toBe(TEXT_LENGTH_LIMITS.richTextDocument);
  });
});
