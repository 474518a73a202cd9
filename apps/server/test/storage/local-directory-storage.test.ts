import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDirectoryStorage } from '../../src/storage/local-directory-storage';
import { contentTypeOf, isValidStorageKey } from '../../src/storage/storage';

describe('storage keys', () => {
  it('accept plain relative paths to files of served types', () => {
    for (const key of [
      'site-1/photo.jpg',
      '65f0c0ffee/map-1a2b.png',
      'a/b/c/d.webp',
      'x_1/Y.JPEG',
      'print/card.pdf',
    ]) {
      expect(isValidStorageKey(key), key).toBe(true);
    }
  });

  it('refuse anything that could leave the storage or be run by a browser', () => {
    for (const key of [
      '../secret.png',
      'site-1/../../secret.png',
      'site-1/..png',
      '/etc/passwd.png',
      'site-1//photo.jpg',
      '.hidden/photo.jpg',
      'site-1/.photo.jpg',
      'site-1\\..\\photo.jpg',
      'site-1/photo.svg',
      'site-1/page.html',
      'site-1/photo',
      'site-1/photo.jpg\u0000.png',
      'a/b/c/d/e/f/g.png',
      '',
    ]) {
      expect(isValidStorageKey(key), JSON.stringify(key)).toBe(false);
    }
  });

  it('name the content type by extension', () => {
    expect(contentTypeOf('a/b.JPG')).toBe('image/jpeg');
    expect(contentTypeOf('a/b.png')).toBe('image/png');
    expect(contentTypeOf('a/b.svg')).toBeUndefined();
  });
});

describe('LocalDirectoryStorage', () => {
  let root: string;
  let storage: LocalDirectoryStorage;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'eventsite-storage-'));
    storage = new LocalDirectoryStorage(join(root, 'uploads'));
    await writeFile(join(root, 'outside.png'), 'outside');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('puts, finds and streams files', async () => {
    expect(await storage.exists('site-1/a.png')).toBe(false);
    expect(await storage.get('site-1/a.png')).toBeNull();
    await storage.put('site-1/a.png', Buffer.from('first'));
    await storage.put('site-1/a.png', Buffer.from('second'));
    expect(await storage.exists('site-1/a.png')).toBe(true);
    const file = await storage.get('site-1/a.png');
    expect(file).toMatchObject({ size: 6, contentType: 'image/png' });
    expect(await text(file!.stream)).toBe('second');
    expect(await storage.info('site-1/a.png')).toMatchObject({ size: 6, contentType: 'image/png' });
    expect(await storage.info('site-1/b.png')).toBeNull();
    // A byte range reads only those bytes; the size stays the whole file's.
    const piece = await storage.get('site-1/a.png', { start: 1, end: 3 });
    expect(piece).toMatchObject({ size: 6 });
    expect(await text(piece!.stream)).toBe('eco');
    expect(await readFile(join(root, 'uploads', 'site-1', 'a.png'), 'utf8')).toBe('second');
  });

  it('neither reads nor writes outside its directory', async () => {
    expect(await storage.get('../outside.png')).toBeNull();
    expect(await storage.exists('../outside.png')).toBe(false);
    await expect(storage.put('../outside.png', Buffer.from('overwritten'))).rejects.toThrow(
      /Invalid storage key/,
    );
    expect(await readFile(join(root, 'outside.png'), 'utf8')).toBe('outside');
  });

  it('does not take a folder for a file', async () => {
    await storage.put('site-2/folder.png/inner.png', Buffer.from('x'));
    expect(await storage.get('site-2/folder.png')).toBeNull();
    expect(await storage.exists('site-2/folder.png')).toBe(false);
  });

  it('lists the files of a folder with their times, and deletes them', async () => {
    await storage.put('folder-x/a.jpg', Buffer.from('a'));
    await storage.put('folder-x/b.png', Buffer.from('b'));
    await storage.put('folder-x/inner/c.png', Buffer.from('c'));
    const listed = await storage.list('folder-x');
    expect(listed.map((entry) => entry.key).sort()).toEqual(['folder-x/a.jpg', 'folder-x/b.png']);
    expect(listed.every((entry) => entry.modifiedAt.getTime() > Date.now() - 60_000)).toBe(true);
    await storage.delete('folder-x/a.jpg');
    await storage.delete('folder-x/a.jpg');
    await storage.delete('../outside.png');
    expect((await storage.list('folder-x')).map((entry) => entry.key)).toEqual(['folder-x/b.png']);
    expect(await storage.list('no-such-folder')).toEqual([]);
    expect(await storage.list('..')).toEqual([]);
    expect(await readFile(join(root, 'outside.png'), 'utf8')).toBe('outside');
  });
});
