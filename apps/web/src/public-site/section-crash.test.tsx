import { publicSiteSchema } from '@eventsite/core/schemas/public-site';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { testConfig } from '../test/render-edit-app';
import { SiteView } from './site-view';

// The site's bar is a section outside every module; here its menu crashes.
vi.mock('./site-menu', () => ({
  SiteMenu: () => {
    throw new Error('menu crashed');
  },
}));

const site = publicSiteSchema.parse({
  _id: 'site-1',
  host: 'anna-och-erik.festsidan.se',
  active: true,
  usesSiteModules: true,
  theme: 'theme4',
  availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
  siteModules: [{ id: 'm1', siteModuleType: 'Text', title: { sv: 'Välkommen', en: 'Welcome' } }],
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the public site: a crashed section (001 §8)', () => {
  it.each([
    ['sv', 'Ett fel uppstod'],
    ['en', 'An error occurred'],
    ['da', 'En fejl opstod'],
  ])(
    'shows "%s: %s" with a message in its place, reports it, and keeps the modules',
    async (language, title) => {
      const requests = mockFetch(() => undefined);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      render(<SiteView site={site} language={language} config={testConfig} />);

      const notice = screen.getByRole('alert');
      expect(notice).toHaveTextContent(title);
      expect(notice.textContent?.length).toBeGreaterThan(title.length + 20);
      expect(screen.getByRole('contentinfo')).toBeVisible();
      expect(
        screen.getByRole('heading', { name: language === 'sv' ? 'Välkommen' : 'Welcome' }),
      ).toBeVisible();
      await waitFor(() =>
        expect(requests.filter((request) => request.path === '/api/logs/')).toHaveLength(1),
      );
    },
  );
});
