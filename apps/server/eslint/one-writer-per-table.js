/**
 * Each table has one writer (issue 22, item 1): `.insert(table)`, `.update(table)`, `.delete(table)` and raw
 * `INSERT INTO ${table}` / `UPDATE ${table}` / `DELETE FROM ${table}` on a table imported from `db/schema`
 * are allowed only in the file that owns the table; a table without an owner cannot be written at all.
 * Others call the owner's methods, passing their transaction.
 */
const WRITES = new Set(['insert', 'update', 'delete']);
const RAW_WRITE = /\b(UPDATE|INSERT\s+INTO|DELETE\s+FROM)\s*$/i;

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
    const filename = context.filename.replaceAll('\\', '/');
    const tables = new Set();

    function check(node, table) {
      if (!tables.has(table)) return;
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

    return {
      ImportDeclaration(node) {
        if (!/(^|\/)db\/schema$/.test(node.source.value)) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && specifier.importKind !== 'type') {
            tables.add(specifier.local.name);
          }
        }
      },
      CallExpression(node) {
        const [first] = node.arguments;
        if (
          node.callee.type === 'MemberExpression' &&
          node.callee.property.type === 'Identifier' &&
          WRITES.has(node.callee.property.name) &&
          first?.type === 'Identifier'
        ) {
          check(node, first.name);
        }
      },
      TemplateLiteral(node) {
        node.expressions.forEach((expression, index) => {
          if (expression.type === 'Identifier' && RAW_WRITE.test(node.quasis[index].value.raw)) {
            check(expression, expression.name);
          }
        });
      },
    };
  },
};

export default { rules: { 'one-writer-per-table': oneWriterPerTable } };
