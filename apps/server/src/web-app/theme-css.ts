/** A selector's theme scope: the site root's `data-theme` (`apps/web/src/themes`). */
const THEME_SCOPE = /\[data-theme=["']?(theme\d+)["']?\]/;
const SHOWN_THEME = /<div class="site-root" data-theme="(theme\d+)"/g;

/** The one theme a rendered page shows, or null when it shows none or several. */
export function themeOfPage(html: string): string | null {
  const themes = new Set([...html.matchAll(SHOWN_THEME)].map((match) => match[1]));
  return themes.size === 1 ? ([...themes][0] ?? null) : null;
}

/** Splits CSS into its top-level blocks (a rule, an at-rule with its block, or a statement like `@import`). */
function topLevelBlocks(css: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (quote !== null) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth += 1;
    else if (char === '}' || (char === ';' && depth === 0)) {
      if (char === '}') depth -= 1;
      if (depth === 0) {
        blocks.push(css.slice(start, index + 1));
        start = index + 1;
      }
    }
  }
  const rest = css.slice(start);
  return rest.trim() === '' ? blocks : [...blocks, rest];
}

/** The one theme a block applies to, when each of its selectors (or of its nested rules) is scoped to it. */
function scopeOf(block: string): string | null {
  const open = block.indexOf('{');
  if (open === -1) return null;
  const prelude = block.slice(0, open).trim();
  if (prelude.startsWith('@')) {
    if (!/^@(media|supports|container|layer)\b/.test(prelude)) return null;
    const inner = topLevelBlocks(block.slice(open + 1, block.lastIndexOf('}')));
    const scopes = new Set(inner.map(scopeOf));
    return scopes.size === 1 ? ([...scopes][0] ?? null) : null;
  }
  const scopes = new Set(prelude.split(',').map((selector) => THEME_SCOPE.exec(selector)?.[1] ?? null));
  return scopes.size === 1 ? ([...scopes][0] ?? null) : null;
}

/**
 * The CSS without the rules that only another theme's site root can match. Every theme's rules travel
 * with the guests' app, but a page drawn on the server shows one theme, and the rest would cost every
 * guest their bytes and the browser their matching.
 */
export function withoutOtherThemes(css: string, theme: string): string {
  return topLevelBlocks(css)
    .filter((block) => {
      const scope = scopeOf(block);
      return scope === null || scope === theme;
    })
    .join('');
}
