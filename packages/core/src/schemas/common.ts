import { z } from 'zod';

/** Upper bounds for free text, so a hostile client cannot store megabytes. */
export const TEXT_LENGTH_LIMITS = {
  /** Titles, labels, button texts, names. */
  short: 500,
  /** Plain multi-line texts such as confirmation texts and descriptions. */
  long: 5000,
  /** One text node of a rich text document. */
  richTextNode: 10000,
  /** All text of one rich text document. */
  richTextDocument: 50000,
  url: 2000,
} as const;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * True when PostgreSQL can store the text: no NUL character (a `text` column refuses it) and no half of a
 * surrogate pair (it has no UTF-8 form). `decisions.md` §5: such input is a 400, never a 500.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

export const UNSTORABLE_TEXT_MESSAGE = 'must not contain a NUL character or an unpaired surrogate';

/** The one base schema of every string that reaches the server; build on it instead of `z.string()`. */
export const textSchema = z.string().refine(isStorableText, { message: UNSTORABLE_TEXT_MESSAGE });

/** Ids are opaque strings (`decisions.md` §2); they travel in paths, so only URL-safe characters. */
export const entityIdSchema = textSchema
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'must contain only letters, digits, _ . : and -');

/** Dates on the wire are ISO 8601 strings (`decisions.md` §2): a date-time or a plain date. */
export const isoTimestampSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

const HOST_NAME_PATTERN =
  /^(?=.{1,253}(?::\d{1,5})?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/;

/** A lower-case host name, optionally with a port (local development). */
export const hostNameSchema = textSchema.max(260).regex(HOST_NAME_PATTERN, 'must be a lower-case host name');

/** An absolute http(s) link. Checked by pattern, since the scheme is what makes a link safe to render. */
export const httpUrlSchema = textSchema
  .trim()
  .max(TEXT_LENGTH_LIMITS.url)
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, 'must be an http or https link');

/** A link a guest can click in rich text: http(s) or mailto, never javascript: or data: (`decisions.md` §4). */
export const safeLinkHrefSchema = textSchema
  .trim()
  .max(TEXT_LENGTH_LIMITS.url)
  .regex(/^(?:https?:\/\/[^\s/?#]+[^\s]*|mailto:[^\s]+)$/i, 'must be an http, https or mailto link');

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

const MAX_JSON_DEPTH = 20;

/** Walks a value with a depth limit first, so deep nesting can never exhaust the stack. */
function boundedJsonSize(value: unknown, depth: number): number {
  if (depth > MAX_JSON_DEPTH) return Number.POSITIVE_INFINITY;
  if (value === null || typeof value === 'boolean') return 5;
  if (typeof value === 'number') return Number.isFinite(value) ? 24 : Number.POSITIVE_INFINITY;
  if (typeof value === 'string') return isStorableText(value) ? value.length + 2 : Number.POSITIVE_INFINITY;
  let size = 2;
  if (Array.isArray(value)) {
    for (const item of value) size += boundedJsonSize(item, depth + 1) + 1;
    return size;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return Number.POSITIVE_INFINITY;
      size += key.length + 3 + boundedJsonSize(item, depth + 1) + 1;
    }
    return size;
  }
  return Number.POSITIVE_INFINITY;
}

/** True when a value is plain JSON, at most 20 levels deep and about `maxSize` characters when serialised. */
export function isBoundedJsonValue(value: unknown, maxSize: number): value is JsonValue {
  return boundedJsonSize(value, 0) <= maxSize;
}

/** Opaque JSON kept as is (older data whose shape the spec does not give), bounded in depth and size. */
export function boundedJsonValueSchema(maxSize: number) {
  return z.custom<JsonValue>((value) => isBoundedJsonValue(value, maxSize), {
    message: `must be JSON of at most ${maxSize} characters and ${MAX_JSON_DEPTH} levels`,
  });
}
