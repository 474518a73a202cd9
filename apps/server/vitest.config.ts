import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
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
  },
});
