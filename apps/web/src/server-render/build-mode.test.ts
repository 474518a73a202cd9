import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const WEB_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Renders the not-found page with the built server rendering named as its argument, and prints the outcome. */
const RENDER_NOT_FOUND = `
const { renderPublicPage } = await import(process.argv[1]);
const rendered = await renderPublicPage({
  config: {
    brand: 'party', market: 'se', domain: 'party.localhost', demoHost: 'demo.party.localhost',
    studentDemoHost: 'demo.student.party.localhost', productName: 'Festsidan', contactMail: 'hej@festsidan.se',
    simulators: false, localDevelopment: false, printsHouseholdCards: true,
  },
  page: {
    host: 'anna.party.localhost', isDemo: false, language: 'sv', pathname: '/', protocol: 'https:', port: '',
    state: { status: 'notFound' }, facts: { languageNames: {}, countdownTargets: {}, fonts: null },
  },
});
console.log(JSON.stringify({ status: rendered.status, drawn: rendered.html.length > 0 }));
`;

describe('the server rendering build', () => {
  it('renders in a production server though it was built with NODE_ENV=development', async () => {
    // Beside the real one, so that its imports of React resolve as the real one's do.
    await mkdir(join(WEB_ROOT, 'dist-ssr'), { recursive: true });
    const outDir = await mkdtemp(join(WEB_ROOT, 'dist-ssr', 'build-mode-test-'));
    try {
      await run(
        'npx',
        ['vite', 'build', '--ssr', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
        {
          cwd: WEB_ROOT,
          env: { ...process.env, NODE_ENV: 'development' },
        },
      );
      const { stdout } = await run(
        process.execPath,
        ['--input-type=module', '-e', RENDER_NOT_FOUND, join(outDir, 'render-public-page.js')],
        { env: { ...process.env, NODE_ENV: 'production' } },
      );
      expect(JSON.parse(stdout)).toEqual({ status: 404, drawn: true });
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  }, 120_000);
});
