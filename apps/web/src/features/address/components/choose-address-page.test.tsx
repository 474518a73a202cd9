import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderOwnerScreen } from '../../../test/render-owner-screen';
import { siteAccountResponse } from '../../../test/site-account';
import { ChooseAddressPage } from './choose-address-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(site: Parameters<typeof siteAccountResponse>[0], config: { market?: 'se' | 'dk' } = {}) {
  mockFetch(({ path }) => {
    if (path === '/api/sites/s1/account/') return jsonResponse(siteAccountResponse(site));
    if (path === '/api/accounts/me/')
      return jsonResponse({ mail: 'anna@example.se', site: { _id: 's1' }, language: 'sv' });
    return undefined;
  });
  return renderOwnerScreen('/redigera/:siteId/valj-adress', <ChooseAddressPage />, {
    path: '/redigera/s1/valj-adress',
    config,
  });
}

const priceOf = async (product: string) =>
  within((await screen.findByRole('heading', { name: product })).closest('article') as HTMLElement);

describe('the address overview (000 §2.3, §4)', () => {
  it('prices a subdomain and a custom domain for a new site', async () => {
    renderPage({});
    expect((await priceOf('Subdomän')).getByText('499 kr')).toBeVisible();
    expect((await priceOf('Egen domän')).getByText('1 199 kr')).toBeVisible();
  });

  it('names the market’s own top-level domains, its own first, in any language', async () => {
    renderPage({});
    expect(
      await screen.findByText(
        'En helt egen adress på .se, .nu, .com eller .eu. Vi registrerar domänen åt dig.',
      ),
    ).toBeVisible();
  });

  it('offers .dk first and prices in Danish kroner on the Danish market (decisions.md §8)', async () => {
    renderPage({}, { market: 'dk' });
    expect(
      await screen.findByText(
        'En helt egen adress på .dk, .com, .eu eller .nu. Vi registrerar domänen åt dig.',
      ),
    ).toBeVisible();
    expect((await priceOf('Subdomän')).getByText('349,00 kr.')).toBeVisible();
  });

  it('shows a custom domain as free while the site has a prepaid registration', async () => {
    renderPage({ customDomainRegistrationsAvailable: 1 });
    expect((await priceOf('Egen domän')).getByText('Gratis')).toBeVisible();
    expect((await priceOf('Subdomän')).getByText('499 kr')).toBeVisible();
  });

  it('opens the error dialog with its log-in button when the account cannot be loaded, instead of waiting', async () => {
    mockFetch(({ path }) => {
      if (path === '/api/sites/s1/account/') return errorResponse(403, 'Du är inte inloggad.');
      if (path === '/api/accounts/me/') return errorResponse(403, 'Du är inte inloggad.');
      return undefined;
    });
    renderOwnerScreen('/redigera/:siteId/valj-adress', <ChooseAddressPage />, {
      path: '/redigera/s1/valj-adress',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Fel' });
    expect(dialog).toHaveTextContent('Adressuppgifterna kunde inte laddas.');
    expect(dialog).toHaveTextContent('Du är inte inloggad.');
    expect(within(dialog).getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/logga-in');
    expect(screen.queryByText('Laddar...')).not.toBeInTheDocument();
  });
});
