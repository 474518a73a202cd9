import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import {
  contentTypeOf,
  isValidStorageKey,
  type ByteRange,
  type Storage,
  type StoredEntry,
  type StoredFile,
  type StoredFileInfo,
} from './storage';

/** The default storage: files in a directory (`DATA_DIR/uploads`, `decisions.md` §6). */
export class LocalDirectoryStorage implements Storage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file's path, or null for an invalid key; the check on the resolved path is a second lock. */
  private pathOf(key: string): string | null {
    if (!isValidStorageKey(key)) return null;
    const path = resolve(join(this.root, key));
    return path.startsWith(this.root + sep) ? path : null;
  }

  async put(key: string, body: Buffer): Promise<void> {
    await this.writeAside(key, (temporary) => writeFile(temporary, body));
  }

  async putFile(key: string, source: string): Promise<void> {
    await this.writeAside(key, (temporary) => copyFile(source, temporary));
  }

  /** Written aside and renamed, so a reader never gets half a file. */
  private async writeAside(key: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const path = this.pathOf(key);
    if (path === null) throw new Error(`Invalid storage key: ${key}`);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await write(temporary);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    const info = await this.info(key);
    if (path === null || info === null) return null;
    return { ...info, stream: createReadStream(path, range && { start: range.start, end: range.end }) };
  }

  async info(key: string): Promise<StoredFileInfo | null> {
    const path = this.pathOf(key);
    const contentType = contentTypeOf(key);
    if (path === null || contentType === undefined) return null;
    const stats = await stat(path).catch(() => null);
    if (!stats?.isFile()) return null;
    return { size: stats.size, modifiedAt: stats.mtime, contentType };
  }

  async exists(key: string): Promise<boolean> {
    const path = this.pathOf(key);
    if (path === null) return false;
    const stats = await stat(path).catch(() => null);
    return stats?.isFile() ?? false;
  }

  async list(folder: string): Promise<StoredEntry[]> {
    const entries: StoredEntry[] = [];
    const directory = resolve(join(this.root, folder));
    if (!directory.startsWith(this.root + sep)) return entries;
    const names = await readdir(directory).catch(() => [] as string[]);
    for (const name of names) {
      const key = `${folder}/${name}`;
      if (!isValidStorageKey(key)) continue;
      const stats = await stat(join(directory, name)).catch(() => null);
      if (stats?.isFile()) entries.push({ key, modifiedAt: stats.mtime });
    }
    return entries;
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    if (path !== null) await rm(path, { force: true });
  }
}
