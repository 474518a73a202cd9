import { RuleTester } from 'eslint';
import { getTableName, isTable } from 'drizzle-orm';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import serverTables, { sqlNameOf } from '../../eslint/one-writer-per-table.js';
import * as schema from '../../src/db/schema';

RuleTester.describe = describe;
RuleTester.it = it;

const rule = serverTables.rules?.['one-writer-per-table'];
if (rule === undefined) throw new Error('the plugin lost its rule');

const OWNERS = {
  sites: 'apps/server/src/sites/site-repository.ts',
  households: 'apps/server/src/households/household-repository.ts',
  siteHosts: 'apps/server/src/addresses/site-host-repository.ts',
};
const options = [{ owners: OWNERS }];
const OTHER_AREA = 'apps/server/src/gift-registry/gift-reservation-repository.ts';
const SITE_OWNER = 'apps/server/src/sites/site-repository.ts';
const NAMED =
  "import { sql } from 'drizzle-orm';\nimport { sites, households, siteHosts } from '../db/schema';\n";
const NAMESPACE = "import { sql } from 'drizzle-orm';\nimport * as schema from '../db/schema';\n";

const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

const writtenOnlyBy = (table: keyof typeof OWNERS) => ({
  message: `'${table}' is written only by ${OWNERS[table]}: call its methods (with your transaction) instead`,
});

ruleTester.run('one-writer-per-table', rule, {
  valid: [
    // The owner writes its table, by name, through a namespace and in SQL text.
    { filename: SITE_OWNER, options, code: `${NAMED}db.update(sites).set({ data });` },
    { filename: SITE_OWNER, options, code: `${NAMESPACE}db.insert(schema.sites).values(row);` },
    { filename: SITE_OWNER, options, code: `${NAMED}db.execute(sql\`UPDATE \${sites} SET revision = 1\`);` },
    { filename: SITE_OWNER, options, code: "db.execute('UPDATE sites SET revision = 1');" },
    {
      filename: SITE_OWNER,
      options,
      code: `${NAMED}sql\`SELECT id FROM \${sites} WHERE id = \${id} FOR UPDATE\`;`,
    },
    // Reading another area's table is not writing it.
    { filename: OTHER_AREA, options, code: `${NAMED}db.select().from(sites);` },
    { filename: OTHER_AREA, options, code: `${NAMESPACE}db.select().from(schema.sites);` },
    { filename: OTHER_AREA, options, code: `${NAMED}sql\`SELECT data FROM \${sites} WHERE id = \${id}\`;` },
    {
      filename: OTHER_AREA,
      options,
      code: "db.execute('SELECT s.id FROM sites s JOIN site_hosts h ON h.site_id = s.id');",
    },
    // A row lock names its tables after OF: the owner's own rows, joined with another area's for reading.
    {
      filename: 'apps/server/src/households/household-repository.ts',
      options,
      code: "db.execute('SELECT * FROM households JOIN sites ON sites.id = site_id FOR UPDATE OF households');",
    },
    // A column of a table in a template is a value, not the table; words that are not SQL are not writes.
    {
      filename: OTHER_AREA,
      options,
      code: `${NAMESPACE}sql\`UPDATE gift_reservations SET n = \${schema.sites.id}\`;`,
    },
    { filename: OTHER_AREA, options, code: "log.info('could not update the site');" },
    // ON CONFLICT … DO UPDATE SET names no table.
    {
      filename: OTHER_AREA,
      options,
      code: "db.execute('INSERT INTO gift_reservations VALUES (1) ON CONFLICT DO UPDATE SET n = 2');",
    },
    // Type imports name no table.
    { filename: OTHER_AREA, options, code: "import type { sites } from '../db/schema';\ndb.update(sites);" },
  ],
  invalid: [
    // Named imports, also renamed.
    {
      filename: OTHER_AREA,
      options,
      code: `${NAMED}db.update(sites).set({ data });`,
      errors: [writtenOnlyBy('sites')],
    },
    {
      filename: OTHER_AREA,
      options,
      code: "import { sites as siteTable } from '../db/schema';\ndb.delete(siteTable);",
      errors: [writtenOnlyBy('sites')],
    },
    // Namespace imports.
    {
      filename: OTHER_AREA,
      options,
      code: `${NAMESPACE}db.insert(schema.households).values(row);`,
      errors: [writtenOnlyBy('households')],
    },
    {
      filename: OTHER_AREA,
      options,
      code: `${NAMESPACE}db.execute(sql\`DELETE FROM \${schema.siteHosts} WHERE site_id = \${id}\`);`,
      errors: [writtenOnlyBy('siteHosts')],
    },
    // The table's name in SQL text: templates, plain strings, quoted and schema-qualified names.
    {
      filename: OTHER_AREA,
      options,
      code: 'db.execute(sql`UPDATE sites SET data = jsonb_set(data, ${path}, ${value})`);',
      errors: [writtenOnlyBy('sites')],
    },
    {
      filename: OTHER_AREA,
      options,
      code: "db.execute('update households set reminded = true');",
      errors: [writtenOnlyBy('households')],
    },
    {
      filename: OTHER_AREA,
      options,
      code: 'db.execute(sql.raw(\'INSERT INTO public."site_hosts" (host) VALUES (1)\'));',
      errors: [writtenOnlyBy('siteHosts')],
    },
    {
      filename: OTHER_AREA,
      options,
      code: "db.execute('TRUNCATE sites');",
      errors: [writtenOnlyBy('sites')],
    },
    // Row locks: on every table the statement reads, or only those after OF.
    {
      filename: OTHER_AREA,
      options,
      code: `${NAMED}await tx.execute(sql\`SELECT id FROM \${sites} WHERE id = \${siteId} FOR UPDATE\`);`,
      errors: [writtenOnlyBy('sites')],
    },
    {
      filename: OTHER_AREA,
      options,
      code: `${NAMED}sql\`SELECT \${sites.data}->'x' FROM \${sites} WHERE \${sites.id} = \${id}\n    FOR NO KEY UPDATE\`;`,
      errors: [writtenOnlyBy('sites')],
    },
    {
      filename: 'apps/server/src/households/household-repository.ts',
      options,
      code: "db.execute('SELECT * FROM households JOIN sites ON sites.id = site_id FOR SHARE OF sites SKIP LOCKED');",
      errors: [writtenOnlyBy('sites')],
    },
    // A table without an owner cannot be written.
    {
      filename: OTHER_AREA,
      options,
      code: "import { feedback } from '../db/schema';\ndb.insert(feedback).values(row);",
      errors: [
        { message: "'feedback' has no owning repository: add one in eslint.config.js before writing it" },
      ],
    },
  ],
});

describe('table names in SQL text', () => {
  it('are the schema names in snake case, as the rule reads them', () => {
    const tables = Object.entries(schema).flatMap(([key, value]) => (isTable(value) ? [{ key, value }] : []));
    expect(tables.length).toBeGreaterThan(20);
    for (const { key, value } of tables) expect(getTableName(value), key).toBe(sqlNameOf(key));
  });
});
