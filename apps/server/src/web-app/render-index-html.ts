import type { AppConfig } from '@eventsite/core';
import { escapeHtml } from '../html/escape-html';

export interface IndexHtmlInput {
  config: AppConfig;
  /** More tags for `<head>`, already safe HTML (e.g. a public site's link-preview tags). */
  headTags?: string[];
}

/**
 * The one place where `index.html` is changed on its way out: the web app reads its start-up settings
 * from the `app-config` meta tag, and other head tags can join it here.
 */
export function renderIndexHtml(template: string, input: IndexHtmlInput): string {
  const tags = [
    `<meta name="app-config" content="${escapeHtml(JSON.stringify(input.config))}">`,
    ...(input.headTags ?? []),
  ].join('\n    ');
  const headEnd = template.search(/<\/head>/i);
  if (headEnd === -1) return `${tags}\n${template}`;
  return `${template.slice(0, headEnd)}  ${tags}\n  ${template.slice(headEnd)}`;
}
