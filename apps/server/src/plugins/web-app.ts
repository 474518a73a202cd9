import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toAppConfig } from '../config';
import { AppError } from '../errors/app-error';
import type { PageKey } from '../public-read/page-cache';
import { sendCachedPage } from '../public-read/send-cached-page';
import { loadPublicPageRenderer, publicPageRendererPath } from '../web-app/load-public-page-renderer';
import { resolvePublicPage } from '../web-app/public-page';
import { readPublicPageAssets } from '../web-app/public-page-assets';
import { createGuestPageRenderer, ROBOTS_NOINDEX } from '../web-app/render-guest-page';
import { renderIndexHtml } from '../web-app/render-index-html';
import { isToastmasterPage } from '../web-app/toastmaster-page';
import { siteDepsOf } from '../sites/site-deps';
import { guestPageSecurityHeaders } from '../http/page-security-headers';
import { readSlideshowAssets, slideshowHtml } from '../web-app/slideshow-page';
import { SLIDESHOW_SEGMENT } from '../guest-photos/guest-photo-links';
import { publicSiteOf } from '../public-read/public-site-of';
import { slideshowTokenParamsSchema } from '@eventsite/core/api/guest-photos';
import { isInterfaceLanguage, MARKET_LANGUAGE } from '@eventsite/core/constants/platform';
import { selectMode } from '@eventsite/core/rules/select-mode';

interface WebAppPluginOptions {
  /** The Vite build (`apps/web/dist`); null or a folder without `index.html` serves no web app. */
  distDir: string | null;
}

/** Vite puts content-hashed files here: a new build gets new names, so they can be cached for good. */
const ASSETS_PREFIX = '/assets/';
const RESERVED_PREFIXES = ['/api/', '/dev/', ASSETS_PREFIX];
const HTML = 'text/html; charset=utf-8';
/** The page without a site: the same for every path and host, built once. */
const INDEX_PAGE_KEY: PageKey = { siteId: '', stamp: '', variant: 'index' };

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built web app: its files, and `index.html` with the start-up settings for every page path; on
 * a public site's host the guest's page rendered on the server (`renderGuestPage`), or the redirect to its
 * language.
 */
export default fp<WebAppPluginOptions>(
  async function webApp(app, options) {
    const siteDeps = siteDepsOf(app);
    const { distDir } = options;
    const indexFile = distDir ? join(distDir, 'index.html') : null;
    if (!distDir || !indexFile || !existsSync(indexFile)) {
      app.log.warn(`No web app build at ${distDir ?? '(none)'}: run "npm run build" to serve the web app`);
      return;
    }
    const assetsDir = join(distDir, ASSETS_PREFIX);
    const guestHeaders = guestPageSecurityHeaders({ secure: app.config.secureCookies });
    const template = await readFile(indexFile, 'utf8');
    const config = toAppConfig(app.config);
    const indexHtml = renderIndexHtml(template, { config });
    // The toastmaster's desk: the app's page, kept from search engines; the desk loads its own entry.
    const toastmasterHtml = renderIndexHtml(template, { config, headTags: [ROBOTS_NOINDEX] });
    const renderPublicPage = await loadPublicPageRenderer(publicPageRendererPath(distDir));
    if (!renderPublicPage)
      app.log.warn("No server rendering in the web build: guests' pages are drawn by the browser");
    const renderGuestPage = createGuestPageRenderer({
      template,
      config,
      renderPublicPage,
      assets: await readPublicPageAssets(distDir, template),
      log: app.log,
    });

    await app.register(fastifyStatic, {
      root: distDir,
      // One route per file at start-up instead of a catch-all, so unknown paths reach the page route below.
      wildcard: false,
      index: false,
      // Compressed copies are sent for their file (`preCompressed`), never by their own name; source maps
      // are for our error reports, not for the public.
      globIgnore: ['index.html', '**/*.br', '**/*.gz', '**/*.map'],
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        const hashed = path.startsWith(assetsDir);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
      schemaHide: true,
    });

    const slideshowAssets = await readSlideshowAssets(distDir);
    // The slideshow for the party's projector (issue 38 item 4): on a site's host only, never indexed, never
    // cached by anyone, and its secret token never sent on in a Referer.
    app.get<{ Params: { token: string } }>(
      `/${SLIDESHOW_SEGMENT}/:token`,
      { schema: { hide: true } },
      async (request, reply) => {
        const { mode, host } = selectMode({
          hostname: request.hostname,
          port: request.port === null ? '' : String(request.port),
          search: '',
          config: { domain: siteDeps.config.domain, localDevelopment: siteDeps.config.localDevelopment },
        });
        const stored =
          mode === 'PUBLIC' && host !== null ? await siteDeps.publicRead.sites.find({ host }) : null;
        if (!slideshowAssets || !stored || !slideshowTokenParamsSchema.safeParse(request.params).success) {
          throw new AppError('NOT_FOUND', { message: 'No slideshow here' });
        }
        const siteLanguage = publicSiteOf(stored).availableLanguages?.[0]?.languageCode;
        const language = isInterfaceLanguage(siteLanguage)
          ? siteLanguage
          : MARKET_LANGUAGE[siteDeps.config.market];
        return reply
          .headers(guestHeaders)
          .header('cache-control', 'private, no-store')
          .header('x-robots-tag', 'noindex, nofollow')
          .type(HTML)
          .send(slideshowHtml(slideshowAssets, language));
      },
    );

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const reserved = RESERVED_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
      if (reserved || !acceptsHtml(request)) {
        throw new AppError('NOT_FOUND', { message: `Nothing at ${path.slice(0, 200)}` });
      }
      if (isToastmasterPage(siteDeps, request, path)) {
        // The link is the toastmaster's key: no Referer carries it off, and no cache keeps the page.
        return reply
          .headers(guestHeaders)
          .header('cache-control', 'no-store')
          .type(HTML)
          .send(toastmasterHtml);
      }
      const answer = await resolvePublicPage(siteDeps, request, reply);
      if (answer === null) {
        const index = await app.publicRead.pages.getOrBuild(INDEX_PAGE_KEY, () => ({
          status: 200,
          contentType: HTML,
          body: indexHtml,
        }));
        return sendCachedPage(request, reply.header('cache-control', 'no-cache'), index);
      }
      // A guest's page and its redirect: the stricter policy, so no token leaves in a Referer.
      reply.headers(guestHeaders);
      // The language follows the guest's browser, so the redirect is neither permanent nor shared.
      if (answer.kind === 'redirect') {
        return reply.header('cache-control', 'private, no-cache').redirect(answer.location, 302);
      }
      // Rendered once per site state, language and gate state, also when the rendering failed (the browser
      // draws that page); only the guest's cookies are theirs.
      const page = await app.publicRead.pages.getOrBuild(answer.pageKey, async () => {
        const { status, html } = await renderGuestPage(answer);
        return { status, contentType: HTML, body: html };
      });
      // Whether the gate shows depends on the guest's cookie: no shared cache may keep the page.
      return sendCachedPage(request, reply.header('cache-control', 'private, no-cache'), page);
    });
  },
  { name: 'web-app', dependencies: ['config', 'errors', 'repositories', 'public-read'] },
);
