import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Probes of the lint holes issue 32 closed: the repository's own ESLint configuration run on code that
 * crosses each line, under the file name where it would sit (the files are never written).
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../../..', import.meta.url)) });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const SCHEMA_VALUE =
  "import { siteSchema } from '@eventsite/core/schemas/site';\nexport const s = siteSchema;\n";
const SCHEMA_TYPE = "import type { Site } from '@eventsite/core/schemas/site';\nexport type S = Site;\n";
const ZOD = "import { z } from 'zod';\nexport const n = z.number();\n";
const CORE_INDEX = "import { siteSchema } from '@eventsite/core';\nexport const s = siteSchema;\n";
const LUCIDE = "import { XIcon } from 'lucide-react';\nexport const icon = XIcon;\n";
const ZOD_RULE = '@typescript-eslint/no-restricted-imports';

describe('the guest lint', () => {
  it('keeps core schema values and zod out of every guest file and components/ui', async () => {
    for (const file of [
      'apps/web/src/components/ui/probe-field.tsx',
      'apps/web/src/modules/rsvp/rsvp-probe.tsx',
      'apps/web/src/modules/shared/probe-list.tsx',
      'apps/web/src/public-site/probe-page.tsx',
    ]) {
      for (const code of [SCHEMA_VALUE, ZOD, CORE_INDEX])
        expect(await rulesBroken(file, code), file).toContain(ZOD_RULE);
      expect(await rulesBroken(file, SCHEMA_TYPE), file).toEqual([]);
    }
    // The owner's editors and a guest's on-demand calls may use them.
    expect(await rulesBroken('apps/web/src/modules/rsvp/editor/rsvp-editor.tsx', SCHEMA_VALUE)).toEqual([]);
    expect(await rulesBroken('apps/web/src/modules/rsvp/rsvp-probe-calls.ts', ZOD)).toEqual([]);
  }, 60_000);

  it('keeps lucide-react out of every file a guest may load', async () => {
    for (const file of [
      'apps/web/src/components/ui/probe-field.tsx',
      'apps/web/src/lib/probe.ts',
      'apps/web/src/modules/shared/probe-list.tsx',
      'apps/web/src/public-site/probe-page.tsx',
    ]) {
      expect(await rulesBroken(file, LUCIDE), file).toContain('no-restricted-imports');
    }
    expect(await rulesBroken('apps/web/src/components/editor-ui/probe-tab.tsx', LUCIDE)).toEqual([]);
    expect(await rulesBroken('apps/web/src/features/answers/components/probe.tsx', LUCIDE)).toEqual([]);
  }, 60_000);
});

describe('the one-writer lint on the server', () => {
  it('refuses another area writing a table through a namespace import or in SQL text', async () => {
    const file = 'apps/server/src/feedback/probe-writer.ts';
    const namespaceWrite =
      "import * as schema from '../db/schema';\nexport const w = (db: { delete(table: unknown): void }) => db.delete(schema.sites);\n";
    const sqlWrite =
      "export const w = (db: { execute(text: string): void }) => db.execute('UPDATE households SET x = 1');\n";
    expect(await rulesBroken(file, namespaceWrite)).toContain('server-tables/one-writer-per-table');
    expect(await rulesBroken(file, sqlWrite)).toContain('server-tables/one-writer-per-table');
  }, 60_000);
});
