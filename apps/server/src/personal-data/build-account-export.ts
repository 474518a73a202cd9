import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import archiver from 'archiver';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { InterfaceLanguage, RsvpAnswer } from '@eventsite/core';
import { buildAnswersWorkbook } from '@eventsite/core/export/build-answers-workbook';
import { answerFormsWithAnswers, siteAnswerForms } from '@eventsite/core/rules/answer-forms';
import { countRsvpAnswers } from '@eventsite/core/rules/rsvp-answer-counts';
import { buildRsvpAnswerTable } from '@eventsite/core/rules/rsvp-answer-table';
import { ANSWER_WORKBOOK_TEXTS } from './answer-workbook-texts';
import { archiveNamesOf } from '../guest-photos/guest-photos-archive';
import { composePersonalDataMail } from './compose-personal-data-mail';
import { PERSONAL_DATA_TABLES, type PersonalDataTable } from './personal-data-tables';
import type { PersonalDataDeps } from './personal-data-deps';

const DAY_MS = 24 * 60 * 60 * 1000;
const ROWS_PER_PAGE = 500;
/** An image's sizes are named `<upload>-<width>.<ext>` beside the original `<upload>.<ext>`. */
const IMAGE_SIZE = /-\d+\.[a-z]+$/i;

/** One file of the zip, opened only when its turn comes, so no more than one is read at a time. */
interface ExportEntry {
  name: string;
  open: () => Promise<Readable | Buffer | string | null>;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A table's rows of the site as a JSON array, read a page at a time. */
function tableRows(
  deps: PersonalDataDeps,
  entry: PersonalDataTable,
  omit: readonly string[],
  siteId: string,
) {
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(entry.table)).filter(([, column]) => !omit.includes(column.name)),
  );
  async function* pages(): AsyncGenerator<string> {
    yield '[';
    let first = true;
    for (let offset = 0; ; offset += ROWS_PER_PAGE) {
      const rows = await deps.db
        .select(columns)
        .from(entry.table)
        .where(eq(entry.siteId, siteId))
        .orderBy(asc(sql`ctid`))
        .limit(ROWS_PER_PAGE)
        .offset(offset);
      for (const row of rows) {
        yield `${first ? '\n' : ',\n'}${JSON.stringify(row)}`;
        first = false;
      }
      if (rows.length < ROWS_PER_PAGE) break;
    }
    yield '\n]\n';
  }
  return Readable.from(pages());
}

/** A file name from a title, safe in every zip reader. */
const fileNameOf = (title: string, fallback: string) =>
  (
    title
      .normalize('NFKD')
      .replace(/[^\w -]+/g, '')
      .trim()
      .replace(/\s+/g, '-') || fallback
  ).slice(0, 60);

/** Everything the zip holds for the account, in order (issue 33, item 2). */
async function entriesOf(
  deps: PersonalDataDeps,
  accountId: string,
  language: InterfaceLanguage,
): Promise<ExportEntry[]> {
  const { accounts, sites, siteVersions, guestAnswers } = deps.repositories;
  const account = await accounts.findById(accountId);
  const entries: ExportEntry[] = [
    {
      name: 'account.json',
      open: async () =>
        json({ mail: account?.mail, language: account?.language, createdAt: account?.createdAt }),
    },
  ];
  const siteId = await sites.findIdOfAccount(accountId);
  if (siteId === null) return entries;
  const stored = await sites.findById(siteId);
  if (stored === null) return entries;
  entries.push({ name: 'site/site.json', open: async () => json(stored.site) });
  for (const version of await siteVersions.list(siteId)) {
    entries.push({
      name: `site/versions/${version.siteVersion}.json`,
      open: async () => json(await siteVersions.find(siteId, version.siteVersion)),
    });
  }

  const rsvps = await guestAnswers.listRsvpAnswers(siteId);
  const forms = await guestAnswers.listFormAnswers(siteId);
  entries.push(
    { name: 'answers/rsvp.json', open: async () => json(rsvps) },
    {
      name: 'answers/rsvp-legacy.json',
      open: async () => json(await guestAnswers.listLegacyRsvpAnswers(siteId)),
    },
    { name: 'answers/forms-and-speeches.json', open: async () => json(forms) },
  );
  // One workbook per RSVP, form and speech sign-up, as the answers screen exports it.
  const all: { answer: RsvpAnswer; kind: 'Rsvp' | 'Form' }[] = [
    ...rsvps.map((answer) => ({ answer, kind: 'Rsvp' as const })),
    ...forms.map((answer) => ({
      answer: { ...answer, groupIdentifier: answer._id, attendance: [] },
      kind: 'Form' as const,
    })),
  ];
  const answerForms = answerFormsWithAnswers(
    siteAnswerForms(stored.site),
    all.map(({ answer, kind }) => ({ formId: answer.formId, formTitle: answer.formTitle, kind })),
  );
  const names = new Intl.DisplayNames([language], { type: 'language' });
  answerForms.forEach((form, index) => {
    const answers = all.filter(({ answer }) => answer.formId === form.id).map(({ answer }) => answer);
    if (answers.length === 0) return;
    const title = form.title[language] ?? Object.values(form.title).find(Boolean) ?? '';
    entries.push({
      name: `answers/${index + 1}-${fileNameOf(title, form.kind)}.xlsx`,
      open: async () => {
        const table = buildRsvpAnswerTable({ questions: form.questions, answers, language });
        const bytes = await buildAnswersWorkbook({
          table,
          counts: countRsvpAnswers(table, language),
          texts: ANSWER_WORKBOOK_TEXTS[language],
          languageName: (code) => names.of(code) ?? code,
        });
        return Buffer.from(bytes);
      },
    });
  });

  for (const entry of PERSONAL_DATA_TABLES) {
    const { export: exported } = entry;
    if ('omit' in exported) {
      entries.push({
        name: `data/${entry.name}.json`,
        open: async () => tableRows(deps, entry, exported.omit, siteId),
      });
    }
  }

  for (const file of await deps.storage.list(siteId)) {
    const name = file.key.slice(siteId.length + 1);
    if (IMAGE_SIZE.test(name)) continue;
    entries.push({
      name: `${name.endsWith('.pdf') ? 'prints' : 'uploads'}/${name}`,
      open: async () => (await deps.storage.get(file.key))?.stream ?? null,
    });
  }
  // Guests' photos as they sent them (issue 38), named as the hosts' own archive names them.
  const photos = await deps.repositories.guestPhotos.list(siteId);
  const photoNames = archiveNamesOf(photos, deps.config.market);
  for (const photo of photos) {
    entries.push({
      name: `guest-photos/${photoNames.get(photo.id) ?? photo.id}`,
      open: async () => (await deps.storage.get(photo.originalKey))?.stream ?? null,
    });
  }
  return entries;
}

/** Appends the entries one after another, each read only once the one before it is written. */
async function writeEntries(
  archive: ReturnType<typeof archiver>,
  entries: readonly ExportEntry[],
  onProgress: (done: number) => Promise<void>,
): Promise<void> {
  for (const [index, entry] of entries.entries()) {
    const source = await entry.open();
    if (source !== null) {
      const written = new Promise<void>((resolve, reject) => {
        const onError = (error: Error) => {
          archive.off('entry', onEntry);
          reject(error);
        };
        const onEntry = () => {
          archive.off('error', onError);
          resolve();
        };
        archive.once('entry', onEntry);
        archive.once('error', onError);
      });
      archive.append(source, { name: entry.name });
      await written;
    }
    if (index % 20 === 19) await onProgress(index + 1);
  }
}

/**
 * Builds the account's zip into a file on the disk, a file at a time, then stores it and mails the owner
 * a link valid for the configured days. The zip is never held whole in memory.
 */
export async function buildAccountExport(
  deps: PersonalDataDeps,
  account: { id: string; mail: string; language: InterfaceLanguage },
): Promise<void> {
  const { accountExports } = deps.repositories;
  const entries = await entriesOf(deps, account.id, account.language);
  await accountExports.progress(account.id, 0, entries.length, deps.now());

  const folder = join(deps.config.dataDir, 'exports');
  await mkdir(folder, { recursive: true });
  const path = join(folder, `${account.id}-${randomBytes(8).toString('hex')}.zip`);
  try {
    const archive = archiver('zip', { zlib: { level: 6 } });
    const file = createWriteStream(path);
    archive.pipe(file);
    await writeEntries(archive, entries, (done) =>
      accountExports.progress(account.id, done, entries.length, deps.now()),
    );
    await archive.finalize();
    await finished(file);

    const key = `exports/${account.id}-${randomBytes(16).toString('hex')}.zip`;
    await deps.storage.putFile(key, path);
    const now = deps.now();
    const validDays = deps.config.personalData.exportValidDays;
    await deps.db.transaction(async (tx) => {
      await accountExports
        .withTransaction(tx)
        .markReady(account.id, key, new Date(now.getTime() + validDays * DAY_MS), now);
      const mail = composePersonalDataMail({
        to: account.mail,
        mail: { kind: 'export-ready', link: `${deps.config.publicUrl}/api/accounts/me/export`, validDays },
        language: account.language,
        productName: deps.config.productName,
      });
      await deps.mail.outbox.withTransaction(tx).add(mail, now);
    });
    deps.mail.deliverSoon();
  } finally {
    await rm(path, { force: true });
  }
}
