/**
 * Chunk groups for the browser build, read from the module graph (issue 40: the owner's editor asked for
 * 145 scripts before its first edit). Left to itself the bundler gives every set of entries (the HTML entry,
 * and each lazily imported module) sharing some modules a chunk of their own. With some three hundred lazy
 * entries, the editor's first load crossed a hundred such sets, most of them a few hundred bytes.
 *
 * Here a module's chunk is decided by fewer, coarser consumers: the guest's app, each of a guest's lazy
 * parts, the owners' app, the site editor (its pages as one), the toastmaster's desk and each page of the
 * visitors who own no site yet (start page, terms, login, new password). Modules with the same consumers
 * share a chunk, named after them. Every other owner's page (the guest list, the prints, a module's edit
 * dialog, ...) is no consumer: it loads the chunks of the modules it imports as they are, a little more
 * than it needs at times, but always after the owners' app, and usually after the editor.
 *
 * A consumer that always comes after another consumer of the same module does not count either (see
 * `decisive`): so a guest's first load is one chunk, and guests' chunks are cut as if no owner's code
 * imported them, which only ever spares a guest requests. The light pages and the toastmaster's desk keep
 * exactly what they import. As a module's imports have at least its consumers, no two chunks import each
 * other.
 */
import { basename, join } from 'node:path';
import type { Rolldown } from 'vite';

/** The scripts the HTML entry and a guest's page start with (`build.rolldownOptions.input`). */
const USER_ENTRIES = ['index.html', 'src/guest-boot.ts', 'src/slideshow/slideshow.ts'];
const GUEST_BOOT = 'src/guest-boot.ts';
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

const baseName = (id: string) => basename(id).replace(/\.[^.]+$/, '');

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

  const groups = new Map<string, string>();
  const names = new Map<string, string>();
  for (const id of graph.imports.keys()) {
    if (boot.has(id) || lazyEntries.has(id)) continue;
    const key = decisive(consumers.filter((candidate) => candidate.modules.has(id)));
    if (key.length === 0 || (key.length === 1 && (entryCount.get(id) ?? 0) <= 1)) continue;
    const full = key.map((candidate) => candidate.name).join('+');
    // A long name is cut, and numbered to keep it apart from other cut names.
    if (!names.has(full)) names.set(full, full.length <= 60 ? full : `${full.slice(0, 50)}-${names.size}`);
    groups.set(id, names.get(full) ?? full);
  }
  return groups;
}

/** The groups, for `build.rolldownOptions.output.codeSplitting.groups`; `root` is the web app's folder. */
export function chunkGroups(root: string): Rolldown.CodeSplittingGroup[] {
  // One classification per chunking pass, read from the graph the first time a group asks.
  const classified = new WeakMap<Rolldown.ChunkingContext, Map<string, string>>();
  return [
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
