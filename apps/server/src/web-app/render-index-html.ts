import type { AppConfig } from '@eventsite/core';
import { escapeHtml } from '../html/escape-html';

export interface IndexHtmlInput {
  config: AppConfig;
  /** The document title, replacing the template's `<title>`. */
  title?: string;
  /** More tags for `<head>`, already safe HTML (e.g. a public site's link-preview tags). */
  headTags?: string[];
}

const TITLE_ELEMENT = /<title>[\s\S]*?<\/title>/i;

/**
 * The one place where `index.html` is changed on its way out: the web app reads its start-up settings
 * from the `app-config` meta tag, a public site's page gets its title, and other head tags join them here.
 */
export function renderIndexHtml(template: string, input: IndexHtmlInput): string {
  const title = input.title === undefined ? undefined : `<title>${escapeHtml(input.title)}</title>`;
  const replacesTitle = title !== undefined && TITLE_ELEMENT.test(template);
  const page = replacesTitle ? template.replace(TITLE_ELEMENT, () => title) : template;
  const tags = [
    ...(title !== undefined && !replacesTitle ? [title] : []),
    `<meta name="app-config" content="${escapeHtml(JSON.stringify(input.config))}">`,
    ...(input.headTags ?? []),
  ].join('\n    ');
  const headEnd = page.search(/<\/head>/i);
  if (headEnd === -1) return `${tags}\n${page}`;
  return `${page.slice(0, headEnd)}  ${tags}\n  ${page.slice(headEnd)}`;
}
