import { z } from 'zod';
import { safeLinkHrefSchema, TEXT_LENGTH_LIMITS, textSchema } from './common';

/*
 * Rich text is a ProseMirror/TipTap-style JSON document, rendered by React; raw HTML is never
 * rendered (`decisions.md` §4). Only what `001` "Text" lists exists: paragraphs, level-three
 * headings, bold, italic, underline, links and line breaks. Unknown node or mark types are
 * rejected; unknown attributes are dropped.
 */

/** Bold, italic, underline, or a link to http(s) or mailto. */
export const richTextMarkSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bold') }),
  z.object({ type: z.literal('italic') }),
  z.object({ type: z.literal('underline') }),
  z.object({ type: z.literal('link'), attrs: z.object({ href: safeLinkHrefSchema }) }),
]);
export type RichTextMark = z.infer<typeof richTextMarkSchema>;

/** A run of text with its marks. */
export const richTextTextNodeSchema = z.object({
  type: z.literal('text'),
  text: textSchema.min(1).max(TEXT_LENGTH_LIMITS.richTextNode),
  marks: z.array(richTextMarkSchema).max(4).optional(),
});

/** A line break inside a block. */
export const richTextHardBreakSchema = z.object({ type: z.literal('hardBreak') });

/** What a paragraph or heading holds. */
export const richTextInlineNodeSchema = z.discriminatedUnion('type', [
  richTextTextNodeSchema,
  richTextHardBreakSchema,
]);
export type RichTextInlineNode = z.infer<typeof richTextInlineNodeSchema>;

const inlineContentSchema = z.array(richTextInlineNodeSchema).max(1000);

/** A paragraph. */
export const richTextParagraphSchema = z.object({
  type: z.literal('paragraph'),
  content: inlineContentSchema.optional(),
});

/** A heading; level three is the only level (`001` "Text"). */
export const richTextHeadingSchema = z.object({
  type: z.literal('heading'),
  attrs: z.object({ level: z.literal(3) }),
  content: inlineContentSchema.optional(),
});

/** What a document holds. */
export const richTextBlockNodeSchema = z.discriminatedUnion('type', [
  richTextParagraphSchema,
  richTextHeadingSchema,
]);
export type RichTextBlockNode = z.infer<typeof richTextBlockNodeSchema>;

function textLength(blocks: readonly RichTextBlockNode[]): number {
  let length = 0;
  for (const block of blocks) {
    for (const node of block.content ?? []) if (node.type === 'text') length += node.text.length;
  }
  return length;
}

/** A rich text document (`001` "Text", `002` §3, `decisions.md` §4). */
export const richTextDocumentSchema = z
  .object({ type: z.literal('doc'), content: z.array(richTextBlockNodeSchema).max(1000) })
  .refine((doc) => textLength(doc.content) <= TEXT_LENGTH_LIMITS.richTextDocument, {
    message: `must hold at most ${TEXT_LENGTH_LIMITS.richTextDocument} characters of text`,
    path: ['content'],
  });
export type RichTextDocument = z.infer<typeof richTextDocumentSchema>;

/** A document with nothing in it. */
export function emptyRichTextDocument(): RichTextDocument {
  return { type: 'doc', content: [] };
}
