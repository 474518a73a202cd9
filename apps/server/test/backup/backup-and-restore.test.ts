import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSchema, type Image } from '@eventsite/core';
import type { App } from '../../src/app';
import type { BackupManifest } from '../../src/backup/backup-manifest';
import { BackupError } from '../../src/backup/backup-error';
import { restoreBackup } from '../../src/backup/restore-backup';
import { takeBackup } from '../../src/backup/take-backup';
import { loadConfig } from '../../src/config';
import { accounts, rsvpAnswers, sites } from '../../src/db/schema';
import { embeddedDatabaseDir } from '../../src/data-dir-paths';
import { postJson, type registerAccount } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { createClock } from '../helpers/clock';
import { uploadFile } from '../helpers/multipart';
import { getSite } from '../helpers/sites';
import { testJpeg } from '../helpers/test-images';
import { createGuestSite, fetchPostKey } from '../routes/guest/guest-site';

const configOf = (dataDir: string, env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });

/** Each restore loads and opens the database image, on a machine the rest of the suite keeps busy. */
const RESTORE_TIMEOUT_MS = 180_000;

const anyFileIn = async (dir: string) => (await readdir(dir).catch(() => [])).length > 0;

describe('npm run backup / npm run restore', () => {
  it('leave PostgreSQL to pg_dump and pg_restore, saying so', async () => {
    const config = configOf('/nonexistent', { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' });
    await expect(takeBackup(config, '/tmp/never.zip')).rejects.toThrow(/pg_dump/);
    await expect(restoreBackup(config, '/tmp/never.zip', { force: false })).rejects.toThrow(/pg_restore/);
  });
});

// The round trip needs the embedded database; the suite's PostgreSQL run has none to back up.
describe.skipIf(Boolean(process.env.DATABASE_URL))('a backup of a running server, restored elsewhere', () => {
  const clock = createClock();
  let work: string;
  let app: App;
  let restored: App | undefined;
  let siteId: string;
  let host: string;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let image: Image;
  let imageBytes: Buffer;
  let file: string;
  let manifest: BackupManifest;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'eventsite-backup-'));
    app = await buildTestApp({ now: clock.now, env: { DATA_DIR: join(work, 'running') } });
    ({ siteId, owner } = await createGuestSite(app));
    host = (await getSite(app, owner.cookie, siteId)).host ?? '';
    const upload = await uploadFile(app, `/api/sites/${siteId}/upload-image`, await testJpeg(1200, 800), {
      cookie: owner.cookie,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    image = imageSchema.parse(upload.json());
    imageBytes = (await app.inject({ url: `/api${image.path}${image.fileName}` })).rawPayload;
    const answer = await postJson(app, `/api/rsvps/${siteId}/v4/`, {
      guests: [
        {
          formElements: [
            { formElement: { id: 'q-name', formElementType: 'ShortText' }, value: 'Backup Bengtsson' },
            {
              formElement: { id: 'q-coming', formElementType: 'SingleSelect' },
              selectedOption: { id: 'o-yes' },
            },
          ],
        },
      ],
      language: 'sv',
      groupIdentifier: 'group-1',
      postKey: await fetchPostKey(app, clock, 'rsvps'),
      formId: 'rsvp-1',
      formTitle: { sv: 'OSA' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    file = join(work, 'backup.zip');
    manifest = await takeBackup(app.config, file);
  }, RESTORE_TIMEOUT_MS);
  afterAll(async () => {
    await restored?.close();
    await app.close();
    await rm(work, { recursive: true, force: true });
  });

  it(
    'holds the site, the answer and the image, and a server started on the restore shows them',
    async () => {
      expect(manifest.counts).toMatchObject({
        sites: await app.db.$count(sites),
        rsvpAnswers: await app.db.$count(rsvpAnswers),
        accounts: await app.db.$count(accounts),
      });
      // The original, its sizes and its phone's portrait crops (issue 40).
      expect(manifest.uploads?.files).toBe(image.sizes.length + (image.portraitSizes?.length ?? 0) + 1);
      await expect(takeBackup(app.config, file)).rejects.toThrow(/exists already/);

      const target = join(work, 'restored');
      await restoreBackup(configOf(target), file, { force: false });

      restored = await buildTestApp({
        env: { DATA_DIR: target },
        database: { kind: 'pglite', dataDir: embeddedDatabaseDir(target) },
      });
      expect((await restored.inject({ url: `/api/sites/public/host/${host}` })).statusCode).toBe(200);
      const answers = await restored.inject({
        url: `/api/rsvps/${siteId}/v4`,
        headers: { cookie: owner.cookie },
      });
      expect(answers.statusCode, answers.body).toBe(200);
      expect(answers.body).toContain('Backup Bengtsson');
      const picture = await restored.inject({ url: `/api${image.path}${image.fileName}` });
      expect(picture.statusCode).toBe(200);
      expect(picture.rawPayload.equals(imageBytes)).toBe(true);
      await restored.close();
      restored = undefined;
    },
    RESTORE_TIMEOUT_MS,
  );

  it(
    'refuses a data directory that holds data, and with --force sets it aside',
    async () => {
      const target = join(work, 'restored');
      await expect(restoreBackup(configOf(target), file, { force: false })).rejects.toThrow(/not empty/);
      const { setAside } = await restoreBackup(configOf(target), file, { force: true });
      expect(setAside).toHaveLength(2);
      for (const dir of setAside) expect(await anyFileIn(dir)).toBe(true);
      expect(await anyFileIn(embeddedDatabaseDir(target))).toBe(true);
    },
    RESTORE_TIMEOUT_MS,
  );

  it('refuses an archive that is not a whole backup', async () => {
    const file = join(work, 'broken.zip');
    await writeFile(file, 'not a zip');
    await expect(restoreBackup(configOf(join(work, 'never')), file, { force: false })).rejects.toThrow(
      BackupError,
    );
    expect(await anyFileIn(join(work, 'never', 'pglite'))).toBe(false);
  });
});
