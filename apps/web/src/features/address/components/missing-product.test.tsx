import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderOwnerScreen } from '../../../test/render-owner-screen';
import { siteAccountResponse } from '../../../test/site-account';
import { DomainPage } from './domain-page';
import { SubdomainPage } from './subdomain-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An answer that prices the address but names no product to charge it. */
const PRICE_WITHOUT_PRODUCT = { available: true, priceOre: 49900, paymentProduct: null };

function serve(): RecordedRequest[] {
  return mockFetch(({ path }) => {
    if (path === '/api/sites/s1/account/') return jsonResponse(siteAccountResponse());
    if (path === '/api/accounts/me/')
      return jsonResponse({ mail: 'anna@example.se', site: { _id: 's1' }, language: 'sv' });
    if (path.startsWith('/api/sites/s1/host/subdomain-available/'))
      return jsonResponse(PRICE_WITHOUT_PRODUCT);
    if (path.startsWith('/api/sites/s1/host/domain-available/'))
      return jsonResponse({ ...PRICE_WITHOUT_PRODUCT, ownDomainOffer: PRICE_WITHOUT_PRODUCT });
    return undefined;
  });
}

async function expectMissingProductError() {
  const dialog = await screen.findByRole('dialog', { name: 'Fel' });
  expect(dialog).toHaveTextContent('Adressen kan inte köpas just nu');
  expect(within(dialog).getByRole('button', { name: 'Stäng' })).toBeVisible();
}

describe('a price without a product (000 §8 "Missing product … an error is thrown")', () => {
  it('is an error on the subdomain page, not a payment dialog that never opens', async () => {
    serve();
    const { user } = renderOwnerScreen('/redigera/:siteId/valj-adress/subdoman', <SubdomainPage />, {
      path: '/redigera/s1/valj-adress/subdoman',
    });
    await user.type(await screen.findByLabelText('Adress'), 'anna');
    await user.click(screen.getByRole('button', { name: 'Sök' }));
    await user.click(await screen.findByRole('button', { name: /^Betala 499\skr$/ }));
    await expectMissingProductError();
  });

  it('is an error on the custom domain page, never taken for an included registration', async () => {
    const requests = serve();
    const { user } = renderOwnerScreen('/redigera/:siteId/valj-adress/doman', <DomainPage />, {
      path: '/redigera/s1/valj-adress/doman',
    });
    await user.type(await screen.findByLabelText('Domännamn'), 'annaocherik');
    await user.click(screen.getByRole('button', { name: 'Sök' }));
    expect(await screen.findByText(/^Pris: 499\skr inklusive moms\.$/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Betala 499\skr$/ }));
    await expectMissingProductError();
    expect(requests.some((request) => request.path.includes('register-included'))).toBe(false);
  });
});
