/**
 * Every chunk group of the browser build, read from the module graph: what the bundler names and groups, said
 * once. Left to itself the bundler gives every set of entries (the HTML entry, and each lazily imported
 * module) sharing some modules a chunk of their own. With some three hundred lazy entries, a guest's phone
 * fetched some 55 scripts, most under 2 KB and each with a kilobyte of headers, on a link that fetches six at
 * a time, and the owner's editor asked for 145 before its first edit (issue 40).
 *
 * A guest's modules come first (`guestSets`): what the boot script shares with the app, the app's first load
 * as one chunk, and the small modules of the parts it loads later as one.
 *
 * Every other module's chunk is decided by fewer, coarser consumers: the guest's app, each of a guest's lazy
 * parts, the owners' app, the site editor (its pages as one), the toastmaster's desk and each page of the
 * visitors who own no site yet (start page, terms, login, new password). Modules with the same consumers
 * share a chunk, named after them. Every other owner's page (the guest list, the prints, a module's edit
 * dialog, ...) is no consumer: it loads the chunks of the modules it imports as they are, a little more
 * than it needs at times, but always after the owners' app, and usually after the editor.
 *
 * A consumer that always comes after another consumer of the same module does not count either (see
 * `decisive`): so guests' chunks are cut as if no owner's code imported them, which only ever spares a guest
 * requests. The light pages and the toastmaster's desk keep exactly what they import, but for what they share
 * with the site editor only (`EDITOR_AND_VISITORS`). As a module's imports have at least its consumers, no
 * two chunks import each other. Last, a small module joins the chunk of what it imports (`joinSmallModules`):
 * together these took quick start's editor from 66 requests to 60 before the first edit.
 */
import { basename, join } from 'node:path';
import type { Rolldown } from 'vite';

/** The scripts the HTML entry and a guest's page start with (`build.rolldownOptions.input`). */
const USER_ENTRIES = ['index.html', 'src/guest-boot.ts', 'src/slideshow/slideshow.ts'];
const GUEST_BOOT = 'src/guest-boot.ts';
/** The guests' photo slideshow, a page of its own that shares a few constants with the guest's app. */
const SLIDESHOW = 'src/slideshow/slideshow.ts';
const PUBLIC_APP = 'src/public-site/public-app.tsx';
const EDIT_APP = 'src/app/edit/edit-app.tsx';
const TOASTMASTER_APP = 'src/app/toastmaster/toastmaster-app.tsx';
/** The routes that open the site editor (`app/edit/routes.tsx`). */
const SITE_EDITOR_PAGES = [
  'src/features/editor/components/site-editor-page.tsx',
  'src/features/editor/quick-start/components/quick-start-page.tsx',
  'src/features/editor/quick-start/components/wizard-editor-page.tsx',
  'src/features/editor/quick-start/components/demo-page.tsx',
];
/**
 * The pages of people who own no site yet, or are only on their way in: the product's start page and
 * terms, logging in, a new password. Each keeps exactly what it imports.
 */
const VISITOR_PAGE_FOLDERS = ['src/features/start/', 'src/features/login/', 'src/features/reset-password/'];

/** React changes far less often than the app, so guests keep it cached across releases. */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/**
 * Each module type keeps its words in its own folder (`modules/<type>/<type>-texts.ts`); most are on a
 * guest's first load and the rest are small, so they travel as one chunk, not one per type.
 */
const MODULE_TEXTS =
  /[\\/]src[\\/]modules[\\/](([^\\/]+)[\\/]\2-texts|shared[\\/]module-texts|shared[\\/]module-text-reader)\.ts$/;
/** A site's font file lists: each stays a chunk of its own, since a page loads only its fonts' lists. */
const FONT_FILE_LIST = /[\\/]src[\\/]fonts[\\/]files[\\/]/;
/** A module small enough that a chunk of its own would cost a phone more in headers than in code. */
const SMALL_MODULE_BYTES = 3_072;
/** A module small enough to join the chunk of what it imports (`joinSmallModules`): some 2 KB gzip at most. */
const JOINING_MODULE_BYTES = 6_144;
/** Style sheets stay with the module that imports them, so a part brings only its own rules. */
const STYLE_SHEET = /\.css($|\?)/;

interface Graph {
  imports: Map<string, readonly string[]>;
  dynamicImports: Map<string, readonly string[]>;
}

function readGraph(ctx: Rolldown.ChunkingContext, roots: readonly string[]): Graph {
  const graph: Graph = { imports: new Map(), dynamicImports: new Map() };
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (graph.imports.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (info === null) throw new Error(`chunk groups: the build has no module ${id}`);
    graph.imports.set(id, info.importedIds);
    graph.dynamicImports.set(id, info.dynamicallyImportedIds);
    pending.push(...info.importedIds, ...info.dynamicallyImportedIds);
  }
  return graph;
}

/** The modules `roots` import, themselves included: statically, or also lazily. */
function reach(graph: Graph, roots: readonly string[], lazily = false): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.imports.get(id) ?? []));
    if (lazily) pending.push(...(graph.dynamicImports.get(id) ?? []));
  }
  return seen;
}

/** What downloads a module: a page (or one of a guest's lazy parts) whose static imports reach it. */
interface Consumer {
  name: string;
  kind: 'guest app' | 'guest part' | 'owner app' | 'site editor' | 'visitor page' | 'toastmaster desk';
  modules: Set<string>;
}

/**
 * The consumers whose presence says nothing about where a module goes: one that is always loaded after
 * another consumer of the same module finds it loaded already. A guest's lazy part comes after the guest's
 * app; every owner's page after the owner app. The site editor draws guests' sites, so it takes their chunks
 * as guests have them.
 */
function decisive(consumers: readonly Consumer[]): Consumer[] {
  const has = (...kinds: Consumer['kind'][]) => consumers.some((consumer) => kinds.includes(consumer.kind));
  return consumers.filter(
    (consumer) =>
      !(consumer.kind === 'guest part' && has('guest app')) &&
      !(consumer.kind === 'site editor' && has('owner app', 'guest app', 'guest part')) &&
      !(consumer.kind === 'visitor page' && has('owner app')),
  );
}

/** Our own source, not a package's or the bundler's. */
const ours = (id: string) => !id.includes('node_modules') && !id.startsWith('\0');

/**
 * The guest's chunks, by module: `guest-boot`, what the boot script shares with the app (constants, the
 * countdown's arithmetic), one small chunk that comes with the boot script before the page has loaded;
 * `guest-app`, what every guest's page runs, in one chunk beside the public app's own, but for what the
 * boot script and the slideshow import, which come alone (the slideshow once stayed black while it
 * fetched the whole first load for two constants); `guest-parts`, the small modules the later parts (the
 * server-drawn sections, forms, dialogs) share, fetched with the first of them.
 */
function guestSets(ctx: Rolldown.ChunkingContext, graph: Graph, at: (path: string) => string) {
  const sets = new Map<string, string>();
  const boot = reach(graph, [at(GUEST_BOOT)]);
  for (const id of boot) if (id !== at(GUEST_BOOT)) sets.set(id, 'guest-boot');
  const app = at(PUBLIC_APP);
  const firstLoad = reach(graph, [app]);
  const alone = reach(graph, [at(GUEST_BOOT), at(SLIDESHOW)]);
  for (const id of firstLoad) if (ours(id) && id !== app && !alone.has(id)) sets.set(id, 'guest-app');
  const lazyEntries = new Set([...firstLoad].flatMap((id) => graph.dynamicImports.get(id) ?? []));
  const laterParts = new Set(
    [...reach(graph, [...lazyEntries])].filter(
      (id) =>
        (ctx.getModuleInfo(id)?.code?.length ?? Infinity) <= SMALL_MODULE_BYTES &&
        !FONT_FILE_LIST.test(id) &&
        !STYLE_SHEET.test(id) &&
        ours(id) &&
        !firstLoad.has(id) &&
        !lazyEntries.has(id),
    ),
  );
  // A module comes with all it imports: one that needs more than the first load and these small modules
  // (zod, a dialog) would bring that into every later part.
  for (let dropped = true; dropped;) {
    dropped = false;
    for (const id of laterParts) {
      if ((graph.imports.get(id) ?? []).every((other) => firstLoad.has(other) || laterParts.has(other)))
        continue;
      laterParts.delete(id);
      dropped = true;
    }
  }
  for (const id of laterParts) sets.set(id, 'guest-parts');
  return sets;
}

const baseName = (id: string) => basename(id).replace(/\.[^.]+$/, '');

/**
 * The site editor's modules that only pages of visitors share and that import nothing those pages do not
 * load first (the paths of the privacy page and the start): one chunk, so that the editor asks for it once,
 * not for one per set of pages. A visitor's page takes a few hundred bytes it does not need.
 */
const EDITOR_AND_VISITORS = 'site-editor+visitor-pages';
const withVisitorsOnly = (key: readonly Consumer[]) =>
  key.some((consumer) => consumer.kind === 'site editor') &&
  key.some((consumer) => consumer.kind === 'visitor page') &&
  key.every((consumer) => consumer.kind === 'site editor' || consumer.kind === 'visitor page');

/**
 * A small module goes into the chunk of what it imports, when all it imports is loaded first, in that chunk
 * or in chunks that chunk imports: whoever loads the module loads that chunk anyway, so a request of a few
 * hundred bytes (a schema beside zod, an API's paths) becomes none, and who loads that chunk without the
 * module takes a little more. No chunk comes to load a chunk it did not load before, so none comes to import
 * one that imports it. A chunk a guest downloads takes only modules a guest's browser may run (`guests`).
 */
function joinSmallModules(
  ctx: Rolldown.ChunkingContext,
  graph: Graph,
  groups: Map<string, string>,
  loadedFirst: (id: string) => boolean,
  guests: ReadonlySet<string>,
) {
  const guestSet = (name: string | undefined) =>
    ['guest-boot', 'guest-app', 'guest-parts'].includes(name ?? '');
  for (let moved = true; moved;) {
    moved = false;
    // Which groups each group's chunk imports.
    const chunkImports = new Map<string, Set<string>>();
    const guestChunks = new Set<string>();
    for (const [id, name] of groups) {
      if (guests.has(id)) guestChunks.add(name);
      for (const other of graph.imports.get(id) ?? []) {
        const imported = groups.get(other);
        if (imported !== undefined && imported !== name)
          chunkImports.set(name, (chunkImports.get(name) ?? new Set()).add(imported));
      }
    }
    for (const [id, name] of groups) {
      if (guestSet(name) || !ours(id) || STYLE_SHEET.test(id) || FONT_FILE_LIST.test(id)) continue;
      if ((ctx.getModuleInfo(id)?.code?.length ?? Infinity) > JOINING_MODULE_BYTES) continue;
      const imported = (graph.imports.get(id) ?? []).filter((other) => !loadedFirst(other));
      // A module the groups leave to the bundler (an entry's own) is in a chunk no rule here knows.
      if (!imported.every((other) => groups.has(other))) continue;
      const targets = new Set(imported.flatMap((other) => groups.get(other) ?? []));
      if (targets.has(name)) continue;
      const target = [...targets].find((candidate) =>
        [...targets].every((other) => other === candidate || chunkImports.get(candidate)?.has(other)),
      );
      if (target === undefined || (guestChunks.has(target) && !guests.has(id))) continue;
      groups.set(id, target);
      moved = true;
    }
  }
}

/** Each module's group name, for the modules that get one. */
function classify(ctx: Rolldown.ChunkingContext, root: string): Map<string, string> {
  const at = (path: string) => join(root, path);
  const graph = readGraph(ctx, USER_ENTRIES.map(at));
  const lazyEntries = new Set([...graph.dynamicImports.values()].flat());
  const visitorPages = [...lazyEntries].filter((id) =>
    VISITOR_PAGE_FOLDERS.some((folder) => id.startsWith(at(folder))),
  );
  for (const path of [PUBLIC_APP, EDIT_APP, TOASTMASTER_APP, ...SITE_EDITOR_PAGES])
    if (!lazyEntries.has(at(path))) throw new Error(`chunk groups: nothing imports ${path} lazily`);
  for (const folder of VISITOR_PAGE_FOLDERS)
    if (!visitorPages.some((id) => id.startsWith(at(folder))))
      throw new Error(`chunk groups: no page in ${folder}`);

  const boot = reach(graph, USER_ENTRIES.map(at));
  // Every module a guest's browser may run after the boot code, now or later.
  const guests = reach(graph, [at(GUEST_BOOT), at(PUBLIC_APP)], true);
  const consumer = (kind: Consumer['kind'], ids: readonly string[], name = baseName(ids[0] ?? '')) => ({
    name,
    kind,
    modules: reach(graph, ids),
  });
  const consumers: Consumer[] = [
    consumer('guest app', [at(PUBLIC_APP)]),
    ...[...lazyEntries]
      .filter((id) => guests.has(id) && id !== at(PUBLIC_APP))
      .map((id) => consumer('guest part', [id])),
    consumer('owner app', [at(EDIT_APP)]),
    consumer('site editor', SITE_EDITOR_PAGES.map(at), 'site-editor'),
    consumer('toastmaster desk', [at(TOASTMASTER_APP)]),
    ...visitorPages.map((id) => consumer('visitor page', [id])),
  ];
  // How many entries load each module statically: one alone keeps it in its own chunk.
  const entryCount = new Map<string, number>();
  for (const entry of lazyEntries)
    for (const id of reach(graph, [entry])) entryCount.set(id, (entryCount.get(id) ?? 0) + 1);

  const groups = guestSets(ctx, graph, at);
  const names = new Map<string, string>();
  const withVisitors = new Set<string>();
  for (const id of graph.imports.keys()) {
    if (groups.has(id) || boot.has(id) || lazyEntries.has(id)) continue;
    const key = decisive(consumers.filter((candidate) => candidate.modules.has(id)));
    if (key.length === 0 || (key.length === 1 && (entryCount.get(id) ?? 0) <= 1)) continue;
    if (withVisitorsOnly(key) && !STYLE_SHEET.test(id)) withVisitors.add(id);
    const full = key.map((candidate) => candidate.name).join('+');
    // A long name is cut, and numbered to keep it apart from other cut names.
    if (!names.has(full)) names.set(full, full.length <= 60 ? full : `${full.slice(0, 50)}-${names.size}`);
    groups.set(id, names.get(full) ?? full);
  }
  const loadedFirst = (id: string) =>
    boot.has(id) ||
    REACT.test(id) ||
    MODULE_TEXTS.test(id) ||
    ['guest-boot', 'guest-app'].includes(groups.get(id) ?? '');
  // Only what imports no more than visitors' pages load first: a text field, not the login call and zod.
  for (let dropped = true; dropped;) {
    dropped = false;
    for (const id of withVisitors) {
      const imported = graph.imports.get(id) ?? [];
      if (imported.every((other) => loadedFirst(other) || withVisitors.has(other))) continue;
      withVisitors.delete(id);
      dropped = true;
    }
  }
  for (const id of withVisitors) groups.set(id, EDITOR_AND_VISITORS);
  joinSmallModules(ctx, graph, groups, loadedFirst, guests);
  return groups;
}

/**
 * The groups, for `build.rolldownOptions.output.codeSplitting.groups`; `root` is the web app's folder. The
 * server's build (`ssr`) has none of the browser's entries, so it only keeps React and the words together.
 */
export function chunkGroups(root: string, { ssr }: { ssr: boolean }): Rolldown.CodeSplittingGroup[] {
  const shared: Rolldown.CodeSplittingGroup[] = [
    { name: 'react', test: REACT },
    { name: 'module-texts', test: MODULE_TEXTS },
  ];
  if (ssr) return shared;
  // One classification per chunking pass, read from the graph the first time a group asks.
  const classified = new WeakMap<Rolldown.ChunkingContext, Map<string, string>>();
  return [
    ...shared,
    {
      name: (id: string, ctx: Rolldown.ChunkingContext) => {
        let groups = classified.get(ctx);
        if (groups === undefined) {
          groups = classify(ctx, root);
          classified.set(ctx, groups);
        }
        return groups.get(id) ?? null;
      },
      // Members' imports are in groups of their own, or in chunks loaded before them (see above): pulling
      // them in would put a guest's or the boot code's modules into an owners' chunk.
      includeDependenciesRecursively: false,
    },
  ];
}
