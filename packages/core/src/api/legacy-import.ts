import { z } from 'zod';
import { textSchema } from '../schemas/common';
import { legacyRsvpAnswerSchema } from '../schemas/rsvp';
import { legacySiteSchema } from '../schemas/site';
import { mailSchema } from './accounts';

/**
 * One version-1 site to import (docs/legacy-sites.md "Import"): its owner's mail, the site as stored
 * before siteModules, and its guests' legacy answers. Each answer's `site` must be the site's `_id`.
 */
export const legacyImportDocumentSchema = z
  .object({
    ownerMail: mailSchema,
    site: legacySiteSchema,
    rsvps: z.array(legacyRsvpAnswerSchema).max(10000).default([]),
  })
  .superRefine((document, context) => {
    document.rsvps.forEach((answer, index) => {
      if (answer.site !== document.site._id) {
        context.addIssue({
          code: 'custom',
          message: `belongs to site ${answer.site}, not ${document.site._id}`,
          path: ['rsvps', index, 'site'],
        });
      }
    });
  });
export type LegacyImportDocument = z.infer<typeof legacyImportDocumentSchema>;

/** The file `npm run import-legacy` reads: a list of documents, each checked on its own. */
export const legacyImportFileSchema = z.object({ sites: z.array(z.unknown()).max(100000) });

/** What became of one document of the file. */
export const legacyImportOutcomeSchema = z.object({
  /** Its place in the file's list, from 0. */
  index: z.number().int().min(0),
  siteId: textSchema.nullable(),
  status: z.enum(['imported', 'unchanged', 'rejected']),
  /** Why it was rejected; for imported ones, how many answers were added. */
  reason: textSchema.optional(),
  answersAdded: z.number().int().min(0).default(0),
});
export type LegacyImportOutcome = z.infer<typeof legacyImportOutcomeSchema>;
