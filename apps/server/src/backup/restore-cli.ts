/**
 * `npm run restore -- <file.zip> [--force]`: restores a backup made by `npm run backup` into `DATA_DIR` of a
 * stopped server (deploy/backup-and-restore.md). Run it as the server's user, with its environment.
 */
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { BackupError } from './backup-error';
import { restoreBackup } from './restore-backup';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');
if (files.length !== 1 || files[0] === undefined) {
  console.error('Usage: npm run restore -- <file.zip> [--force]');
  process.exit(2);
}
// npm runs the script inside the workspace; the path is meant from where the command was typed.
const path = resolve(process.env.INIT_CWD ?? process.cwd(), files[0]);

try {
  const config = loadConfig(process.env);
  const { manifest, setAside } = await restoreBackup(config, path, { force });
  const { counts, uploads } = manifest;
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${config.dataDir}: ${counts.sites} sites, ` +
      `${counts.households} households, ${counts.rsvpAnswers} answers, ${counts.accounts} accounts, ` +
      `${uploads?.files ?? 0} uploaded files. Start the server: it applies any newer migrations.`,
  );
  for (const dir of setAside) console.log(`The data that was there before is in ${dir}.`);
} catch (error) {
  console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
