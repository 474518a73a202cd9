import type { AppConfig } from '@eventsite/core';
import { escapeHtml } from '../html/escape-html';

export interface IndexHtmlInput {
  config: AppConfig;
  /** The document title, replacing the template's `<title>`. */
  title?: string;
  /** More tags for `<head>`, already safe HTML (e.g. a public site's link-preview tags). */
  headTags?: string[];
  /** `<html lang>`. */
  language?: string;
  /** The page's background, on `<body>` and as the browser's `theme-color`. */
  background?: string;
  /** Markup for `#root`, already safe HTML (a page rendered on the server). */
  rootHtml?: string;
}

const TITLE_ELEMENT = /<title>[\s\S]*?<\/title>/i;
const HTML_START = /<html\b([^>]*)>/i;
const BODY_BACKGROUND = /(<body\b[^>]*\bstyle="[^"]*\bbackground:\s*)[^;"]*/i;
const THEME_COLOR = /(<meta name="theme-color" content=")[^"]*/i;
const EMPTY_ROOT = '<div id="root"></div>';

/** Sets `<html lang data-brand>`: the brand's tokens (`tokens.css`) and the language apply before any script. */
function withHtmlAttributes(page: string, input: IndexHtmlInput): string {
  const attributes = [
    ...(input.language === undefined ? [] : [`lang="${escapeHtml(input.language)}"`]),
    `data-brand="${escapeHtml(input.config.brand)}"`,
  ].join(' ');
  return page.replace(HTML_START, (_, existing: string) => {
    const kept = existing.replace(/\s(lang|data-brand)="[^"]*"/gi, '');
    return `<html${kept} ${attributes}>`;
  });
}

function withBackground(page: string, background: string | undefined): string {
  if (background === undefined) return page;
  const color = escapeHtml(background);
  return page
    .replace(BODY_BACKGROUND, (_, start: string) => `${start}${color}`)
    .replace(THEME_COLOR, (_, start: string) => `${start}${color}`);
}

/**
 * The one place where `index.html` is changed on its way out: the web app reads its start-up settings
 * from the `app-config` meta tag, a public site's page gets its title, language, background and the
 * markup the server rendered, and other head tags join them here.
 */
export function renderIndexHtml(template: string, input: IndexHtmlInput): string {
  const title = input.title === undefined ? undefined : `<title>${escapeHtml(input.title)}</title>`;
  const replacesTitle = title !== undefined && TITLE_ELEMENT.test(template);
  let page = replacesTitle ? template.replace(TITLE_ELEMENT, () => title) : template;
  page = withBackground(withHtmlAttributes(page, input), input.background);
  if (input.rootHtml !== undefined) {
    const rootHtml = input.rootHtml;
    page = page.replace(EMPTY_ROOT, () => `<div id="root">${rootHtml}</div>`);
  }
  const tags = [
    ...(title !== undefined && !replacesTitle ? [title] : []),
    `<meta name="app-config" content="${escapeHtml(JSON.stringify(input.config))}">`,
    ...(input.headTags ?? []),
  ].join('\n    ');
  const headEnd = page.search(/<\/head>/i);
  if (headEnd === -1) return `${tags}\n${page}`;
  return `${page.slice(0, headEnd)}  ${tags}\n  ${page.slice(headEnd)}`;
}
