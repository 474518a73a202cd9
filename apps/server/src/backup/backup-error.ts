/** A backup or restore that cannot go on, with a message for the operator (the commands print it and exit 1). */
export class BackupError extends Error {
  override name = 'BackupError';
}
