import { randomBytes, timingSafeEqual } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { printSchema, type Print } from '@eventsite/core';
import type { Database } from '../db/open-database';
import { prints } from '../db/schema';

export type PrintRow = typeof prints.$inferSelect;

/** The stored document with its id and site, as the owner's screens and the print view read it. */
export function toPrint(row: PrintRow): Print & { _id: string } {
  return { ...printSchema.parse({ ...(row.data as object), site: row.siteId }), _id: row.id };
}

/** What is stored of a print: everything but the id and the site, which are columns. */
function documentOf(print: Print): Omit<Print, '_id' | 'site'> {
  const { _id: _id, site: _site, ...document } = print;
  return document;
}

function sameKey(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Printed cards (`002` §3 "Print"); each belongs to one site. */
export class PrintRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): PrintRepository {
    return new PrintRepository(tx);
  }

  /** Stores a new print with a new id and a random server access key (`decisions.md` §3). */
  async create(siteId: string, print: Print, now: Date): Promise<PrintRow> {
    const [row] = await this.db
      .insert(prints)
      .values({
        id: randomBytes(12).toString('hex'),
        siteId,
        data: documentOf(print),
        serverAccessKey: randomBytes(32).toString('hex'),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('The print was not stored');
    return row;
  }

  /** Replaces a print's document; its site and key never change. Null when there is no such print. */
  async update(id: string, print: Print, now: Date): Promise<PrintRow | null> {
    const [row] = await this.db
      .update(prints)
      .set({ data: documentOf(print), updatedAt: now })
      .where(eq(prints.id, id))
      .returning();
    return row ?? null;
  }

  async find(id: string): Promise<PrintRow | null> {
    const [row] = await this.db.select().from(prints).where(eq(prints.id, id));
    return row ?? null;
  }

  /** The print when the key is its server access key, compared in constant time; otherwise null. */
  async findWithAccessKey(id: string, key: string): Promise<PrintRow | null> {
    const row = await this.find(id);
    return row && sameKey(row.serverAccessKey, key) ? row : null;
  }

  /** A site's prints, newest first. */
  async listOfSite(siteId: string): Promise<PrintRow[]> {
    return this.db
      .select()
      .from(prints)
      .where(eq(prints.siteId, siteId))
      .orderBy(desc(prints.createdAt), desc(prints.id));
  }
}
