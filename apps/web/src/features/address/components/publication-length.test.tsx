import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderOwnerScreen } from '../../../test/render-owner-screen';
import { siteAccountResponse } from '../../../test/site-account';
import { SubdomainPage } from './subdomain-page';

afterEach(() => vi.unstubAllGlobals());

describe('how long an address is published, said before paying (issue 39 item 8)', () => {
  for (const [language, label, search, pay, dialogName, length] of [
    ['en', 'Address', 'Search', /^Pay 499\skr$/, 'Payment', 'Published for 12 months from payment'],
    ['da', 'Adresse', 'Søg', /^Betal 499\skr$/, 'Betaling', 'Publiceret i 12 måneder fra betalingen'],
  ] as const) {
    it(`in ${language}`, async () => {
      mockFetch(({ path }) => {
        if (path === '/api/sites/s1/account/') return jsonResponse(siteAccountResponse());
        if (path === '/api/accounts/me/')
          return jsonResponse({ mail: 'anna@example.se', site: { _id: 's1' }, language });
        if (path.startsWith('/api/sites/s1/host/subdomain-available/'))
          return jsonResponse({ available: true, priceOre: 49900, paymentProduct: 'subdomain' });
        return undefined;
      });
      const { user } = renderOwnerScreen('/redigera/:siteId/valj-adress/subdoman', <SubdomainPage />, {
        path: '/redigera/s1/valj-adress/subdoman',
        language,
      });
      await user.type(await screen.findByLabelText(label), 'anna');
      await user.click(screen.getByRole('button', { name: search }));
      await user.click(await screen.findByRole('button', { name: pay }));
      const dialog = await screen.findByRole('dialog', { name: new RegExp(dialogName) });
      expect(dialog).toHaveTextContent(length);
    });
  }
});
