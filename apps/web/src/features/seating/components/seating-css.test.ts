import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(import.meta.dirname, 'seating.module.css'), 'utf8');

/** The declarations of one rule outside media queries, e.g. `.pickTables`. */
function rule(selector: string): string {
  const match = new RegExp(`^\\${selector} \\{([^}]*)\\}`, 'm').exec(css);
  if (!match?.[1]) throw new Error(`no rule ${selector}`);
  return match[1];
}

describe('the pick bar’s tables (issue 35, 390 px screenshots)', () => {
  it('wraps onto rows instead of scrolling sideways, and scrolls down when there are many', () => {
    const tables = rule('.pickTables');
    expect(tables).not.toMatch(/overflow-x:\s*auto/);
    expect(tables).toMatch(/display:\s*grid|flex-wrap:\s*wrap/);
    expect(tables).toMatch(/max-height:/);
    expect(tables).toMatch(/overflow-y:\s*auto/);
    expect(rule('.pickTable')).not.toMatch(/white-space:\s*nowrap/);
  });
});
