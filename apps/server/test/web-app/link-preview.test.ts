import { describe, expect, it } from 'vitest';
import { toPublicSite, siteV2Schema } from '@eventsite/core';
import { realisticSiteV2 } from '@eventsite/core/schemas/site.fixture';
import { linkPreview } from '../../src/web-app/link-preview';

const site = toPublicSite(siteV2Schema.parse(realisticSiteV2()));
const INPUT = {
  site,
  host: 'anna-och-erik.brollopssidan.se',
  origin: 'https://anna-och-erik.brollopssidan.se',
  path: '/',
};

describe('linkPreview', () => {
  it("describes the site by its header, in the page's language", () => {
    const { title, headTags } = linkPreview(INPUT);
    const html = headTags.join('\n');
    expect(title).toBe('Anna & Erik');
    expect(html).toContain('<meta name="description" content="14 juni 2025">');
    expect(html).toContain('<meta property="og:title" content="Anna &amp; Erik">');
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('<meta property="og:url" content="https://anna-och-erik.brollopssidan.se/">');
    expect(html).toContain('<meta property="og:locale" content="sv_SE">');
    expect(html).toContain(
      '<meta property="og:image" content="https://anna-och-erik.brollopssidan.se/api/uploads/site-1/a1b2c3-1600.jpg">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="robots" content="all">');

    const english = linkPreview({ ...INPUT, path: '/en' }).headTags.join('\n');
    expect(english).toContain('<meta name="description" content="June 14, 2025">');
    expect(english).toContain('<meta property="og:locale" content="en_GB">');
  });

  it('escapes everything the owner wrote', () => {
    const hostile = '</script><script>alert("x")</script><!-- & \u2028';
    const modules = site.usesSiteModules ? site.siteModules : [];
    const withTitle = {
      ...site,
      siteModules: modules.map((module) =>
        module.siteModuleType === 'Header' ? { ...module, title: { sv: hostile } } : module,
      ),
    };
    const { title, headTags } = linkPreview({ ...INPUT, site: withTitle });
    expect(title).toBe(hostile);
    const html = headTags.join('\n');
    expect(html).not.toContain('<script><');
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('</script>');
    expect(html).toContain(
      'content="&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;!-- &amp; \u2028"',
    );
  });

  it('asks search engines to stay away when metaNoindex is set, and falls back to the host', () => {
    const modules = site.usesSiteModules ? site.siteModules : [];
    const bare = {
      ...site,
      metaNoindex: true,
      siteModules: modules.filter((m) => m.siteModuleType !== 'Header'),
    };
    const { title, headTags } = linkPreview({ ...INPUT, site: bare });
    expect(title).toBe(INPUT.host);
    const html = headTags.join('\n');
    expect(html).toContain('<meta name="robots" content="noindex, noimageindex, nofollow">');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('name="description"');
  });
});
