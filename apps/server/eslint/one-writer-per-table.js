/**
 * Each table has one writer (issue 22, item 1): only the file that owns a table writes it; others call the
 * owner's methods, passing their transaction. A write is:
 * - `.insert(t)`, `.update(t)`, `.delete(t)` on a table imported from `db/schema`, by name
 *   (`import { sites }`, also renamed) or through a namespace (`import * as schema` … `schema.sites`);
 * - SQL text, in a template (`sql\`…\``, where `${t}` stands for the table's name) or a plain string
 *   (`execute('…')`, `sql.raw('…')`), that writes the table: `INSERT INTO t`, `UPDATE t`, `DELETE FROM t`,
 *   `TRUNCATE t`, `LOCK TABLE t`, or a row lock (`FOR UPDATE`, `FOR NO KEY UPDATE`, `FOR SHARE`,
 *   `FOR KEY SHARE`) on a statement that reads t in its FROM or JOIN (only the tables after `OF` when it
 *   names them). A lock decides who may write next, so it is the writer's to take.
 * Reading another area's table in SQL (`SELECT … FROM t`, `JOIN t`) is not a write and is allowed.
 * A table's name in SQL is its schema name in snake case (`siteHosts` → `site_hosts`; a test checks the schema
 * keeps to that). A table imported without an owner cannot be written at all; SQL text can name only the
 * tables the owners list knows.
 */
const WRITES = new Set(['insert', 'update', 'delete']);

/** `siteHosts` → `site_hosts`, as every table in `db/schema.ts` is named. */
export function sqlNameOf(tableKey) {
  return tableKey.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** A table name in SQL, maybe quoted or schema-qualified: `sites`, `"sites"`, `public.sites`. */
const NAME = String.raw`(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?`;
const WRITE_STATEMENTS = new RegExp(
  String.raw`\b(?:INSERT\s+INTO|UPDATE(?:\s+ONLY)?|DELETE\s+FROM(?:\s+ONLY)?|TRUNCATE(?:\s+TABLE)?(?:\s+ONLY)?|LOCK(?:\s+TABLE)?(?:\s+ONLY)?)\s+${NAME}`,
  'gi',
);
const ROW_LOCK =
  /\bFOR\s+(?:NO\s+KEY\s+UPDATE|UPDATE|KEY\s+SHARE|SHARE)(?:\s+OF\s+([\w\s,."]+?))?(?=\s+NOWAIT\b|\s+SKIP\s+LOCKED\b|\s+FOR\b|\s*[;)]|\s*$)/gi;
const READ_TABLES = new RegExp(String.raw`\b(?:FROM|JOIN)\s+${NAME}`, 'gi');

/** The tables an SQL text writes or locks, by their SQL names. */
function tablesWrittenBy(text) {
  const written = new Set();
  for (const match of text.matchAll(WRITE_STATEMENTS)) written.add(match[1]);
  for (const lock of text.matchAll(ROW_LOCK)) {
    if (lock[1] !== undefined) {
      for (const name of lock[1].split(',')) {
        written.add(
          name
            .replaceAll('"', '')
            .trim()
            .replace(/^public\./, ''),
        );
      }
    } else {
      for (const read of text.matchAll(READ_TABLES)) written.add(read[1]);
    }
  }
  return written;
}

/** @type {import('eslint').Rule.RuleModule} */
const oneWriterPerTable = {
  meta: {
    type: 'problem',
    docs: { description: 'a table is written only by its owning repository' },
    schema: [
      {
        type: 'object',
        properties: { owners: { type: 'object', additionalProperties: { type: 'string' } } },
        required: ['owners'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const owners = context.options[0].owners;
    const tableBySqlName = new Map(Object.keys(owners).map((table) => [sqlNameOf(table), table]));
    const filename = context.filename.replaceAll('\\', '/');
    /** Local name → the schema's name of the table it imports. */
    const tables = new Map();
    /** Local names of `import * as schema from '…/db/schema'`. */
    const namespaces = new Set();

    function check(node, table) {
      const owner = owners[table];
      if (owner !== undefined && filename.endsWith(owner)) return;
      context.report({
        node,
        message:
          owner === undefined
            ? `'${table}' has no owning repository: add one in eslint.config.js before writing it`
            : `'${table}' is written only by ${owner}: call its methods (with your transaction) instead`,
      });
    }

    /** The schema's name of the table an expression is (`sites`, `schema.sites`), or undefined. */
    function tableOf(node) {
      if (node.type === 'Identifier') return tables.get(node.name);
      if (
        node.type === 'MemberExpression' &&
        !node.computed &&
        node.object.type === 'Identifier' &&
        namespaces.has(node.object.name) &&
        node.property.type === 'Identifier'
      ) {
        return node.property.name;
      }
      return undefined;
    }

    function checkSqlText(node, text, named = tableBySqlName) {
      for (const name of tablesWrittenBy(text)) {
        const table = named.get(name);
        if (table !== undefined) check(node, table);
      }
    }

    return {
      ImportDeclaration(node) {
        if (!/(^|\/)db\/schema$/.test(node.source.value) || node.importKind === 'type') return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportNamespaceSpecifier') namespaces.add(specifier.local.name);
          if (specifier.type === 'ImportSpecifier' && specifier.importKind !== 'type') {
            tables.set(specifier.local.name, specifier.imported.name ?? specifier.imported.value);
          }
        }
      },
      CallExpression(node) {
        const [first] = node.arguments;
        if (
          node.callee.type === 'MemberExpression' &&
          node.callee.property.type === 'Identifier' &&
          WRITES.has(node.callee.property.name) &&
          first !== undefined
        ) {
          const table = tableOf(first);
          if (table !== undefined) check(node, table);
        }
      },
      TemplateLiteral(node) {
        // `${sites}` stands for the table's name (known even without an owner); any other expression for a value.
        const named = new Map(tableBySqlName);
        const text = node.quasis
          .map((quasi, index) => {
            const expression = node.expressions[index];
            if (expression === undefined) return quasi.value.raw;
            const table = tableOf(expression);
            if (table === undefined) return `${quasi.value.raw}$${index + 1}`;
            named.set(sqlNameOf(table), table);
            return `${quasi.value.raw}${sqlNameOf(table)}`;
          })
          .join('');
        checkSqlText(node, text, named);
      },
      Literal(node) {
        if (typeof node.value === 'string') checkSqlText(node, node.value);
      },
    };
  },
};

export default { rules: { 'one-writer-per-table': oneWriterPerTable } };
