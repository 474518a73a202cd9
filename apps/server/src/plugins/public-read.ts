import fp from 'fastify-plugin';
import { cachedReadAnswerer, PUBLIC_READ_BY_HOST_ROUTE } from '../public-read/answer-cached-read';
import { PageCache } from '../public-read/page-cache';
import { PublicSiteDirectory } from '../public-read/public-site-directory';
import { VisitBuffer } from '../sites/visit-buffer';

/** The database channel the `sites` and `site_hosts` triggers notify with a changed site's id. */
const SITE_CHANGED_CHANNEL = 'site_changed';
/** Pages of every form kept at most (identity, brotli and gzip together). */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
const VISIT_FLUSH_MS = 2000;

export interface PublicRead {
  /** Public responses built once per site state (`PageCache`). */
  pages: PageCache;
  /** The sites guests read, re-read only when changed (`PublicSiteDirectory`). */
  sites: PublicSiteDirectory;
  /** Visits counted in batches off the request path (`VisitBuffer`). */
  visits: VisitBuffer;
  /** A site changed in this process: its next request reads it again and builds its pages anew. */
  siteChanged(siteId: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicRead: PublicRead;
  }
}

/**
 * The guests' read path (`decisions.md` §1): the sites and pages they read kept in memory and replaced when
 * a site changes, here or in another process on the same database (NOTIFY from a trigger on every write of
 * the site's rows, with a re-check after a second in case a notice is lost), and visits counted in batches.
 */
export default fp(
  async function publicRead(app) {
    const pages = new PageCache({ maxBytes: PAGE_CACHE_BYTES });
    const sites = new PublicSiteDirectory(app.repositories.sites);
    const siteChanged = (siteId: string) => {
      sites.forget(siteId);
      pages.forgetSite(siteId);
    };
    const visits = new VisitBuffer({
      store: (batch, newVisitors) => app.repositories.siteVisits.countVisits(batch, newVisitors),
      // Only the JSON read shows the count: the directory reads the site again, the pages stay.
      onCounted: (siteIds) => siteIds.forEach((siteId) => sites.forget(siteId)),
      onError: (error) => app.log.error({ err: error }, 'Counting visits failed'),
    });
    app.decorate('publicRead', { pages, sites, visits, siteChanged } satisfies PublicRead);

    // This plugin comes before those that add the other hooks: a guest's read of a site in memory is
    // answered here and skips the rest of the request's hooks but the metrics' onResponse.
    const answerCachedRead = cachedReadAnswerer({ sites, pages, visits, config: app.config, now: app.now });
    app.addHook('onRequest', (request, reply, done) => {
      if (request.method === 'GET' && request.routeOptions.url === PUBLIC_READ_BY_HOST_ROUTE) {
        const { host } = request.params as { host: string };
        // Answered or not, the metrics' onResponse hook counts it (Fastify runs it for hijacked replies too).
        answerCachedRead(request, reply, host);
      }
      done();
    });

    const stopListening = await app.listenToDatabase(SITE_CHANGED_CHANNEL, {
      onNotice: siteChanged,
      onListening: () => {
        sites.forgetAll();
        pages.clear();
      },
      onError: (error) => app.log.warn({ err: error }, 'Listening for site changes failed; retrying'),
    });
    const flushTimer = setInterval(() => void visits.flush(), VISIT_FLUSH_MS);
    flushTimer.unref();
    app.addHook('onClose', async () => {
      clearInterval(flushTimer);
      await visits.flush();
      await stopListening();
    });
  },
  { name: 'public-read', dependencies: ['config', 'database', 'repositories'] },
);
