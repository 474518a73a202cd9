import { toPublicSite, type PublicSite } from '@eventsite/core/schemas/public-site';
import { siteV2Schema, type SiteV2Input } from '@eventsite/core/schemas/site';
import type { SiteModule, SiteModuleInput } from '@eventsite/core/schemas/site-modules';
import type { ModuleContext } from './module-context';

/**
 * A site holding the given modules, then the site's own `siteModules` if given, parsed with the real schema
 * so that defaults apply (tests only).
 */
function siteWith(modules: SiteModuleInput[], site: Partial<SiteV2Input> = {}): PublicSite {
  return toPublicSite(
    siteV2Schema.parse({
      _id: 'site-1',
      usesSiteModules: true,
      theme: 'theme4',
      ...site,
      siteModules: [...modules, ...(site.siteModules ?? [])],
    }),
  );
}

/** How a test sets up the context: its fields, and the site's fields beside the module. */
export type TestContextOptions = Partial<Omit<ModuleContext, 'site'>> & { site?: Partial<SiteV2Input> };

/** The first module of a site and a context to render it in (tests only). */
export function moduleInContext<M extends SiteModule>(
  module: SiteModuleInput,
  context: TestContextOptions = {},
): { module: M; context: ModuleContext } {
  const { site: siteFields, ...rest } = context;
  const site = siteWith([module], siteFields);
  const parsed = site.usesSiteModules ? site.siteModules[0] : undefined;
  if (!parsed) throw new Error('the module did not parse');
  return {
    module: parsed as M,
    context: { site, language: 'sv', mode: 'PUBLIC', live: true, market: 'se', ...rest },
  };
}
