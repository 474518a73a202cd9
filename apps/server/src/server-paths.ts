import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root. `src/` and the compiled `dist/` lie at the same depth, so this holds for both the
 * TypeScript sources and the bundle, whichever file the code ends up in.
 */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The server workspace, `apps/server/`. */
export const SERVER_ROOT = join(REPO_ROOT, 'apps/server');
