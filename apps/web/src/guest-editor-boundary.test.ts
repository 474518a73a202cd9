import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = join(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: REPO });
const REFUSED = 'guests’ code may not import editor code';

/** What the repository's lint says of the boundary about `code`, were it the file `file` in apps/web/src. */
async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(REPO, 'apps/web/src', file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) =>
      message.message.replace(/^Unexpected path "(.*)" imported in restricted zone\. /, '$1: '),
    );
}

describe('the guest/editor boundary of eslint.config.js, by folder', { timeout: 60_000 }, () => {
  it('refuses a module’s guest file importing from its editor folder', async () => {
    const code = "export { default as TextEditor } from './editor/text-editor';\n";
    expect(await boundaryMessages('modules/text/probe.ts', code)).toEqual([
      `./editor/text-editor: ${REFUSED}`,
    ]);
  });

  it('refuses a lazy import of an editor as well', async () => {
    const code = "export const load = () => import('./editor/video-editor');\n";
    expect(await boundaryMessages('modules/video/probe.ts', code)).toEqual([
      `./editor/video-editor: ${REFUSED}`,
    ]);
  });

  it('refuses guests’ code reaching another module’s editor parts or the editor definitions', async () => {
    const code = [
      "export { QuestionsEditor } from '../modules/shared/editor/questions-editor';",
      "export { textModuleEditor } from '../modules/text/editor';",
      '',
    ].join('\n');
    expect(await boundaryMessages('public-site/probe.ts', code)).toEqual([
      `../modules/shared/editor/questions-editor: ${REFUSED}`,
      `../modules/text/editor: ${REFUSED}`,
    ]);
  });

  it('lets an editor import its module’s guest view, and the site editor every editor definition', async () => {
    const editorPart = "export { TextView } from '../text-view';\n";
    expect(await boundaryMessages('modules/text/editor/probe.ts', editorPart)).toEqual([]);
    const siteEditor = "export { textModuleEditor } from '../../modules/text/editor';\n";
    expect(await boundaryMessages('features/editor/probe.ts', siteEditor)).toEqual([]);
  });
});
