import { z } from 'zod';
import { MAX_SITE_LANGUAGES, SITE_LANGUAGE_CODES } from '../constants/languages';
import { TEXT_LENGTH_LIMITS, textSchema } from './common';
import { richTextDocumentSchema } from './rich-text';

/** A language a site may offer (`002` §5). */
export const siteLanguageCodeSchema = z.enum(SITE_LANGUAGE_CODES);

/** A value per language code, at most one per language a site can offer (`000` §3 "Translatable text"). */
export function translatableSchema<T extends z.ZodType>(value: T) {
  return z
    .partialRecord(siteLanguageCodeSchema, value)
    .refine((record) => Object.keys(record).length <= MAX_SITE_LANGUAGES, {
      message: `must have at most ${MAX_SITE_LANGUAGES} languages`,
    });
}

/** Translatable plain text, e.g. a confirmation text (`000` §3, `001` §3). */
export const translatableTextSchema = translatableSchema(textSchema.max(TEXT_LENGTH_LIMITS.long));
export type TranslatableText = z.infer<typeof translatableTextSchema>;

/** Translatable title, label or button text. */
export const translatableShortTextSchema = translatableSchema(textSchema.max(TEXT_LENGTH_LIMITS.short));

/** Translatable rich text: one document per language (`001` "Text", `decisions.md` §4). */
export const translatableRichTextSchema = translatableSchema(richTextDocumentSchema);
export type TranslatableRichText = z.infer<typeof translatableRichTextSchema>;
