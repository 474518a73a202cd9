import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { unhintedFonts } from './vite-plugins/unhinted-fonts';
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
  plugins: [productionBuild(), unhintedFonts(), react()],
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
        // Which modules travel together, for a guest's page and the owners' apps (see there).
        codeSplitting: { groups: chunkGroups(import.meta.dirname, { ssr: isSsrBuild === true }) },
      },
    },
  },
}));
