import { afterAll } from 'vitest';
import { dropTestDatabases } from './test-database';

// Registered before the test file's own hooks, so it runs after them: the apps are closed by then.
afterAll(dropTestDatabases);
