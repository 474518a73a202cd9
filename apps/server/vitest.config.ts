import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    setupFiles: ['test/helpers/setup-file.ts'],
    // Password hashing is deliberately slow (scrypt at OWASP cost) and a database is made per app.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
