import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderEditApp } from '../../../test/render-edit-app';

afterEach(() => vi.unstubAllGlobals());

function siteWithText(siteVersion: number, title: string) {
  return {
    _id: 'site-1',
    usesSiteModules: true,
    theme: 'theme4',
    siteVersion,
    availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
    siteModules: [{ id: 'text-1', siteModuleType: 'Text', title: { sv: title, en: `${title} (en)` } }],
  };
}

const VERSIONS = [
  { siteVersion: 3, createdAt: '2030-01-15T12:02:00.000Z', data: siteWithText(3, 'Nyaste texten') },
  { siteVersion: 2, createdAt: '2030-01-14T09:30:00.000Z', data: siteWithText(2, 'Äldre texten') },
];

function serveVersions(restore: () => Response = () => jsonResponse(siteWithText(4, 'Äldre texten'))) {
  return mockFetch(({ method, path }) => {
    if (method === 'GET' && path === '/api/sites/site-1/versions') return jsonResponse(VERSIONS);
    if (method === 'POST' && path === '/api/sites/site-1/versions/2/restore') return restore();
    return undefined;
  });
}

describe('the version history (002 §2.5, §4)', () => {
  it('previews the newest version and lists every version by date and time', async () => {
    serveVersions();
    renderEditApp('/redigera/site-1/versioner');
    expect(await screen.findByRole('heading', { name: 'Nyaste texten' })).toBeInTheDocument();
    const list = screen.getByRole('group', { name: 'Versioner' });
    const versions = within(list).getAllByRole('radio');
    expect(versions).toHaveLength(2);
    expect(versions[0]).toBeChecked();
    expect(within(list).getByText('15 januari 2030')).toBeVisible();
    expect(within(list).getByText('14 januari 2030')).toBeVisible();
    expect(within(list).getAllByText(/^\d{2}:\d{2}$/)).toHaveLength(2);
    expect(within(list).getByText('Senaste')).toBeVisible();
    // Restoring the newest would change nothing, so it is not offered.
    expect(screen.queryByRole('button', { name: 'Återställ den här versionen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tillbaka till redigeraren' })).toHaveAttribute(
      'href',
      '/redigera/site-1/',
    );
  });

  it('shows an older version in each of its languages', async () => {
    serveVersions();
    renderEditApp('/redigera/site-1/versioner');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /14 januari 2030/ }));
    expect(await screen.findByRole('heading', { name: 'Äldre texten' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('heading', { name: 'Äldre texten (en)' })).toBeInTheDocument();
  });

  it('restores an older version after confirming, then goes back to the editor', async () => {
    const requests = serveVersions();
    const { router } = renderEditApp('/redigera/site-1/versioner');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /14 januari 2030/ }));
    await user.click(screen.getByRole('button', { name: 'Återställ den här versionen' }));
    const dialog = screen.getByRole('dialog', { name: 'Återställa versionen?' });
    expect(dialog).toHaveTextContent('Sidan blir som den var 14 januari 2030');

    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Återställ den här versionen' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Återställ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/redigera/site-1/'));
    expect(requests.filter((request) => request.method === 'POST')).toMatchObject([
      { path: '/api/sites/site-1/versions/2/restore', body: {} },
    ]);
  });

  it('says so when the restore fails, and stays', async () => {
    serveVersions(() => errorResponse(500, 'INTERNAL', 'Servern svarar inte.'));
    const { router } = renderEditApp('/redigera/site-1/versioner');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /14 januari 2030/ }));
    await user.click(screen.getByRole('button', { name: 'Återställ den här versionen' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Återställ' }));
    const error = await screen.findByRole('dialog', { name: 'Fel' });
    expect(error).toHaveTextContent('Versionen kunde inte återställas.');
    expect(router.state.location.pathname).toBe('/redigera/site-1/versioner');
  });

  it('explains that older sites have no version history', async () => {
    mockFetch(({ path }) =>
      path === '/api/sites/site-1/versions'
        ? jsonResponse([
            {
              siteVersion: 1,
              createdAt: '2030-01-15T12:02:00.000Z',
              data: { _id: 'site-1', theme: 'theme4' },
            },
          ])
        : undefined,
    );
    renderEditApp('/redigera/site-1/versioner');
    expect(
      await screen.findByText(/Versionshistoriken finns för sidor som är gjorda med moduler/),
    ).toBeVisible();
  });
});
