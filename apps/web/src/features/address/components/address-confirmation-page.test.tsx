import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockFetch } from '../../../test/fetch-mock';
import { renderOwnerScreen } from '../../../test/render-owner-screen';
import { SubdomainConfirmationPage } from './address-confirmation-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the address confirmation (000 §2.3)', () => {
  it('says the address could not be loaded, in the error dialog too, instead of waiting for ever', async () => {
    mockFetch(({ path }) => {
      if (path === '/api/sites/s1/account/') return errorResponse(500, 'INTERNAL', 'Tekniskt fel.');
      if (path === '/api/accounts/me/') return errorResponse(403, 'NOT_LOGGED_IN', 'Du är inte inloggad.');
      return undefined;
    });
    renderOwnerScreen(
      '/redigera/:siteId/valj-adress/subdoman/bekraftelse/:paymentReference?',
      <SubdomainConfirmationPage />,
      { path: '/redigera/s1/valj-adress/subdoman/bekraftelse/' },
    );
    expect(await screen.findByRole('dialog', { name: 'Fel' }, { timeout: 10_000 })).toHaveTextContent(
      'Tekniskt fel.',
    );
    // The modal dialog hides the screen behind it from the accessibility tree.
    expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent(
      'Adressuppgifterna kunde inte laddas.',
    );
    expect(screen.queryByText('Laddar...')).not.toBeInTheDocument();
  });
});
