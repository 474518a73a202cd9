import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderOwnerScreen } from '../../test/render-owner-screen';
import { siteAccountResponse } from '../../test/site-account';
import { editorTestSite } from '../../test/editor-test-site';
import { SiteEditorPage } from '../../features/editor/components/site-editor-page';
import { SubdomainPage } from '../../features/address/components/subdomain-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const HOST = 'anna.festsidan.se';

describe('after an address is taken (000 §4)', { timeout: 30_000 }, () => {
  it('the editor shows the site as published without a reload', async () => {
    let published = false;
    mockFetch(({ method, path }) => {
      if (method === 'GET' && path === '/api/sites/s1')
        return jsonResponse(editorTestSite({ _id: 's1', active: published, host: published ? HOST : null }));
      if (path === '/api/sites/s1/account/') return jsonResponse(siteAccountResponse());
      if (path === '/api/accounts/me/')
        return jsonResponse({ mail: 'anna@example.se', site: { _id: 's1' }, language: 'sv' });
      if (path.startsWith('/api/sites/s1/host/subdomain-available/'))
        return jsonResponse({ available: true, priceOre: 0, paymentProduct: null });
      if (method === 'PUT' && path === '/api/sites/s1/host') {
        published = true;
        return jsonResponse({ host: HOST });
      }
      return undefined;
    });
    const { user, router } = renderOwnerScreen('redigera/:siteId', <SiteEditorPage />, {
      path: '/redigera/s1',
      otherRoutes: [
        { path: 'redigera/:siteId/valj-adress/subdoman', element: <SubdomainPage /> },
        { path: 'redigera/:siteId/valj-adress/subdoman/bekraftelse/:ref?', element: <h1>Klart</h1> },
      ],
    });
    const bar = await screen.findByRole('toolbar', { name: 'Verktyg' }, { timeout: 15_000 });
    expect(within(bar).getByRole('link', { name: 'Välj adress' })).toBeVisible();

    await router.navigate('/redigera/s1/valj-adress/subdoman');
    await user.type(await screen.findByLabelText('Adress'), 'anna');
    await user.click(screen.getByRole('button', { name: 'Sök' }));
    await user.click(await screen.findByRole('button', { name: 'Använd adressen' }));
    expect(await screen.findByRole('heading', { name: 'Klart' })).toBeVisible();

    await router.navigate('/redigera/s1');
    const after = await screen.findByRole('toolbar', { name: 'Verktyg' }, { timeout: 15_000 });
    expect(within(after).queryByRole('link', { name: 'Välj adress' })).toBeNull();
  });
});
