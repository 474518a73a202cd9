import { TEXT_LENGTH_LIMITS, safeLinkHrefSchema } from '../schemas/common';
import type {
  RichTextBlockNode,
  RichTextDocument,
  RichTextInlineNode,
  RichTextMark,
} from '../schemas/rich-text';

/*
 * The owner's rich-text editor (TipTap, ProseMirror) speaks a JSON document of the same shape as the
 * stored one, but it can hold more: other node and mark types, other heading levels, extra attributes
 * (a link's target and rel). These two functions are the only way between the two, so whatever reaches
 * a site is what `001` "Text" allows (`decisions.md` §4).
 */

/** A mark as the editor writes it. */
export interface EditorJsonMark {
  type: string;
  attrs?: Record<string, unknown>;
}

/** A node as the editor writes it (TipTap's `JSONContent`). */
export interface EditorJsonNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: EditorJsonNode[];
  marks?: EditorJsonMark[];
  text?: string;
}

type UnknownRecord = Record<string, unknown>;

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function childrenOf(node: UnknownRecord): unknown[] {
  return Array.isArray(node.content) ? node.content : [];
}

const INLINE_TYPES = new Set(['text', 'hardBreak']);
const SIMPLE_MARKS = new Set(['bold', 'italic', 'underline']);

/** The allowed marks of a text, each type once, in the editor's order; a link only to http(s) or mailto. */
function allowedMarks(marks: unknown): RichTextMark[] {
  if (!Array.isArray(marks)) return [];
  const kept: RichTextMark[] = [];
  for (const mark of marks) {
    if (!isRecord(mark) || typeof mark.type !== 'string') continue;
    if (kept.some((earlier) => earlier.type === mark.type)) continue;
    if (SIMPLE_MARKS.has(mark.type)) {
      kept.push({ type: mark.type as 'bold' | 'italic' | 'underline' });
    } else if (mark.type === 'link' && isRecord(mark.attrs)) {
      const href = safeLinkHrefSchema.safeParse(mark.attrs.href);
      if (href.success) kept.push({ type: 'link', attrs: { href: href.data } });
    }
  }
  return kept;
}

/** Cuts a text into pieces of at most the node limit, never between the two halves of a surrogate pair. */
function splitText(text: string): string[] {
  const limit = TEXT_LENGTH_LIMITS.richTextNode;
  const pieces: string[] = [];
  let start = 0;
  while (text.length - start > limit) {
    let end = start + limit;
    const low = text.charCodeAt(end);
    if (low >= 0xdc00 && low <= 0xdfff) end -= 1;
    pieces.push(text.slice(start, end));
    start = end;
  }
  pieces.push(text.slice(start));
  return pieces;
}

function inlineContent(nodes: unknown[]): RichTextInlineNode[] {
  const content: RichTextInlineNode[] = [];
  for (const node of nodes) {
    if (!isRecord(node)) continue;
    if (node.type === 'hardBreak') {
      content.push({ type: 'hardBreak' });
    } else if (node.type === 'text' && typeof node.text === 'string' && node.text !== '') {
      const marks = allowedMarks(node.marks);
      for (const text of splitText(node.text)) {
        content.push(marks.length > 0 ? { type: 'text', text, marks } : { type: 'text', text });
      }
    }
  }
  return content;
}

function withContent<B extends RichTextBlockNode>(block: B, nodes: unknown[]): B {
  const content = inlineContent(nodes);
  return content.length > 0 ? { ...block, content } : block;
}

function holdsInline(nodes: unknown[]): boolean {
  return nodes.some((node) => isRecord(node) && typeof node.type === 'string' && INLINE_TYPES.has(node.type));
}

/** The blocks a node becomes: itself when allowed, otherwise what it holds (a list's items, a quote's lines). */
function blocksOf(node: unknown): RichTextBlockNode[] {
  if (!isRecord(node)) return [];
  const children = childrenOf(node);
  if (node.type === 'paragraph') return [withContent({ type: 'paragraph' }, children)];
  // Level three is the only heading level; any other level keeps being a heading.
  if (node.type === 'heading') return [withContent({ type: 'heading', attrs: { level: 3 } }, children)];
  if (holdsInline(children)) return [withContent({ type: 'paragraph' }, children)];
  return children.flatMap(blocksOf);
}

/**
 * The stored rich text of an editor document (`001` "Text", `decisions.md` §4): paragraphs, level-three
 * headings, text with bold, italic, underline and http(s)/mailto links, and line breaks. Other headings
 * become level three; lists and quotes give up their paragraphs; other nodes, marks, attributes and unsafe
 * links are dropped (a dropped link keeps its text). A document without any text is stored empty.
 */
export function richTextFromEditor(json: unknown): RichTextDocument {
  if (!isRecord(json) || json.type !== 'doc') return { type: 'doc', content: [] };
  const blocks = childrenOf(json).flatMap(blocksOf);
  const empty = blocks.every((block) => block.content === undefined);
  return { type: 'doc', content: empty ? [] : blocks };
}

/**
 * The editor document of a stored rich text: the same nodes and marks, cleaned as `richTextFromEditor`
 * cleans them (stored data may predate the schema), and one empty paragraph for an empty text, since the
 * editor needs a block to put the cursor in.
 */
export function richTextToEditor(document: RichTextDocument | null | undefined): EditorJsonNode {
  // Cleaning builds new objects, so the editor never shares them with the stored document.
  const blocks: EditorJsonNode[] = richTextFromEditor(document).content;
  return { type: 'doc', content: blocks.length > 0 ? blocks : [{ type: 'paragraph' }] };
}
