import { describe, expect, it } from 'vitest';
import { PageCache } from '../../src/public-read/page-cache';

const KEY = { siteId: 'site-1', stamp: 'stamp-1', variant: 'page|sv' };

describe('the page cache', () => {
  it('builds a page once per key and serves the kept copy after that', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    let builds = 0;
    const build = () => ({ status: 200, contentType: 'text/html', body: `page ${++builds}` });
    await cache.getOrBuild(KEY, build);
    const second = await cache.getOrBuild(KEY, build);
    expect(second.identity.toString()).toBe('page 1');
    expect(builds).toBe(1);
  });

  it('builds once for parallel first requests', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    let builds = 0;
    const build = async () => ({ status: 200, contentType: 'text/html', body: `page ${++builds}` });
    const pages = await Promise.all([cache.getOrBuild(KEY, build), cache.getOrBuild(KEY, build)]);
    expect(pages.map((page) => page.identity.toString())).toEqual(['page 1', 'page 1']);
    expect(builds).toBe(1);
  });
});

describe('the page cache across site states', () => {
  it("drops a site's older state of a page as soon as a newer one is kept", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    let builds = 0;
    const build = () => ({ status: 200, contentType: 'text/html', body: `page ${++builds}` });
    await cache.getOrBuild(KEY, build);
    await cache.getOrBuild({ ...KEY, stamp: 'stamp-2' }, build);
    expect((await cache.getOrBuild(KEY, build)).identity.toString()).toBe('page 3');
  });

  it('keeps the pages of other variants when one variant gets a newer state', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    let builds = 0;
    const build = () => ({ status: 200, contentType: 'text/html', body: `page ${++builds}` });
    await cache.getOrBuild(KEY, build);
    await cache.getOrBuild({ ...KEY, variant: 'json', stamp: 'stamp-2' }, build);
    expect((await cache.getOrBuild(KEY, build)).identity.toString()).toBe('page 1');
  });
});
