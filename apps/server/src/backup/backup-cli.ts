/**
 * `npm run backup -- <file.zip>`: backs up the embedded database and `DATA_DIR/uploads` into one zip, while
 * the server runs or not (deploy/backup-and-restore.md). Run it as the server's user, with its environment.
 */
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { BackupError } from './backup-error';
import { takeBackup } from './take-backup';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run backup -- <file.zip>');
  process.exit(2);
}
// npm runs the script inside the workspace; the path is meant from where the command was typed.
const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);

try {
  const manifest = await takeBackup(loadConfig(process.env), path);
  const { counts, uploads } = manifest;
  console.log(
    `Backed up to ${path}: ${counts.sites} sites, ${counts.households} households, ${counts.rsvpAnswers} answers, ` +
      `${counts.accounts} accounts, ${uploads === null ? 'no uploads (STORAGE=s3: the bucket keeps them)' : `${uploads.files} uploaded files`}.`,
  );
} catch (error) {
  console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
