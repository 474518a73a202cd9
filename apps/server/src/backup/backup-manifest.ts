import { z } from 'zod';

/** What a backup archive says about itself (`npm run backup`), checked by `npm run restore` before it writes. */
export const backupManifestSchema = z.object({
  format: z.literal('eventsite-backup'),
  formatVersion: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.literal('pglite'),
    /** PGlite's data directory holds PostgreSQL's files: only the same major version reads them. */
    postgresVersion: z.string(),
    bytes: z.number().int().nonnegative(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  /** The migrations applied when the dump was taken; a server with fewer cannot run on it. */
  migrations: z.object({ applied: z.number().int().nonnegative() }),
  counts: z.object({
    accounts: z.number().int().nonnegative(),
    sites: z.number().int().nonnegative(),
    households: z.number().int().nonnegative(),
    rsvpAnswers: z.number().int().nonnegative(),
  }),
  /** The files of `DATA_DIR/uploads`; null when the server keeps them in S3 (the bucket's versioning backs them up). */
  uploads: z
    .object({
      files: z.number().int().nonnegative(),
      bytes: z.number().int().nonnegative(),
    })
    .nullable(),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** The archive's entries: the manifest first, then the database's image, then the uploads by their keys. */
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = 'database/pglite.tar';
export const UPLOADS_FOLDER = 'uploads/';
