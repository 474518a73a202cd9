import type { AppConfig } from '@eventsite/core/constants/platform';
import { pageFacts } from '@eventsite/core/rules/page-facts';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { PublicPageData } from '@eventsite/core/schemas/public-page';
import { publicSiteSchema, type PublicSite } from '@eventsite/core/schemas/public-site';
import type { SiteModuleInput } from '@eventsite/core/schemas/site-modules';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest } from '../test/fetch-mock';
import { testConfig } from '../test/render-edit-app';
import type { ModuleContext } from '../modules/module-context';
import {
  forgetPersonalLinkHouseholds,
  loadPersonalLinkHousehold,
} from '../modules/shared/personal-link-household';
import PublicApp from './public-app';

// The module views have their own tests; here a module shows its title, and one named 'Boom' crashes.
const loadSiteFonts = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../fonts/load-site-fonts', () => ({ loadSiteFonts }));

vi.mock('../modules/registry', () => ({
  GuestModuleView: ({ module, context }: { module: PublicSiteModule; context: ModuleContext }) => {
    const title = translateText(module.title, context.language);
    if (title.startsWith('Boom')) throw new Error('module crashed');
    return <h2>{title}</h2>;
  },
}));

type PublicSiteModule = Extract<PublicSite, { usesSiteModules: true }>['siteModules'][number];

const HOST = 'anna-och-erik.festsidan.se';
const TEXTS = { sv: 'Fel', en: 'Error', da: 'Fejl' };

function textModule(id: string, title: string, extra: Partial<SiteModuleInput> = {}): SiteModuleInput {
  return {
    id,
    siteModuleType: 'Text',
    title: { sv: title, en: `${title} (en)` },
    ...extra,
  } as SiteModuleInput;
}

function site(overrides: Record<string, unknown> = {}): PublicSite {
  return publicSiteSchema.parse({
    _id: 'site-1',
    host: HOST,
    active: true,
    usesSiteModules: true,
    theme: 'theme4',
    availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
    siteModules: [textModule('m1', 'Välkommen'), textModule('m2', 'Program & <mat>')],
    ...overrides,
  });
}

function legacySite(): PublicSite {
  return publicSiteSchema.parse({
    _id: 'site-2',
    host: HOST,
    usesSiteModules: false,
    theme: 'theme5',
    modules: [
      { id: 'CLIENTID1', type: 'Text', title: 'Gamla tider', text: 'Första stycket' },
      {
        id: 'CLIENTID2',
        type: 'Rsvp',
        title: 'OSA',
        maxNumberOfPersons: 2,
        chooseNumberOfPersonsText: 'Hur många?',
      },
    ],
  });
}

/** The site the server rendered the page with, for the next render of the app; null for none. */
let inlined: { site: PublicSite; host: string } | null = null;

function inlineSite(data: PublicSite, host = HOST) {
  inlined = { site: data, host };
}

/** The page as the server renders it for the path, with the site. */
function renderedPage(data: PublicSite, path: string, host = HOST): PublicPageData {
  return {
    host,
    isDemo: host.startsWith('demo.'),
    language: 'sv',
    pathname: path.split('?')[0] ?? '/',
    protocol: window.location.protocol,
    port: window.location.port,
    state: { status: 'site', site: data },
    facts: pageFacts(data, 'se'),
  };
}

function renderPublicApp({
  path = '/',
  host = HOST,
  config = testConfig,
}: { path?: string; host?: string; config?: AppConfig } = {}) {
  window.history.replaceState(null, '', path);
  // As main.tsx does: a page rendered for another host is not taken over.
  const rendered = inlined?.host === host ? inlined.site : undefined;
  return render(
    <PublicApp
      config={config}
      selection={{ mode: 'PUBLIC', host, isDemo: host.startsWith('demo.') }}
      initialLanguage="sv"
      rendered={rendered ? renderedPage(rendered, path, host) : undefined}
    />,
  );
}

function robots(): string | null | undefined {
  return document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content;
}

const logReports = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path === '/api/logs/');

beforeEach(() => {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
});

afterEach(() => {
  inlined = null;
  document.head.querySelector('meta[name="robots"]')?.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the public site: loading (001 §2)', () => {
  it('uses the inlined site for the first paint, without a fetch or a loading text', () => {
    const requests = mockFetch(() => undefined);
    inlineSite(site());
    renderPublicApp({ path: '/sv' });

    expect(screen.getByRole('heading', { name: 'Välkommen' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Program & <mat>' })).toBeVisible();
    expect(screen.queryByText('Laddar...')).toBeNull();
    expect(requests).toEqual([]);
    expect(document.title).toBe(HOST);
    expect(document.documentElement.lang).toBe('sv');
  });

  it('fetches the site when the inlined one is for another host', async () => {
    const requests = mockFetch((request) =>
      request.path === `/api/sites/public/host/${HOST}` ? jsonResponse(site()) : undefined,
    );
    inlineSite(site(), 'other.festsidan.se');
    renderPublicApp({ path: '/en' });

    expect(await screen.findByRole('heading', { name: 'Välkommen (en)' })).toBeVisible();
    expect(requests.map((request) => request.path)).toContain(`/api/sites/public/host/${HOST}`);
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it('shows the wrong-address page on 404', async () => {
    mockFetch(() =>
      jsonResponse(
        { isErrorResponse: true, code: 'SITE_NOT_FOUND', errorDescription: TEXTS, message: 'Not found' },
        404,
      ),
    );
    renderPublicApp();
    expect(await screen.findByRole('heading', { name: 'Här finns ingen sida' })).toBeVisible();
    expect(robots()).toBe('noindex, noimageindex, nofollow');
  });

  it('shows "Misslyckades att hämta sidan" on another error, and reports it', async () => {
    const requests = mockFetch((request) =>
      request.path.startsWith('/api/sites/') ? jsonResponse({ message: 'Boom' }, 500) : undefined,
    );
    renderPublicApp();
    expect(await screen.findByRole('heading', { name: 'Misslyckades att hämta sidan' })).toBeVisible();
    await waitFor(() => expect(logReports(requests)).toHaveLength(1));
  });

  it("titles a demo host's site 'Demo site'", () => {
    mockFetch(() => undefined);
    inlineSite(site(), 'demo.festsidan.se');
    renderPublicApp({ path: '/sv', host: 'demo.festsidan.se' });
    expect(document.title).toBe('Demo site');
  });

  it('sets the robots meta from metaNoindex', () => {
    mockFetch(() => undefined);
    inlineSite(site({ metaNoindex: true }));
    const view = renderPublicApp({ path: '/sv' });
    expect(robots()).toBe('noindex, noimageindex, nofollow');
    view.unmount();

    inlined = null;
    inlineSite(site({ metaNoindex: false }));
    renderPublicApp({ path: '/sv' });
    expect(robots()).toBe('all');
  });
});

describe('the public site: languages (001 §2 "Public route")', () => {
  beforeEach(() => mockFetch(() => undefined));

  it('redirects once to the browser language when the site offers it, keeping the query string', async () => {
    inlineSite(site());
    renderPublicApp({ path: '/?utm=invite' });
    await waitFor(() => expect(window.location.pathname).toBe('/en'));
    expect(window.location.search).toBe('?utm=invite');
    expect(await screen.findByRole('heading', { name: 'Välkommen (en)' })).toBeVisible();
  });

  it('redirects to the first language when the browser language is not offered', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    inlineSite(site());
    renderPublicApp({ path: '/' });
    await waitFor(() => expect(window.location.pathname).toBe('/sv'));
  });

  it('leads a language the site does not offer to one it does', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    inlineSite(site());
    renderPublicApp({ path: '/fr' });
    await waitFor(() => expect(window.location.pathname).toBe('/sv'));
  });

  it('shows the wrong-address page for a path that is no language', () => {
    inlineSite(site());
    renderPublicApp({ path: '/kontakt' });
    expect(screen.getByRole('heading', { name: 'Här finns ingen sida' })).toBeVisible();
  });

  it('shows the wrong-address page for a deeper path', () => {
    inlineSite(site());
    renderPublicApp({ path: '/sv/program' });
    expect(screen.getByRole('heading', { name: 'Här finns ingen sida' })).toBeVisible();
  });

  it('shows a one-language site without redirect and without a switcher', () => {
    inlineSite(site({ availableLanguages: [{ languageCode: 'sv' }] }));
    renderPublicApp({ path: '/' });
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Välkommen' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Språk' })).toBeNull();
  });

  it('shows a legacy site without language handling; a language in its path is not found', async () => {
    inlineSite(legacySite());
    const view = renderPublicApp({ path: '/' });
    expect(window.location.pathname).toBe('/');
    expect(await screen.findByRole('contentinfo')).toBeVisible();
    // Every module shows, read in the market's language (the module views themselves are stubbed here).
    expect(screen.getByRole('heading', { name: 'Gamla tider' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'OSA' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Här finns ingen sida' })).toBeNull();
    view.unmount();

    renderPublicApp({ path: '/sv' });
    expect(screen.getByRole('heading', { name: 'Här finns ingen sida' })).toBeVisible();
  });

  it('offers the other languages by their own names, keeping the query string', async () => {
    const user = userEvent.setup();
    inlineSite(
      site({ availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }, { languageCode: 'da' }] }),
    );
    renderPublicApp({ path: '/sv?guest=7' });

    const switcher = screen.getByRole('navigation', { name: 'Språk' });
    expect(within(switcher).getByRole('link', { name: 'Svenska' })).toHaveAttribute('href', '/sv?guest=7');
    expect(within(switcher).getByRole('link', { name: 'Svenska' })).toHaveAttribute('aria-current', 'true');
    expect(within(switcher).getByRole('link', { name: 'Dansk' })).toHaveAttribute('href', '/da?guest=7');

    await user.click(within(switcher).getByRole('link', { name: 'English' }));
    expect(window.location.pathname).toBe('/en');
    expect(await screen.findByRole('heading', { name: 'Välkommen (en)' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  });

  it('names the languages as the server named them for the page it rendered', () => {
    const data = site({ availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }] });
    const page = renderedPage(data, '/sv');
    page.facts.languageNames = { sv: 'Svenska (S)', en: 'English (S)' };
    window.history.replaceState(null, '', '/sv');
    render(
      <PublicApp
        config={testConfig}
        selection={{ mode: 'PUBLIC', host: HOST, isDemo: false }}
        initialLanguage="sv"
        rendered={page}
      />,
    );

    const switcher = screen.getByRole('navigation', { name: 'Språk' });
    expect(within(switcher).getByRole('link', { name: 'Svenska (S)' })).toHaveAttribute('href', '/sv');
    expect(within(switcher).getByRole('link', { name: 'English (S)' })).toHaveAttribute('href', '/en');
  });
});

describe('the public site: fonts (001 "Themes")', () => {
  beforeEach(() => {
    mockFetch(() => undefined);
    loadSiteFonts.mockClear();
  });

  it("leaves the fonts to the head of a page the server rendered, and declares a fetched site's itself", async () => {
    const data = site({ fonts: { heading: 'Lora', text: 'Lato' } });
    inlineSite(data);
    const view = renderPublicApp({ path: '/sv' });
    expect(await screen.findByRole('contentinfo')).toBeVisible();
    expect(loadSiteFonts).not.toHaveBeenCalled();
    view.unmount();

    inlined = null;
    mockFetch(() => jsonResponse(data));
    renderPublicApp({ path: '/sv' });
    expect(await screen.findByRole('contentinfo')).toBeVisible();
    expect(loadSiteFonts).toHaveBeenCalledWith({ heading: 'Lora', text: 'Lato' });
  });
});

describe('the public site: password gate (001 "Password gate")', () => {
  function mockGate(loginAnswer: (password: string) => Response) {
    return mockFetch((request) => {
      if (request.path === `/api/sites/public/host/${HOST}`) {
        return jsonResponse(
          {
            isErrorResponse: true,
            code: 'SITE_PASSWORD_REQUIRED',
            errorDescription: TEXTS,
            message: 'Password',
            siteId: 'site-1',
          },
          401,
        );
      }
      if (request.path === '/api/sites/public/site-1/login') {
        return loginAnswer((request.body as { password: string }).password);
      }
      return undefined;
    });
  }

  it('asks for the password, says so in Swedish when it is wrong, and shows the site when it is right', async () => {
    const user = userEvent.setup();
    mockGate((password) =>
      password === 'gäster'
        ? jsonResponse(site())
        : jsonResponse(
            { isErrorResponse: true, code: 'WRONG_SITE_PASSWORD', errorDescription: TEXTS, message: 'No' },
            401,
          ),
    );
    renderPublicApp({ path: '/sv' });

    const field = await screen.findByLabelText('Lösenord');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'current-password');
    await waitFor(() => expect(robots()).toBe('noindex, noimageindex, nofollow'));

    await user.type(field, 'fel');
    await user.click(screen.getByRole('button', { name: 'Visa sidan' }));
    expect(await screen.findByText('Felaktigt lösenord, försök gärna igen.')).toBeVisible();

    await user.clear(field);
    await user.type(field, 'gäster{Enter}');
    expect(await screen.findByRole('heading', { name: 'Välkommen' })).toBeVisible();
  });

  it('says the login failed on another error', async () => {
    const user = userEvent.setup();
    mockGate(() => jsonResponse({ message: 'Down' }, 503));
    renderPublicApp({ path: '/sv' });

    await user.type(await screen.findByLabelText('Lösenord'), 'gäster{Enter}');
    expect(await screen.findByText('Misslyckades att hämta sidan genom inloggning')).toBeVisible();
  });
});

describe('the public site: modules and menu (001 "Anchors and menu", §8)', () => {
  it('gives each module a unique anchor, lists only modules not hidden from the menu, and never renders hidden ones', () => {
    mockFetch(() => undefined);
    inlineSite(
      site({
        siteModules: [
          textModule('m1', 'OSA'),
          textModule('m2', 'OSA'),
          textModule('m3', 'Hemligt', { hideInMenu: true }),
          textModule('m4', 'Utkast', { hide: true }),
          textModule('m5', 'Program', { menuTitle: { sv: 'Dagen' } }),
        ],
      }),
    );
    renderPublicApp({ path: '/sv' });

    const ids = [...document.querySelectorAll('section.site-section')].map((section) => section.id);
    expect(ids).toEqual(['osa', 'osa-2', 'hemligt', 'dagen']);
    const menu = screen.getByRole('navigation', { name: 'Meny' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#osa', '#osa-2', '#dagen']);
    expect(screen.queryByText('Utkast')).toBeNull();
  });

  it('shows the module crash text in place of a crashed module, reports it, and renders the next module', async () => {
    const requests = mockFetch(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    inlineSite(site({ siteModules: [textModule('m1', 'Boom'), textModule('m2', 'Program')] }));
    renderPublicApp({ path: '/sv' });

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ett oväntat fel uppstod i den här modulen. Felet har loggats. Ladda om sidan.',
    );
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'hej@festsidan.se' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Program' })).toBeVisible();
    await waitFor(() => expect(logReports(requests)).toHaveLength(1));
  });

  it('renders the crash text in English on an English page', () => {
    mockFetch(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    inlineSite(site({ siteModules: [textModule('m1', 'Boom'), textModule('m2', 'Program')] }));
    renderPublicApp({ path: '/en' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An unexpected error occurred in this module. The error has been logged. Reload the page. If this does not help, contact support for help.',
    );
  });

  it('signs the page with the product', () => {
    mockFetch(() => undefined);
    inlineSite(site());
    renderPublicApp({ path: '/sv' });
    expect(screen.getByRole('link', { name: 'Skapad med Festsidan' })).toHaveAttribute(
      'href',
      `http://festsidan.se:${window.location.port}/`,
    );
  });
});

describe("the public site: a personal link's table (issue 35 item 4)", () => {
  const HOUSEHOLD = {
    name: 'Familjen Berg',
    members: ['Anna Berg', 'Erik Berg'],
    language: 'sv',
    events: [],
    invitedEvents: [],
  };

  afterEach(() => forgetPersonalLinkHouseholds());

  function openWithLink(household: Record<string, unknown>) {
    mockFetch(({ path }) =>
      path === '/api/sites/public/site-1/households/token-1' ? jsonResponse(household) : undefined,
    );
    inlineSite(
      site({
        siteModules: [
          { id: 'h', siteModuleType: 'Header', title: { sv: 'Anna & Erik' } },
          textModule('m1', 'Välkommen'),
          textModule('m2', 'Program'),
        ],
      }),
    );
    renderPublicApp({ path: '/sv?g=token-1' });
  }

  it('says where the household sits, first on the page', async () => {
    openWithLink({
      ...HOUSEHOLD,
      seats: [
        { member: 'Anna Berg', table: 'Bord 4' },
        { member: 'Erik Berg', table: 'Bord 4' },
      ],
    });
    const card = await screen.findByRole('complementary', { name: 'Bordsplacering' });
    expect(card).toHaveTextContent('Ni sitter vid bord 4');
    const main = screen.getByRole('main');
    const order = [...main.children].map(
      (child) => child.getAttribute('data-module-type') ?? child.getAttribute('aria-label'),
    );
    expect(order).toEqual(['Bordsplacering', 'Header', 'Text', 'Text']);
  });

  it("lists each member's table when the household sits apart", async () => {
    openWithLink({
      ...HOUSEHOLD,
      seats: [
        { member: 'Anna Berg', table: '4' },
        { member: 'Erik Berg', table: 'Rosen' },
      ],
    });
    const card = await screen.findByRole('complementary', { name: 'Bordsplacering' });
    expect(within(card).getByText('Ni sitter vid olika bord')).toBeVisible();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Anna Bergbord 4', 'Erik Bergbordet Rosen']);
  });

  it('shows no table while the server sends no seats (the plan is not shown yet)', async () => {
    openWithLink(HOUSEHOLD);
    // The household read and the card's code loaded: a card would be drawn by now.
    await act(async () => {
      await loadPersonalLinkHousehold('site-1', 'token-1');
      await import('./guest-seats-card');
    });
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Välkommen' })).toBeVisible();
  });
});
