import { showsEventLogo } from '@eventsite/core/rules/module-has-content';
import { withInvitedEvents } from '@eventsite/core/rules/schedule-events';
import { usePersonalLinkHousehold } from '../modules/shared/personal-link-household';
import { lazy, Suspense, useMemo } from 'react';
import { LazyGuestSection } from '../lib/hydrated-signal';
import { ReportingErrorBoundary } from './module-section';
import { SiteCanvas, type SiteViewProps } from './site-canvas';
import { siteSections } from './site-sections';

/*
 * Reading a version-1 site checks its modules with the core schemas (zod), which guests of version-2
 * sites never download; the server rendering waits for it, so the first paint is complete either way.
 */
const LegacySiteView = lazy(() =>
  import('./legacy-site-view').then((module) => ({ default: module.LegacySiteView })),
);

/* A household's table shows only through its personal link, read after hydration: its code loads then. */
const GuestSeatsCard = lazy(() =>
  import('./guest-seats-card').then((module) => ({ default: module.GuestSeatsCard })),
);

/** The public site a guest sees (`001` §1, §2); a version-1 site through `LegacySiteView`. */
export function SiteView({ site, language, config }: SiteViewProps) {
  // A personal link's by-invitation events join their programme before the page decides what it shows.
  const household = usePersonalLinkHousehold(site._id, site.usesSiteModules);
  const sections = useMemo(
    () =>
      site.usesSiteModules
        ? siteSections(withInvitedEvents(site.siteModules, household?.invitedEvents ?? []), language, {
            eventLogo: showsEventLogo(site, config.brand),
          })
        : [],
    [site, household, language, config.brand],
  );
  if (!site.usesSiteModules) {
    return (
      <LazyGuestSection>
        <LegacySiteView site={site} language={language} config={config} />
      </LazyGuestSection>
    );
  }
  const seats = household?.seats ?? [];
  return (
    <SiteCanvas
      site={site}
      language={language}
      config={config}
      mode="PUBLIC"
      sections={sections}
      mainStart={
        household &&
        seats.length > 0 && (
          <ReportingErrorBoundary fallback={null} info={{ section: 'guest-seats' }}>
            <Suspense fallback={null}>
              <GuestSeatsCard seats={seats} members={household.members} language={language} />
            </Suspense>
          </ReportingErrorBoundary>
        )
      }
    />
  );
}
