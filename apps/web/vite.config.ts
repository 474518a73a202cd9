import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkGroups } from './build/chunk-groups';

// The API server of `npm run dev` (scripts/dev.mjs); Vite itself runs on 3000, a port starting with 30 so
// the local-development rule of `000` §2.1 applies.
const API_SERVER = 'http://localhost:3001';

/**
 * The server's entries (`vite build --ssr`): guests' pages, and the print view the PDFs are made of, apart
 * so that what the print view needs never weighs on rendering a guest's page.
 */
const SSR_ENTRIES = {
  'render-public-page': 'src/server-render/render-public-page.tsx',
  'render-print-view': 'src/server-render/render-print-view.tsx',
};

/**
 * A build is a production build whatever NODE_ENV it ran with (`NODE_ENV=development npm start` builds
 * first): built for development, the server's bundle calls React's development JSX runtime, which React
 * leaves out under a production server's NODE_ENV, and the browser's bundle carries development React.
 * Vite reads NODE_ENV after the plugins' `config` hooks.
 */
function productionBuild(): Plugin {
  return {
    name: 'eventsite:production-build',
    enforce: 'pre',
    config(_config, { command }) {
      if (command === 'build') process.env.NODE_ENV = 'production';
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [productionBuild(), react()],
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': API_SERVER,
      '/dev': API_SERVER,
    },
  },
  preview: { port: 3000, strictPort: true },
  // The server's rendering of guest pages (`npm run build` makes `dist-ssr/` with `--ssr`): core is
  // TypeScript source, so it is bundled; registry packages stay imports that Node resolves.
  ssr: { noExternal: ['@eventsite/core'] },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Lets bench/public-site measure exactly what a guest's first load downloads.
    manifest: true,
    // Every browser the sites support knows modulepreload; one without it only loses the head start, so the
    // polyfill would be bytes every guest downloads for nothing.
    modulePreload: { polyfill: false },
    // Maps for reading reported stack traces, not announced to browsers.
    sourcemap: 'hidden',
    rolldownOptions: {
      // A guest's page starts the app through `guest-boot.ts` (see there); everyone else through index.html.
      // The guests' photo slideshow is a page of its own, with none of the app (`src/slideshow/`).
      input: isSsrBuild
        ? SSR_ENTRIES
        : { index: 'index.html', 'guest-boot': 'src/guest-boot.ts', slideshow: 'src/slideshow/slideshow.ts' },
      output: {
        codeSplitting: {
          groups: [
            // React changes far less often than the app, so guests keep it cached across releases.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Each module type keeps its words in its own folder (`modules/<type>/<type>-texts.ts`); most are on a
            // guest's first load and the rest are small, so they travel as one chunk, not one per type.
            {
              name: 'module-texts',
              test: /[\\/]src[\\/]modules[\\/](([^\\/]+)[\\/]\2-texts|shared[\\/]module-texts|shared[\\/]module-text-reader)\.ts$/,
            },
            // A guest's first load, the owners' app and the site editor, each one chunk (see there).
            ...(isSsrBuild ? [] : chunkGroups(import.meta.dirname)),
          ],
        },
      },
    },
  },
}));
