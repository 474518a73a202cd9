import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { guestModules } from '../../bench/guest-first-load';

// Reads the build `npm run test:e2e` has just made: no browser, no server.
const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

/**
 * Owners' code by folder and by name, as eslint.config.js's EDITOR_CODE splits it (the lint also names
 * the few module editor parts called otherwise; here they show up through the editors that import them).
 */
const EDITOR_MODULE = [
  /^src\/features\//,
  /^src\/app\/edit\//,
  /^src\/components\/(editor-ui|rich-text-editor|image-editor|owner-frame|owner-screen|payment-dialog)\//,
  /^src\/.*-editor[^/]*$/,
];

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
