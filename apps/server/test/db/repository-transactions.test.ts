import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseConnection } from '../../src/db/open-database';
import { createTestDatabase } from '../helpers/test-database';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

/** Every `*-repository.ts` under `src/`, relative to it. */
const REPOSITORY_FILES = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('-repository.ts'))
  .sort();

interface RepositoryClass {
  name: string;
  new (db: Database): unknown;
}

function isRepositoryClass(value: unknown): value is RepositoryClass {
  return typeof value === 'function' && value.name.endsWith('Repository') && 'prototype' in value;
}

async function repositoryClassesOf(file: string): Promise<RepositoryClass[]> {
  const exports: Record<string, unknown> = await import(pathToFileURL(join(SRC, file)).href);
  return Object.values(exports).filter(isRepositoryClass);
}

/**
 * One idiom for joining a caller's transaction (issue 32 item 3, ARCHITECTURE.md): a repository bound to the
 * transaction by `withTransaction(tx)`, never a method's own database parameter.
 */
describe('repositories join a transaction one way', () => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await openDatabase(await createTestDatabase());
  });
  afterAll(async () => {
    await connection.close();
  });

  it('finds the repository files', () => {
    expect(REPOSITORY_FILES.length).toBeGreaterThan(20);
  });

  it.each(REPOSITORY_FILES)(
    '%s: each class offers withTransaction, bound to the given transaction',
    async (file) => {
      const classes = await repositoryClassesOf(file);
      expect(classes.length, `${file} exports no repository class`).toBeGreaterThan(0);
      for (const Repository of classes) {
        const repository = new Repository(connection.db);
        const withTransaction: unknown = Reflect.get(repository as object, 'withTransaction');
        expect(typeof withTransaction, `${Repository.name}.withTransaction`).toBe('function');
        await connection.db.transaction(async (tx) => {
          const bound: unknown = Reflect.apply(withTransaction as (tx: Database) => unknown, repository, [
            tx,
          ]);
          expect(bound, Repository.name).toBeInstanceOf(Repository);
          expect(bound).not.toBe(repository);
          expect(Reflect.get(bound as object, 'db'), `${Repository.name} bound to the transaction`).toBe(tx);
        });
      }
    },
  );

  it.each(REPOSITORY_FILES)('%s: no method or exported function takes a database of its own', (file) => {
    const source = readFileSync(join(SRC, file), 'utf8');
    expect(source, 'a `db = this.db` parameter').not.toMatch(/:\s*Database\s*=\s*this\.db/);
    expect(source, 'an exported function taking a database').not.toMatch(
      /export (async )?function \w+\([^)]*:\s*Database\b/,
    );
    const parameters = source
      .split('\n')
      .filter((line) => /^ {2,4}\S.*:\s*Database\b/.test(line))
      // A constructor's own database, also when its parameters are written one per line.
      .filter(
        (line) =>
          !/constructor\(|withTransaction\(tx: Database\)|^ {4}private readonly db: Database,$/.test(line),
      );
    expect(parameters, 'method parameters typed Database').toEqual([]);
  });
});
