import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import { PERSONAL_DATA_TABLES } from '../../src/personal-data/personal-data-tables';

describe('the personal-data tables', () => {
  it('list every table that holds a site’s rows, so each follows the export, the erase and the retention', () => {
    const withSiteId = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .filter((table) => Object.values(getTableColumns(table)).some((column) => column.name === 'site_id'))
      .map((table) => getTableName(table))
      // An erase's own row names the site it erased, which no longer exists.
      .filter((name) => name !== 'account_erasures')
      .sort();
    expect(PERSONAL_DATA_TABLES.map((entry) => entry.name).sort()).toEqual(withSiteId);
  });

  it('name each entry after its table', () => {
    for (const entry of PERSONAL_DATA_TABLES) expect(getTableName(entry.table)).toBe(entry.name);
  });
});
