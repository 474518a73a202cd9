import type { AppConfig } from '@eventsite/core/constants/platform';
import { legacyRsvpShowsFormAtOnce } from '@eventsite/core/rules/legacy-rsvp';
import { viewLegacySite } from '@eventsite/core/rules/legacy-site-view';
import { showsEventLogo } from '@eventsite/core/rules/module-has-content';
import type { PublicLegacySite } from '@eventsite/core/schemas/public-site';
import { useMemo } from 'react';
import { siteSections } from './site-sections';
import { SiteCanvas } from './site-canvas';

export interface LegacySiteViewProps {
  site: PublicLegacySite;
  /** The market's language: a version-1 site has no other (`001` §2). */
  language: string;
  config: AppConfig;
  /** PUBLIC for guests; PREVIEW on the owner's page, where nothing is sent. */
  mode?: 'PUBLIC' | 'PREVIEW';
}

/**
 * A version-1 site as guests see it (docs/legacy-sites.md): read as a version-2 site in its one language,
 * every module drawn by its version-2 view, and the older RSVP answered through `/v3/`.
 */
export function LegacySiteView({ site, language, config, mode = 'PUBLIC' }: LegacySiteViewProps) {
  const { site: shown, legacyRsvps } = useMemo(() => viewLegacySite(site, language), [site, language]);
  const legacy = useMemo(
    () => ({
      rsvpsShowingFormAtOnce: new Set(
        [...legacyRsvps.values()]
          .filter((rsvp) => legacyRsvpShowsFormAtOnce(rsvp.properties))
          .map((rsvp) => rsvp.id),
      ),
    }),
    [legacyRsvps],
  );
  const sections = useMemo(
    () => siteSections(shown.siteModules, language, { eventLogo: showsEventLogo(shown, config.brand) }),
    [shown, language, config.brand],
  );
  return (
    <SiteCanvas
      site={shown}
      language={language}
      config={config}
      mode={mode}
      sections={sections}
      legacy={legacy}
    />
  );
}
