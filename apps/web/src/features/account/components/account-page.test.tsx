import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderOwnerScreen } from '../../../test/render-owner-screen';
import { siteAccountResponse } from '../../../test/site-account';
import { AccountPage } from './account-page';
import { ExtendDialog } from './extend-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the account page (000 §2.5, §8)', () => {
  it('opens the error dialog with its log-in button when the account cannot be loaded', async () => {
    mockFetch(({ path }) => {
      if (path === '/api/sites/s1/account/' || path === '/api/accounts/me/')
        return errorResponse(403, 'NOT_LOGGED_IN', 'Du är inte inloggad.');
      return undefined;
    });
    renderOwnerScreen('/redigera/:siteId/konto', <AccountPage />, { path: '/redigera/s1/konto' });
    const dialog = await screen.findByRole('dialog', { name: 'Fel' });
    expect(dialog).toHaveTextContent('Kontot kunde inte laddas.');
    expect(dialog).toHaveTextContent('Du är inte inloggad.');
    expect(within(dialog).getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/logga-in');
  });

  it.each([
    ['party', /^499\skr$/],
    ['wedding', /^599\skr$/],
  ] as const)('prices the extension for the %s brand (000 §9)', async (brand, price) => {
    mockFetch(({ path }) => {
      if (path === '/api/accounts/me/')
        return jsonResponse({ mail: 'anna@example.se', site: { _id: 's1' }, language: 'sv' });
      if (path === '/api/sites/s1/account/')
        return jsonResponse(
          siteAccountResponse({
            host: 'anna.festsidan.se',
            active: true,
            activeDate: '2030-01-02T10:00:00.000Z',
            activeExpireDate: '2031-01-02T10:00:00.000Z',
            visitorCount: 3,
          }),
        );
      return undefined;
    });
    renderOwnerScreen('/redigera/:siteId/konto/forlang', <ExtendDialog />, {
      path: '/redigera/s1/konto/forlang',
      config: { brand },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Betalning' });
    expect(within(dialog).getByText('Förlängning av anna.festsidan.se')).toBeVisible();
    expect(within(dialog).getByText(price)).toBeVisible();
    // What is bought: the brand's months, counted on from the current expiry.
    expect(
      within(dialog).getByText(
        brand === 'party'
          ? '12 månader till: sidan är sedan publicerad till 2032-01-02.'
          : '18 månader till: sidan är sedan publicerad till 2032-07-02.',
      ),
    ).toBeVisible();
  });

  it('points out a custom domain that expires before the publication', async () => {
    mockFetch(({ path }) => {
      if (path === '/api/accounts/me/')
        return jsonResponse({ mail: 'anna@example.se', site: { _id: 's1' }, language: 'sv' });
      if (path === '/api/sites/s1/account/')
        return jsonResponse(
          siteAccountResponse({
            host: 'annaocherik.se',
            active: true,
            activeDate: '2030-01-02T10:00:00.000Z',
            activeExpireDate: '2031-07-02T10:00:00.000Z',
            customDomains: [{ domain: 'annaocherik.se', expires: '2031-01-02T10:00:00.000Z' }],
            customDomainActive: true,
          }),
        );
      return undefined;
    });
    renderOwnerScreen('/redigera/:siteId/konto', <AccountPage />, { path: '/redigera/s1/konto' });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'Domänen annaocherik.se går ut 2031-01-02, före publiceringen (2031-07-02). Då slutar adressen att fungera',
    );
    // Said once: the note replaces the plain 'gäller till' line (issue 39 item 8).
    expect(screen.getAllByText(/2031-01-02/)).toHaveLength(1);
    expect(screen.queryByText(/gäller till/)).toBeNull();
  });

  for (const [language, valid] of [
    ['en', /valid until/],
    ['da', /gælder til/],
  ] as const) {
    it(`says a custom domain's early expiry once in ${language} too (issue 39 item 8)`, async () => {
      mockFetch(({ path }) => {
        if (path === '/api/accounts/me/')
          return jsonResponse({ mail: 'anna@example.se', site: { _id: 's1' }, language });
        if (path === '/api/sites/s1/account/')
          return jsonResponse(
            siteAccountResponse({
              host: 'annaocherik.se',
              active: true,
              activeDate: '2030-01-02T10:00:00.000Z',
              activeExpireDate: '2031-07-02T10:00:00.000Z',
              customDomains: [{ domain: 'annaocherik.se', expires: '2031-01-02T10:00:00.000Z' }],
              customDomainActive: true,
            }),
          );
        return undefined;
      });
      renderOwnerScreen('/redigera/:siteId/konto', <AccountPage />, { path: '/redigera/s1/konto', language });
      const note = await screen.findByRole('note');
      expect(note).toHaveTextContent(/annaocherik\.se/);
      expect(screen.getAllByText(/2031-01-02/)).toHaveLength(1);
      expect(screen.queryByText(valid)).toBeNull();
    });
  }

  it('names what is extended even for a site without an address', async () => {
    mockFetch(({ path }) => {
      if (path === '/api/accounts/me/')
        return jsonResponse({ mail: 'anna@example.se', site: { _id: 's1' }, language: 'sv' });
      if (path === '/api/sites/s1/account/') {
        return jsonResponse(siteAccountResponse());
      }
      return undefined;
    });
    renderOwnerScreen('/redigera/:siteId/konto/forlang', <ExtendDialog />, {
      path: '/redigera/s1/konto/forlang',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Betalning' });
    expect(within(dialog).getByText('Förlängning av publiceringen')).toBeVisible();
  });

  it('logs out to the start page (000 §7)', async () => {
    const unpublished = siteAccountResponse();
    let loggedIn = true;
    const requests = mockFetch(({ method, path }) => {
      if (path === '/api/accounts/me/')
        return loggedIn
          ? jsonResponse({ mail: 'anna@example.se', site: { _id: 's1' }, language: 'sv' })
          : errorResponse(403, 'NOT_LOGGED_IN', 'Du är inte inloggad.');
      if (method === 'POST' && path === '/api/accounts/logout/') {
        loggedIn = false;
        return jsonResponse({});
      }
      if (path === '/api/sites/s1/account/') return jsonResponse(unpublished);
      return undefined;
    });
    const { router, user } = renderOwnerScreen('/redigera/:siteId/konto', <AccountPage />, {
      path: '/redigera/s1/konto',
      otherRoutes: [{ path: '/', element: <h1>Startsidan</h1> }],
    });

    await user.click(await screen.findByRole('button', { name: 'Logga ut' }));
    expect(await screen.findByRole('heading', { name: 'Startsidan' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(requests.find(({ path }) => path === '/api/accounts/logout/')?.body).toEqual({});
  });

  it('deletes the account only with the password and the typed word, and says when the password is wrong', async () => {
    let loggedIn = true;
    let attempts = 0;
    const requests = mockFetch(({ method, path, body }) => {
      if (path === '/api/accounts/me/' && method === 'GET')
        return loggedIn
          ? jsonResponse({ mail: 'anna@example.se', site: { _id: 's1' }, language: 'sv' })
          : errorResponse(403, 'NOT_LOGGED_IN', 'Du är inte inloggad.');
      if (path === '/api/accounts/me/' && method === 'DELETE') {
        attempts += 1;
        if ((body as { password: string }).password !== 'rätt lösenord')
          return errorResponse(403, 'WRONG_ACCOUNT_PASSWORD', 'Fel lösenord. Kontot är inte raderat.');
        loggedIn = false;
        return new Response(null, { status: 204 });
      }
      if (path === '/api/sites/s1/account/') return jsonResponse(siteAccountResponse());
      return undefined;
    });
    const { router, user } = renderOwnerScreen('/redigera/:siteId/konto', <AccountPage />, {
      path: '/redigera/s1/konto',
      otherRoutes: [{ path: '/', element: <h1>Startsidan</h1> }],
    });

    await user.click(await screen.findByRole('button', { name: 'Radera mitt konto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Radera kontot?' });
    const confirm = within(dialog).getByRole('button', { name: 'Radera kontot för gott' });
    await user.type(within(dialog).getByLabelText('Ditt lösenord'), 'fel');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Skriv RADERA för att bekräfta'), 'radera');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await within(dialog).findByText('Fel lösenord.')).toBeVisible();
    expect(attempts).toBe(1);

    await user.clear(within(dialog).getByLabelText('Ditt lösenord'));
    await user.type(within(dialog).getByLabelText('Ditt lösenord'), 'rätt lösenord');
    await user.click(confirm);
    expect(await screen.findByRole('heading', { name: 'Startsidan' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(requests.filter(({ method }) => method === 'DELETE').map(({ body }) => body)).toEqual([
      { password: 'fel' },
      { password: 'rätt lösenord' },
    ]);
  });

  it('shows how far the zip is while it is made', async () => {
    mockFetch(({ path }) => {
      if (path === '/api/accounts/me/')
        return jsonResponse({ mail: 'anna@example.se', site: { _id: 's1' }, language: 'sv' });
      if (path === '/api/sites/s1/account/') return jsonResponse(siteAccountResponse());
      if (path === '/api/accounts/me/export')
        return jsonResponse({ status: 'preparing', done: 5, total: 20 }, 202);
      return undefined;
    });
    const { user } = renderOwnerScreen('/redigera/:siteId/konto', <AccountPage />, {
      path: '/redigera/s1/konto',
    });
    await user.click(await screen.findByRole('button', { name: 'Ladda ner mina uppgifter' }));
    const progress = await screen.findByRole('progressbar', { name: 'Zip-filen skapas' });
    expect(progress).toHaveAttribute('aria-valuenow', '25');
  });
});
