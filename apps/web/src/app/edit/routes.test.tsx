import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderEditApp } from '../../test/render-edit-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the EDIT routes', () => {
  it.each(['/redigera/site-1/okand', '/okand-sida'])(
    'show the not-found page for %s, which has no screen',
    async (path) => {
      mockFetch(() => undefined);
      renderEditApp(path);

      expect(await screen.findByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Gå till inloggningen' })).toHaveAttribute('href', '/logga-in');
      // The title is set in an effect, which a busy machine may run a moment after the heading shows.
      await waitFor(() => expect(document.title).toBe('Sidan finns inte - Festsidan'));
    },
  );

  it('scroll to the top on every path change', async () => {
    mockFetch(() => undefined);
    vi.mocked(window.scrollTo).mockClear();
    const { router } = renderEditApp('/okand-sida');
    await screen.findByRole('heading', { name: 'Sidan finns inte' });
    // The first page's own scroll may land after its heading shows; only what the navigation causes counts.
    await vi.waitFor(() => expect(window.scrollTo).toHaveBeenCalled());
    vi.mocked(window.scrollTo).mockClear();

    await router.navigate('/en-annan-sida');
    await vi.waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
