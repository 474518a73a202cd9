const QUICK_START_PATH = /^\/(?:([^/]+)\/)?snabbstart(?:\/|$)/;
const GET_STARTED_PATH = /^\/(?:([^/]+)\/)?kom-igang(?:\/|$)/;
const SITE_EDITOR_PATH = /^\/redigera\/([^/]+)(?:\/|$)/;

function withOptionalPrefix(prefix: string | undefined, base: string): string {
  return prefix === undefined ? base : `/${prefix}${base}`;
}

/**
 * Whether a path edits a demo draft without an account (`000` §2.2, `002` §2.1): the quick-start editor
 * (/snabbstart, /{x}/snabbstart) or the wedding wizard, whose last step opens the quick-start editor
 * (/kom-igang, /{x}/kom-igang).
 */
export function isQuickStartPath(path: string): boolean {
  return QUICK_START_PATH.test(path) || GET_STARTED_PATH.test(path);
}

/**
 * The editor base path of a path (`000` §2.2): '/snabbstart/' or '/{x}/snabbstart/' (x an optional prefix
 * such as sms or digital-studentinbjudan), '/kom-igang/redigera/' or '/{x}/kom-igang/redigera/', otherwise
 * '/redigera/{siteId}/'. Any other path is an error.
 */
export function editorBasePath(path: string): string {
  const quickStart = QUICK_START_PATH.exec(path);
  if (quickStart) return withOptionalPrefix(quickStart[1], '/snabbstart/');
  const getStarted = GET_STARTED_PATH.exec(path);
  if (getStarted) return withOptionalPrefix(getStarted[1], '/kom-igang/redigera/');
  const siteEditor = SITE_EDITOR_PATH.exec(path);
  if (siteEditor) return `/redigera/${siteEditor[1]}/`;
  throw new Error(`No editor base path for ${path}`);
}
