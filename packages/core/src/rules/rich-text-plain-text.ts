import type { RichTextDocument } from '../schemas/rich-text';

/**
 * A rich text as plain text, for places that cannot show marks (a calendar's description): one line per
 * paragraph or heading, line breaks kept, a link's address after its words when they differ.
 */
export function richTextToPlainText(document: RichTextDocument | null | undefined): string {
  return (document?.content ?? [])
    .map((block) =>
      (block.content ?? [])
        .map((node) => {
          if (node.type === 'hardBreak') return '\n';
          const href = node.marks?.find((mark) => mark.type === 'link')?.attrs.href;
          return href && href !== node.text ? `${node.text} (${href})` : node.text;
        })
        .join('')
        .trim(),
    )
    .filter((line) => line !== '')
    .join('\n');
}
