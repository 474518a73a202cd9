import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderOwnerScreen } from '../../../test/render-owner-screen';
import { editorTestSite } from '../../../test/editor-test-site';
import { SiteEditorPage } from './site-editor-page';

// The countdown's view crashes; every other module draws as usual.
vi.mock('../../../modules/countdown/countdown-view', () => ({
  CountdownView: () => {
    throw new Error('Countdown broke');
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a module that crashes in the editor', { timeout: 20_000 }, () => {
  it('asks the owner to save and reload, and is reported', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const requests = mockFetch((request) =>
      request.path === '/api/sites/site-1' ? jsonResponse(editorTestSite()) : undefined,
    );
    renderOwnerScreen('redigera/:siteId', <SiteEditorPage />, { path: '/redigera/site-1' });

    expect(
      await screen.findByText(/Spara dina ändringar och ladda om sidan/, {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Välkomna' })).toBeVisible();
    await waitFor(() =>
      expect(
        requests.some(
          (request) =>
            request.path === '/api/logs/' && JSON.stringify(request.body).includes('Countdown broke'),
        ),
      ).toBe(true),
    );
  });
});
