import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderEditApp } from '../../../test/render-edit-app';

const notLoggedIn = errorResponse(403, 'NOT_LOGGED_IN', 'Du är inte inloggad.');

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openLoginForm() {
  const view = renderEditApp('/logga-in');
  const form = await screen.findByRole('form', { name: 'Logga in' });
  return { ...view, form };
}

describe('the login page when logged out', () => {
  it('shows the fields, the reset link and the start link, and is titled Logga in', async () => {
    mockFetch(({ path }) => (path === '/api/accounts/me/' ? notLoggedIn.clone() : undefined));
    await openLoginForm();

    expect(screen.getByRole('heading', { name: 'Logga in' })).toBeVisible();
    expect(screen.getByLabelText('E-postadress')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('E-postadress')).toBeRequired();
    expect(screen.getByLabelText('Lösenord')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Glömt lösenordet?' })).toHaveAttribute(
      'href',
      '/aterstall-losenord',
    );
    expect(screen.getByRole('link', { name: 'Kom igång gratis' })).toHaveAttribute(
      'href',
      '/snabbstart?registerAccount=true',
    );
    await waitFor(() => expect(document.title).toBe('Logga in - Festsidan'));
  });

  it('links the wedding brand to its get-started wizard', async () => {
    mockFetch(({ path }) => (path === '/api/accounts/me/' ? notLoggedIn.clone() : undefined));
    renderEditApp('/logga-in', { config: { brand: 'wedding', productName: 'Bröllopssidan' } });
    expect(await screen.findByRole('link', { name: 'Kom igång gratis' })).toHaveAttribute(
      'href',
      '/kom-igang',
    );
  });

  it('does not submit until every field is valid, and shows validation only after the first attempt', async () => {
    const user = userEvent.setup();
    const requests = mockFetch(({ path }) =>
      path === '/api/accounts/me/' ? notLoggedIn.clone() : undefined,
    );
    const { form } = await openLoginForm();

    expect(form).not.toHaveAttribute('data-show-validation');
    expect(screen.queryByText('Fyll i det här fältet.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    expect(form).toHaveAttribute('data-show-validation');
    expect(screen.getAllByText('Fyll i det här fältet.')).toHaveLength(2);
    expect(screen.getByLabelText('E-postadress')).toHaveFocus();
    expect(screen.getByLabelText('E-postadress')).toHaveAccessibleDescription('Fyll i det här fältet.');

    await user.type(screen.getByLabelText('E-postadress'), 'anna');
    expect(screen.getByText('Skriv en giltig e-postadress, till exempel namn@exempel.se.')).toBeVisible();
    await user.type(screen.getByLabelText('Lösenord'), 'hemligt');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));

    expect(requests.filter(({ path }) => path === '/api/accounts/login/')).toHaveLength(0);
  });

  it("goes to the owner's editor after a successful login", async () => {
    const user = userEvent.setup();
    const requests = mockFetch(({ method, path }) => {
      if (path === '/api/accounts/me/') return notLoggedIn.clone();
      if (method === 'POST' && path === '/api/accounts/login/')
        return jsonResponse({ site: { _id: 'site-42' } });
      return undefined;
    });
    const { router } = await openLoginForm();

    await user.type(screen.getByLabelText('E-postadress'), ' anna@example.se ');
    await user.type(screen.getByLabelText('Lösenord'), 'hemligt');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/redigera/site-42/'));
    const login = requests.find(({ path }) => path === '/api/accounts/login/');
    expect(login?.body).toEqual({ mail: 'anna@example.se', password: 'hemligt' });
    expect(login?.init?.credentials).toBe('include');
    expect(new Headers(login?.init?.headers).get('content-type')).toBe('application/json');
  });

  it('goes to the start page when the account has no site yet', async () => {
    const user = userEvent.setup();
    mockFetch(({ path }) => {
      if (path === '/api/accounts/me/') return notLoggedIn.clone();
      if (path === '/api/accounts/login/') return jsonResponse({ site: null });
      return undefined;
    });
    const { router } = await openLoginForm();

    await user.type(screen.getByLabelText('E-postadress'), 'anna@example.se');
    await user.type(screen.getByLabelText('Lösenord'), 'hemligt');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/snabbstart'));
    expect(router.state.location.search).toBe('');
  });

  it("shows the server's Swedish description in the error dialog on a wrong password", async () => {
    const user = userEvent.setup();
    mockFetch(({ path }) => {
      if (path === '/api/accounts/me/') return notLoggedIn.clone();
      if (path === '/api/accounts/login/')
        return errorResponse(401, 'WRONG_LOGIN', 'Fel e-postadress eller lösenord.');
      return undefined;
    });
    const { router } = await openLoginForm();

    await user.type(screen.getByLabelText('E-postadress'), 'anna@example.se');
    await user.type(screen.getByLabelText('Lösenord'), 'fel');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));

    const dialog = await screen.findByRole('dialog', { name: 'Fel' });
    expect(within(dialog).getByText('Fel e-postadress eller lösenord.')).toBeVisible();
    expect(within(dialog).getByText('Inloggningen misslyckades.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Stäng' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/logga-in');
  });
});

describe('the login page when logged in', () => {
  it("shows the account, links to the owner's site and logs out to the start page", async () => {
    const user = userEvent.setup();
    let loggedIn = true;
    const requests = mockFetch(({ method, path }) => {
      if (path === '/api/accounts/me/') {
        return loggedIn
          ? jsonResponse({ mail: 'anna@example.se', site: { _id: 'site-42' }, language: 'sv' })
          : notLoggedIn.clone();
      }
      if (method === 'POST' && path === '/api/accounts/logout/') {
        loggedIn = false;
        return jsonResponse({});
      }
      return undefined;
    });
    const { router } = renderEditApp('/logga-in');

    expect(await screen.findByRole('heading', { name: 'Du är inloggad' })).toBeVisible();
    expect(screen.getByText('anna@example.se')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Gå till din sida' })).toHaveAttribute(
      'href',
      '/redigera/site-42/',
    );

    await user.click(screen.getByRole('button', { name: 'Logga ut' }));
    expect(await screen.findByRole('heading', { name: 'En egen hemsida för din fest' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(requests.find(({ path }) => path === '/api/accounts/logout/')?.body).toEqual({});
  });

  it('offers the start page to an account without a site', async () => {
    mockFetch(({ path }) =>
      path === '/api/accounts/me/'
        ? jsonResponse({ mail: 'anna@example.se', site: null, language: 'sv' })
        : undefined,
    );
    renderEditApp('/logga-in');
    expect(await screen.findByRole('link', { name: 'Skapa din sida' })).toHaveAttribute(
      'href',
      '/snabbstart',
    );
  });
});
