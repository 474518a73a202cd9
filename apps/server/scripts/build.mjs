// `npm run build -w @eventsite/server`: bundles the server and the workspace's core package into
// `dist/server.js`, run with plain `node`. Packages from the registry stay outside the bundle, loaded from
// node_modules as usual (native ones such as sharp cannot be bundled).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const core = JSON.parse(
  readFileSync(new URL('../../../packages/core/package.json', import.meta.url), 'utf8'),
);
const external = [...Object.keys(manifest.dependencies), ...Object.keys(core.dependencies)];

await build({
  entryPoints: [new URL('../src/server.ts', import.meta.url).pathname],
  outfile: new URL('../dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpaths such as `drizzle-orm/pg-core` are external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
