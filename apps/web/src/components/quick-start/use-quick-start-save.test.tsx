import { buildWizardDemoSite } from '@eventsite/core/demo/wizard-demo-site';
import type { SiteV2 } from '@eventsite/core/schemas/site';
import type { WizardData } from '@eventsite/core/schemas/wizard-data';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { ErrorDialogProvider } from '../error-dialog/error-dialog';
import { AppContextProvider } from '../../lib/app-context';
import { I18nProvider } from '../../lib/i18n/i18n-provider';
import { LanguageProvider } from '../../lib/i18n/language-context';
import { WIZARD_ANSWERS_STORAGE_KEY } from '../../lib/wizard-answers';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../test/fetch-mock';
import { renderEditApp, testConfig } from '../../test/render-edit-app';
import { readQuickStartDraft, writeQuickStartDraft } from './quick-start-draft-store';
import { useQuickStartSave, type QuickStartSaveOptions } from './use-quick-start-save';
import { CreateFailedScreen } from './create-failed-screen';

const BASE_PATH = '/kom-igang/redigera/';
/** Registering, creating and navigating take several renders; a busy machine needs time. */
const SLOW_FIND = { timeout: 15_000 };
const SITE: SiteV2 = buildWizardDemoSite(
  { name1: 'Anna', name2: 'Erik' },
  { market: 'se', now: new Date(2026, 0, 10) },
);
const WIZARD_DATA: WizardData = {
  name1: 'Anna',
  name2: 'Erik',
  dateNotDecided: false,
  dressCode: 'COCKTAIL',
  children: 'NO_CHILDREN',
  gifts: 'GIFTS',
  languages: ['sv'],
};

function Harness(options: QuickStartSaveOptions) {
  const { save, dialogs, createFailure } = useQuickStartSave(options);
  if (createFailure !== null) return <CreateFailedScreen error={createFailure} />;
  return (
    <>
      <button type="button" onClick={() => void save(SITE)}>
        Spara
      </button>
      {dialogs}
    </>
  );
}

function Landed() {
  const location = useLocation();
  return (
    <p>
      landed {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </p>
  );
}

function renderHarness(options: Partial<QuickStartSaveOptions> = {}) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <ErrorDialogProvider>
            <Harness
              basePath={BASE_PATH}
              loggedInUsersSiteId={options.loggedInUsersSiteId ?? null}
              wizardData={options.wizardData === undefined ? WIZARD_DATA : options.wizardData}
            />
          </ErrorDialogProvider>
        ),
        path: BASE_PATH,
      },
      { path: '/redigera/:siteId/', element: <Landed /> },
    ],
    { initialEntries: [BASE_PATH] },
  );
  render(
    <AppContextProvider
      value={{
        config: { ...testConfig, brand: 'wedding' },
        selection: { mode: 'EDIT', host: 'wedding.localhost', isDemo: false },
      }}
    >
      <LanguageProvider initialLanguage="sv">
        <I18nProvider failure={<p>Text load failed</p>}>
          <QueryClientProvider client={createQueryClient()}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nProvider>
      </LanguageProvider>
    </AppContextProvider>,
  );
  return router;
}

const notLoggedIn = errorResponse(403, 'NOT_LOGGED_IN', 'Du är inte inloggad.');

function loggedOutServer(extra: (request: RecordedRequest) => Response | undefined = () => undefined) {
  return mockFetch((request) => {
    if (request.path === '/api/accounts/me/') return notLoggedIn.clone();
    return extra(request);
  });
}

async function openSignUp() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Spara' }));
  const dialog = await screen.findByRole('dialog', { name: 'Spara din sida' });
  return { user, dialog };
}

beforeEach(() => {
  writeQuickStartDraft(BASE_PATH, { site: SITE, source: '{}' });
  window.sessionStorage.setItem(WIZARD_ANSWERS_STORAGE_KEY, JSON.stringify({ name1: 'Anna' }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the quick-start sign-up dialog (000 §2.6, §5)', () => {
  it('links terms that the EDIT app has a page for (000 §2.3 /villkor)', async () => {
    loggedOutServer();
    renderHarness();
    const { dialog } = await openSignUp();
    const href = within(dialog).getByRole('link', { name: 'villkoren' }).getAttribute('href') ?? '';
    cleanup();

    renderEditApp(href);
    expect(await screen.findByRole('heading', { level: 1, name: 'Användarvillkor' })).toBeVisible();
  });

  it('asks for mail, a password of six or more and the terms, linking /villkor, before it sends anything', async () => {
    const requests = loggedOutServer();
    renderHarness();
    const { user, dialog } = await openSignUp();

    const mail = within(dialog).getByLabelText('E-postadress');
    const password = within(dialog).getByLabelText('Välj ett lösenord');
    expect(mail).toHaveAttribute('type', 'email');
    expect(mail).toBeRequired();
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('minLength', '6');
    expect(within(dialog).getByRole('link', { name: 'villkoren' })).toHaveAttribute('href', '/villkor');
    expect(within(dialog).getByRole('checkbox', { name: 'Jag godkänner villkoren' })).toBeRequired();

    await user.click(within(dialog).getByRole('button', { name: 'Skapa konto och spara' }));
    expect(within(dialog).getAllByText('Fyll i det här fältet.')).toHaveLength(2);
    expect(within(dialog).getByText('Du behöver godkänna villkoren för att skapa ett konto.')).toBeVisible();

    await user.type(mail, 'inte-en-adress');
    await user.type(password, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Skapa konto och spara' }));
    expect(within(dialog).getByText('Använd minst 6 tecken.')).toBeVisible();
    expect(within(dialog).getByText(/Skriv en giltig e-postadress/)).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('registers, creates the site from the draft with the wizard data, forgets both and opens the new site', async () => {
    const requests = loggedOutServer(({ method, path }) => {
      if (method === 'POST' && path === '/api/accounts/register/') {
        return jsonResponse({ mail: 'anna@example.se', site: null }, 201);
      }
      if (method === 'POST' && path === '/api/sites/V2')
        return jsonResponse({ site: { _id: 'site-7' } }, 201);
      return undefined;
    });
    const router = renderHarness();
    const { user, dialog } = await openSignUp();

    await user.type(within(dialog).getByLabelText('E-postadress'), 'anna@example.se');
    await user.type(within(dialog).getByLabelText('Välj ett lösenord'), 'hemligt1');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Jag godkänner villkoren' }));
    await user.click(within(dialog).getByRole('button', { name: 'Skapa konto och spara' }));

    expect(
      await screen.findByText(/landed \/redigera\/site-7\/\?register=true/, {}, SLOW_FIND),
    ).toBeVisible();
    expect(router.state.location.state).toEqual({ showQuickStartSaveConfirmation: true });
    const posts = requests.filter((request) => request.method === 'POST' && request.path !== '/api/logs/');
    expect(posts.map((request) => request.path)).toEqual(['/api/accounts/register/', '/api/sites/V2']);
    expect(posts[0]?.body).toEqual({ mail: 'anna@example.se', password: 'hemligt1', language: 'sv' });
    expect(posts[1]?.body).toEqual({ site: JSON.parse(JSON.stringify(SITE)), wizardData: WIZARD_DATA });
    expect(readQuickStartDraft(BASE_PATH)).toBeNull();
    expect(window.sessionStorage.getItem(WIZARD_ANSWERS_STORAGE_KEY)).toBeNull();
  });

  it('shows the error dialog when registering fails, keeping the draft and creating nothing', async () => {
    const requests = loggedOutServer(({ method, path }) =>
      method === 'POST' && path === '/api/accounts/register/'
        ? errorResponse(409, 'MAIL_TAKEN', 'Det finns redan ett konto med den här e-postadressen.')
        : undefined,
    );
    renderHarness();
    const { user, dialog } = await openSignUp();
    await user.type(within(dialog).getByLabelText('E-postadress'), 'anna@example.se');
    await user.type(within(dialog).getByLabelText('Välj ett lösenord'), 'hemligt1');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Jag godkänner villkoren' }));
    await user.click(within(dialog).getByRole('button', { name: 'Skapa konto och spara' }));

    const error = await screen.findByRole('dialog', { name: 'Fel' });
    expect(within(error).getByText('Det gick inte att skapa kontot.')).toBeVisible();
    expect(within(error).getByText('Det finns redan ett konto med den här e-postadressen.')).toBeVisible();
    // The text says to log in instead: the dialog offers that, and closing to try another address (issue 39 item 8).
    expect(within(error).getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/logga-in');
    expect(within(error).getByRole('button', { name: 'Stäng' })).toBeVisible();
    expect(requests.some((request) => request.path === '/api/sites/V2')).toBe(false);
    expect(readQuickStartDraft(BASE_PATH)?.site._id).toBe('START-WIZARD');
  });

  it('shows the error screen when the site cannot be created, keeping the draft', async () => {
    loggedOutServer(({ method, path }) => {
      if (method === 'POST' && path === '/api/accounts/register/') {
        return jsonResponse({ mail: 'anna@example.se', site: null }, 201);
      }
      if (method === 'POST' && path === '/api/sites/V2')
        return errorResponse(500, 'INTERNAL', 'Databasen svarar inte.');
      return undefined;
    });
    renderHarness();
    const { user, dialog } = await openSignUp();
    await user.type(within(dialog).getByLabelText('E-postadress'), 'anna@example.se');
    await user.type(within(dialog).getByLabelText('Välj ett lösenord'), 'hemligt1');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Jag godkänner villkoren' }));
    await user.click(within(dialog).getByRole('button', { name: 'Skapa konto och spara' }));

    expect(await screen.findByRole('heading', { name: 'Sidan kunde inte sparas' })).toBeVisible();
    expect(screen.getByText('Databasen svarar inte.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ladda om och försök igen' })).toBeVisible();
    expect(readQuickStartDraft(BASE_PATH)).not.toBeNull();
  });
});

describe('saving a quick-start draft while logged in (000 §2.6)', () => {
  it('offers the owner who has a site to go to it, and creates nothing', async () => {
    const requests = mockFetch(({ path }) =>
      path === '/api/accounts/me/'
        ? jsonResponse({ mail: 'anna@example.se', site: { _id: 'own-site' }, language: 'sv' })
        : undefined,
    );
    renderHarness({ loggedInUsersSiteId: 'own-site' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Spara' }));

    const dialog = await screen.findByRole('dialog', { name: 'Du har redan en sida' });
    expect(within(dialog).getByRole('link', { name: 'Gå till min sida' })).toHaveAttribute(
      'href',
      '/redigera/own-site/',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stanna kvar här' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'POST' && request.path !== '/api/logs/')).toBe(
      false,
    );
  });

  it('creates the site at once for an account without one, without the register parameter', async () => {
    const requests = mockFetch(({ method, path }) => {
      if (path === '/api/accounts/me/')
        return jsonResponse({ mail: 'anna@example.se', site: null, language: 'sv' });
      if (method === 'POST' && path === '/api/sites/V2')
        return jsonResponse({ site: { _id: 'site-8' } }, 201);
      return undefined;
    });
    renderHarness({ wizardData: null });
    const user = userEvent.setup();
    // The account is known before saving.
    await waitFor(() => expect(requests.some((request) => request.path === '/api/accounts/me/')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await user.click(await screen.findByRole('button', { name: 'Spara' }));

    expect(await screen.findByText(/landed \/redigera\/site-8\/ /, {}, SLOW_FIND)).toBeVisible();
    expect(requests.find((request) => request.path === '/api/sites/V2')?.body).toEqual({
      site: JSON.parse(JSON.stringify(SITE)),
      wizardData: null,
    });
    expect(requests.some((request) => request.path === '/api/accounts/register/')).toBe(false);
  });
});
