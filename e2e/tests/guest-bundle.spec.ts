import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { guestModules } from '../../bench/guest-first-load';

// Reads the build `npm run test:e2e` has just made: no browser, no server.
const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

/** Owners' code by folder, the list eslint.config.js keeps out of guests' code (`*`: any one folder). */
const EDITOR_FOLDERS = (
  JSON.parse(readFileSync(new URL('../../apps/web/editor-code.json', import.meta.url), 'utf8')) as {
    folders: string[];
  }
).folders;
// The folders' names are plain words, so only `*` needs turning into a pattern.
const EDITOR_MODULE = EDITOR_FOLDERS.map((folder) => new RegExp(`^${folder.replaceAll('*', '[^/]+')}/`));

test.describe('a guest', () => {
  test('never downloads an editor module, on the first load or later (issue 22)', () => {
    const modules = guestModules(WEB_DIST);
    const ours = [...modules.values()].flat().filter((source) => source.startsWith('src/'));
    // The walk found the guest's app and its lazy parts, so an empty list below means something.
    expect(ours).toContain('src/public-site/public-app.tsx');
    expect(ours).toContain('src/public-site/password-gate.tsx');
    const editorModules = [...modules].flatMap(([chunk, sources]) =>
      sources
        .filter((source) => EDITOR_MODULE.some((pattern) => pattern.test(source)))
        .map((source) => `${chunk}: ${source}`),
    );
    expect(editorModules).toEqual([]);
  });

  test('never downloads lucide-react: guests’ icons are drawn in components/ui/icons.tsx (issue 22)', () => {
    const sources = [...guestModules(WEB_DIST).values()].flat();
    expect(sources.filter((source) => source.includes('/node_modules/lucide-react/'))).toEqual([]);
  });
});
