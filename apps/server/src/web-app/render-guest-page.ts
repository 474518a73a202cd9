import {
  PUBLIC_PAGE_DATA_ELEMENT_ID,
  type AppConfig,
  type PublicPageState,
  type RenderedPublicPage,
  type RenderPublicPage,
} from '@eventsite/core';
import type { FastifyBaseLogger } from 'fastify';
import { escapeHtml, jsonForScript } from '../html/escape-html';
import type { GuestPage } from './public-page';
import type { PublicPageAssets } from './public-page-assets';
import { renderIndexHtml } from './render-index-html';
import { themeOfPage, withoutOtherThemes } from './theme-css';

/** `001` §2: the password gate and error pages stay out of search engines. */
export const ROBOTS_NOINDEX = '<meta name="robots" content="noindex, noimageindex, nofollow">';

export interface GuestPageRendererOptions {
  template: string;
  config: AppConfig;
  /** The web build's server rendering (`apps/web/dist-ssr`); null draws the page in the browser only. */
  renderPublicPage: RenderPublicPage | null;
  /** The guests' entry's files; null when the build has no manifest. */
  assets: PublicPageAssets | null;
  log: FastifyBaseLogger;
}

/** A guest's finished page. */
export interface RenderedGuestPage {
  status: number;
  html: string;
}

const STATUS_OF_STATE: Readonly<Record<PublicPageState['status'], RenderedPublicPage['status']>> = {
  site: 200,
  password: 401,
  notFound: 404,
};

function assetTags(assets: PublicPageAssets | null, css: string): string[] {
  if (assets === null) return [];
  return [
    `<style>${css}</style>`,
    // Vite's loader of the guests' entry adds a link for each of its style sheets that the page lacks and
    // waits for it; disabled links, which the browser does not fetch, tell it the page already has them.
    ...assets.styleSheets.map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" disabled>`,
    ),
  ];
}

function fontTags(fonts: RenderedPublicPage['fonts']): string[] {
  if (fonts === null) return [];
  return [
    ...fonts.preloadUrls.map(
      (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}">`,
    ),
    // The rules hold quoted font names and asset paths only; `<` cannot occur in them.
    ...(fonts.fontFaceCss === '' ? [] : [`<style>${fonts.fontFaceCss.replaceAll('<', '')}</style>`]),
  ];
}

/**
 * Makes the one function that turns a guest's page into its HTML: `index.html` with the page drawn by the
 * web build's server rendering in `#root`, its status, language, background, inlined style sheets, script chunks
 * and the site's fonts, and the page's data for the browser to hydrate. It reads nothing but its input
 * (see `GuestPage.pageKey`). When the rendering is missing or fails, the browser draws the page from the
 * same data, as it did before pages were rendered on the server.
 */
export function createGuestPageRenderer(options: GuestPageRendererOptions) {
  const { config, renderPublicPage, assets, log } = options;
  // A guest's page carries its style sheets inline (`assetTags`) instead of linking them.
  const template = assets?.template ?? options.template;
  const cssByTheme = new Map<string, string>();
  /*
   * A page drawn on the server gets only its theme's rules. Any other page (the password gate, whose site
   * the browser draws once the guest is in, or a page the browser draws because the rendering failed)
   * keeps every theme.
   */
  const styleOf = (html: string | undefined): string => {
    const theme = html === undefined ? null : themeOfPage(html);
    if (assets === null || theme === null) return assets?.css ?? '';
    const css = cssByTheme.get(theme) ?? withoutOtherThemes(assets.css, theme);
    cssByTheme.set(theme, css);
    return css;
  };
  return async function renderGuestPage(guestPage: GuestPage): Promise<RenderedGuestPage> {
    const page = guestPage.page();
    const preview = guestPage.preview();
    let rendered: RenderedPublicPage | null = null;
    try {
      rendered = renderPublicPage ? await renderPublicPage({ config, page }) : null;
    } catch (error) {
      // The rendering reads nothing but the page, so it would fail again: the stand-in is kept like a page.
      log.error({ err: error, host: page.host }, 'Rendering a public page failed; the browser draws it');
    }
    const status = rendered?.status ?? STATUS_OF_STATE[page.state.status];
    const html = renderIndexHtml(template, {
      config,
      title: preview?.title,
      language: rendered?.language ?? page.language,
      background: rendered?.background ?? undefined,
      rootHtml: rendered?.html,
      headTags: [
        ...(preview?.headTags ?? [ROBOTS_NOINDEX]),
        ...assetTags(assets, styleOf(rendered?.html)),
        ...fontTags(rendered?.fonts ?? null),
        `<script type="application/json" id="${PUBLIC_PAGE_DATA_ELEMENT_ID}">${jsonForScript(page)}</script>`,
      ],
    });
    return { status, html };
  };
}
