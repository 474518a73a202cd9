/**
 * `npm run import-legacy -- <file.json>`: imports version-1 sites (docs/legacy-sites.md "Import") into the
 * database the environment names, as `npm start` would open it. Prints one line per document and exits 1
 * when any was rejected. Stop the server first when it uses the embedded database (it locks its folder).
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { legacyImportFileSchema } from '@eventsite/core';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { importLegacySites } from './import-legacy-sites';
import { legacyImportDepsOf } from './legacy-import-deps';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run import-legacy -- <file.json>');
  process.exit(2);
}
// npm runs the script inside the workspace; the path is meant from where the command was typed.
const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);

let json: unknown;
try {
  json = JSON.parse(await readFile(path, 'utf8'));
} catch (error) {
  console.error(`Cannot read ${path} as JSON: ${(error as Error).message}`);
  process.exit(2);
}
const parsed = legacyImportFileSchema.safeParse(json);
if (!parsed.success) {
  console.error(`${path} is not an import file: it must be { "sites": [ … ] }.`);
  process.exit(2);
}

const app = await buildApp({
  config: loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }),
  webDistDir: null,
});
try {
  await app.ready();
  const outcomes = await importLegacySites(legacyImportDepsOf(app), parsed.data.sites);
  for (const outcome of outcomes) {
    const site = outcome.siteId ?? '(no id)';
    const detail =
      outcome.status === 'rejected' ? `: ${outcome.reason}` : `, ${outcome.answersAdded} answers added`;
    console.log(`#${outcome.index} ${site} ${outcome.status}${detail}`);
  }
  const count = (status: string) => outcomes.filter((outcome) => outcome.status === status).length;
  console.log(
    `${count('imported')} imported, ${count('unchanged')} unchanged, ${count('rejected')} rejected.`,
  );
  process.exitCode = count('rejected') > 0 ? 1 : 0;
} finally {
  await app.close();
}
