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

/** The guests' app, which `main.tsx` loads for a public host. */
const PUBLIC_APP = /[\\/]src[\\/]public-site[\\/]public-app\.tsx$/;
/**
 * The entries that must never wait for (or download) the app's chunk: the script that holds a guest's taps
 * until the app runs, and the slideshow, which shares a few constants with the guest's app.
 */
const OWN_ENTRIES = /[\\/]src[\\/](guest-boot|slideshow[\\/]slideshow)\.ts$/;
const GUEST_BOOT = /[\\/]src[\\/]guest-boot\.ts$/;
/** A site's font file lists: each stays a chunk of its own, since a page loads only its fonts' lists. */
const FONT_FILE_LIST = /[\\/]src[\\/]fonts[\\/]files[\\/]/;
/** A module small enough that a chunk of its own would cost a phone more in headers than in code. */
const SMALL_MODULE_BYTES = 3_072;
/** Style sheets stay with the module that imports them, so a part brings only its own rules. */
const STYLE_SHEET = /\.css($|\?)/;

/**
 * Which of our modules travel together to a guest. Left to itself the bundler gives every module shared by
 * two chunks a chunk of its own: a guest's phone then fetched some 55 scripts, most under 2 KB and each
 * with a kilobyte of headers, on a link that fetches six at a time. After the module graph is known this
 * collects (for the code-splitting groups below) the guests' app's first load (but what the guest boot
 * script and the slideshow import, which come alone), and the small modules of the parts it loads later (the
 * server-drawn sections, forms, dialogs).
 */
function guestChunks(): {
  plugin: Plugin;
  bootShared: Set<string>;
  firstLoad: Set<string>;
  laterParts: Set<string>;
} {
  const bootShared = new Set<string>();
  const firstLoad = new Set<string>();
  const laterParts = new Set<string>();
  const plugin: Plugin = {
    name: 'eventsite:guest-chunks',
    apply: 'build',
    buildEnd() {
      const ours = (id: string) => !id.includes('node_modules') && !id.startsWith('\0');
      const staticClosure = (start: readonly string[], into: Set<string>) => {
        const queue = [...start];
        while (queue.length > 0) {
          const id = queue.pop() as string;
          if (into.has(id)) continue;
          into.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      const app = [...this.getModuleIds()].find((id) => PUBLIC_APP.test(id));
      if (app === undefined) return;
      const reached = new Set<string>();
      staticClosure([app], reached);
      const boot = new Set<string>();
      staticClosure(
        [...this.getModuleIds()].filter((id) => OWN_ENTRIES.test(id)),
        boot,
      );
      for (const id of reached) if (ours(id) && id !== app && !boot.has(id)) firstLoad.add(id);
      const bootEntry = [...this.getModuleIds()].filter((id) => GUEST_BOOT.test(id));
      staticClosure(bootEntry, bootShared);
      for (const id of bootEntry) bootShared.delete(id);
      const later = new Set<string>();
      const lazyEntries = [...reached].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
      staticClosure(lazyEntries, later);
      for (const id of later) {
        const small = (this.getModuleInfo(id)?.code?.length ?? Infinity) <= SMALL_MODULE_BYTES;
        const ownChunk = FONT_FILE_LIST.test(id) || STYLE_SHEET.test(id);
        if (small && !ownChunk && ours(id) && !reached.has(id) && !lazyEntries.includes(id)) {
          laterParts.add(id);
        }
      }
      // A module comes with all it imports: one that needs more than the first load and these small
      // modules (zod, a dialog) would bring that into every later part.
      let dropped = true;
      while (dropped) {
        dropped = false;
        for (const id of laterParts) {
          const imported = this.getModuleInfo(id)?.importedIds ?? [];
          if (imported.every((other) => reached.has(other) || laterParts.has(other))) continue;
          laterParts.delete(id);
          dropped = true;
        }
      }
    },
  };
  return { plugin, bootShared, firstLoad, laterParts };
}

const guest = guestChunks();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [productionBuild(), unhintedFonts(), react(), guest.plugin],
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
            // What the boot script shares with the app (constants, the countdown's arithmetic): one small
            // chunk that comes with the boot script, before the page has loaded.
            { name: 'guest-boot', test: (id: string) => guest.bootShared.has(id) },
            // What every guest's page runs, in one chunk beside the public app's own.
            // Not what it imports too: the guest boot script's constants stay a chunk of their own (they
            // import nothing, so no chunk can run before what it needs).
            {
              name: 'guest-app',
              test: (id: string) => guest.firstLoad.has(id),
              includeDependenciesRecursively: false,
            },
            // The small modules the later parts share, fetched with the first of them.
            {
              name: 'guest-parts',
              test: (id: string) => guest.laterParts.has(id),
            },
            // A guest's first load, the owners' app and the site editor, each one chunk (see there).
            ...(isSsrBuild ? [] : chunkGroups(import.meta.dirname)),
          ],
        },
      },
    },
  },
}));
