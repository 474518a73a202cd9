import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/** Test files that replace a module (`vi.mock`): each needs a module graph of its own. */
const MOCKING_FILES = ['test/public-read/guest-facts-freshness.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['test/helpers/global-setup.ts'],
    setupFiles: ['test/helpers/setup-file.ts'],
    // Hashes at a low scrypt cost (the hash tests check that production refuses it): at OWASP's cost the
    // hundreds of accounts the suite registers took minutes. A database is made per app.
    env: { PASSWORD_HASH_COST: '1024' },
    // One test file per core: Vitest's default leaves one core for itself, which on a 2-core CI machine
    // runs the files one at a time while the main process, after transforming them, idles.
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // Every file builds its own apps on its own database and the server keeps no state in its modules,
        // so a worker's files share one module graph: importing the server once per worker instead of once
        // per file took most of the suite's time.
        test: {
          name: 'server',
          isolate: false,
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...MOCKING_FILES],
        },
      },
      { extends: true, test: { name: 'server-mocking', include: MOCKING_FILES } },
    ],
  },
});
