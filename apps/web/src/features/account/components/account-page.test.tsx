import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockFetch } from '../../../test/fetch-mock';
import { renderOwnerScreen } from '../../../test/render-owner-screen';
import { AccountPage } from './account-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the account page (000 §2.5, §8)', () => {
  it('opens the error dialog with its log-in button when the account cannot be loaded', async () => {
    mockFetch(({ path }) => {
      if (path === '/api/sites/s1/account/' || path === '/api/accounts/me/')
        return errorResponse(403, 'Du är inte inloggad.');
      return undefined;
    });
    renderOwnerScreen('/redigera/:siteId/konto', <AccountPage />, { path: '/redigera/s1/konto' });
    const dialog = await screen.findByRole('dialog', { name: 'Fel' });
    expect(dialog).toHaveTextContent('Kontot kunde inte laddas.');
    expect(dialog).toHaveTextContent('Du är inte inloggad.');
    expect(within(dialog).getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/logga-in');
  });
});
