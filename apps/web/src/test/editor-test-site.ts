import { siteV2Schema, type SiteV2, type SiteV2Input } from '@eventsite/core/schemas/site';

/** A saved party site with a header, a text and a countdown, for the editor's tests. */
export function editorTestSite(overrides: Partial<SiteV2Input> = {}): SiteV2 {
  return siteV2Schema.parse({
    _id: 'site-1',
    usesSiteModules: true,
    siteVersion: 7,
    host: 'annas-fest.festsidan.se',
    active: false,
    theme: 'theme4',
    fonts: { heading: 'Playfair Display', text: 'Arial' },
    siteModules: [
      { id: 'header', siteModuleType: 'Header', title: { sv: 'Annas fest' } },
      { id: 'welcome', siteModuleType: 'Text', title: { sv: 'Välkomna' } },
      {
        id: 'countdown',
        siteModuleType: 'Countdown',
        title: { sv: 'Snart' },
        countdownDate: '2030-06-14T15:00',
      },
    ],
    ...overrides,
  });
}
