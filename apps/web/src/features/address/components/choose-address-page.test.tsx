import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderOwnerScreen } from '../../../test/render-owner-screen';
import { siteAccountResponse } from '../../../test/site-account';
import { ChooseAddressPage } from './choose-address-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(
  site: Parameters<typeof siteAccountResponse>[0],
  config: { market?: 'se' | 'dk' } = {},
  language: 'sv' | 'en' | 'da' = 'sv',
) {
  mockFetch(({ path }) => {
    if (path === '/api/sites/s1/account/') return jsonResponse(siteAccountResponse(site));
    if (path === '/api/accounts/me/')
      return jsonResponse({ mail: 'anna@example.se', site: { _id: 's1' }, language: 'sv' });
    return undefined;
  });
  return renderOwnerScreen('/redigera/:siteId/valj-adress', <ChooseAddressPage />, {
    path: '/redigera/s1/valj-adress',
    config,
    language,
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
    // The server prices by market; the Danish subdomain is 349 kr. (decisions.md §8).
    renderPage({ addressPrices: { subdomain: 34900, domainName: 89900 } }, { market: 'dk' });
    expect(
      await screen.findByText(
        'En helt egen adress på .dk, .com, .eu eller .nu. Vi registrerar domänen åt dig.',
      ),
    ).toBeVisible();
    expect((await priceOf('Subdomän')).getByText('349,00 kr.')).toBeVisible();
  });

  it('shows the price the server will charge, e.g. a custom domain free while the site has a prepaid registration', async () => {
    renderPage({ customDomainRegistrationsAvailable: 1, addressPrices: { subdomain: 49900, domainName: 0 } });
    expect((await priceOf('Egen domän')).getByText('Gratis')).toBeVisible();
    expect((await priceOf('Subdomän')).getByText('499 kr')).toBeVisible();
  });

  it('shows the upgrade price of a published site and its free change of subdomain, as the server prices them', async () => {
    renderPage({
      active: true,
      host: 'anna.annaocherik.se',
      addressPrices: { subdomain: 0, domainName: 70000 },
    });
    expect((await priceOf('Subdomän')).getByText('Gratis')).toBeVisible();
    expect((await priceOf('Egen domän')).getByText('700 kr')).toBeVisible();
  });

  it('warns, by name, about the RSVPs and forms whose answers nobody gets by mail', async () => {
    renderPage({
      formsWithoutRecipients: [
        { id: 'rsvp', siteModuleType: 'Rsvp', title: { sv: 'Middagen' } },
        { id: 'form', siteModuleType: 'Form', title: {} },
      ],
    });
    const warning = await screen.findByRole('region', { name: 'Ingen får e-post när gästerna svarar' });
    expect(warning).toHaveTextContent(
      'Svaren på ”Middagen” och ”Formulär” skickas inte till någon e-postadress. Du hittar dem under OSA-svar, men vill du få dem som e-post lägger du till en mottagare i modulerna innan du publicerar.',
    );
    expect(within(warning).getByRole('link', { name: 'Tillbaka till redigeringen' })).toHaveAttribute(
      'href',
      '/redigera/s1/',
    );
  });

  it.each([
    ['en', 'Nobody is mailed when guests answer', 'Answers to “Middagen” and “Form” are not sent'],
    ['da', 'Ingen får e-mail, når gæsterne svarer', 'Svar på »Middagen« og »Formular« sendes ikke'],
  ] as const)('quotes the forms as %s does', async (language, title, text) => {
    renderPage(
      {
        formsWithoutRecipients: [
          { id: 'rsvp', siteModuleType: 'Rsvp', title: { sv: 'Middagen' } },
          { id: 'form', siteModuleType: 'Form', title: {} },
        ],
      },
      {},
      language,
    );
    expect(await screen.findByRole('region', { name: title })).toHaveTextContent(text);
  });

  it('says nothing about recipients when every form has one', async () => {
    renderPage({});
    await priceOf('Subdomän');
    expect(screen.queryByText('Ingen får e-post när gästerna svarar')).not.toBeInTheDocument();
  });

  it('opens the error dialog with its log-in button when the account cannot be loaded, instead of waiting', async () => {
    mockFetch(({ path }) => {
      if (path === '/api/sites/s1/account/')
        return errorResponse(403, 'NOT_LOGGED_IN', 'Du är inte inloggad.');
      if (path === '/api/accounts/me/') return errorResponse(403, 'NOT_LOGGED_IN', 'Du är inte inloggad.');
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
