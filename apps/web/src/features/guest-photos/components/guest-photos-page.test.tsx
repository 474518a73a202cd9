import { screen, waitFor, within } from '@testing-library/react';
import type { GuestPhoto } from '@eventsite/core/api/guest-photos';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, sentBodies, type RecordedRequest } from '../../../test/fetch-mock';
import { renderOwnerScreen } from '../../../test/render-owner-screen';
import { GuestPhotosPage } from './guest-photos-page';

const base = '/api/sites/site-1/guest-photos';

function photo(id: string, uploader: string, change: Partial<GuestPhoto> = {}): GuestPhoto {
  return {
    _id: id,
    status: 'pending',
    kind: 'image',
    uploader,
    createdAt: '2027-06-12T20:15:00.000Z',
    starred: false,
    image: { url: `/api/guest-photos/site-1/${id}/`, width: 1200, height: 900, videoUrl: null },
    ...change,
  };
}

function renderPage(list: GuestPhoto[]) {
  let current = list;
  const answer = ({ path, method, body }: RecordedRequest): Response | undefined => {
    if (path === base && method === 'GET')
      return jsonResponse({
        photos: current,
        count: current.length,
        bytes: 3 * 1024 ** 3 + 1024 ** 3 / 2,
        maxCount: 2000,
        maxBytes: 20 * 1024 ** 3,
      });
    if (path === `${base}/links`)
      return jsonResponse({
        uploadUrl: 'https://anna-och-per.example.se/sv/bilder',
        slideshowUrl: 'https://anna-och-per.example.se/bildspel/abcdefghijklmnopqrstuvwxyz012345',
      });
    if (path.startsWith(`${base}/`) && method === 'PUT') {
      const id = path.slice(base.length + 1);
      current = current.map((each) => (each._id === id ? { ...each, ...(body as object) } : each));
      return jsonResponse(current.find((each) => each._id === id));
    }
    if (path.startsWith(`${base}/`) && method === 'DELETE') {
      current = current.filter((each) => `${base}/${each._id}` !== path);
      return new Response(null, { status: 204 });
    }
    if (path === '/api/accounts/me/')
      return jsonResponse({ mail: 'anna@example.se', site: { _id: 'site-1' }, language: 'sv' });
    return undefined;
  };
  // A change is answered a moment later, as a server's is: the screen renders in between.
  const requests = mockFetch((request) => {
    if (request.method === 'GET') return answer(request);
    return new Promise<Response>((resolve, reject) =>
      setTimeout(() => {
        const response = answer(request);
        if (response) resolve(response);
        else reject(new Error(`unexpected ${request.method} ${request.path}`));
      }, 30),
    );
  });
  return {
    requests,
    ...renderOwnerScreen('/redigera/:siteId/bilder', <GuestPhotosPage />, {
      path: '/redigera/site-1/bilder',
    }),
  };
}

const cards = () => screen.getAllByTestId('guest-photo');

describe("the hosts' moderation of the guests' photos (issue 38 item 3)", () => {
  it('shows the new photos, the usage of the limits, the links and the download of every original', async () => {
    renderPage([photo('p1', 'Eva'), photo('p2', ''), photo('p3', 'Olle', { status: 'approved' })]);
    expect(await screen.findByRole('heading', { name: 'Gästernas bilder', level: 1 })).toBeInTheDocument();
    expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual([
      'Bild från Eva',
      'Bild från en gäst',
    ]);
    expect(screen.getByTestId('count-count')).toHaveTextContent('3 av 2 000');
    expect(screen.getByTestId('count-bytes')).toHaveTextContent('3,5 GB av 20 GB');
    expect(screen.getByRole('link', { name: 'Ladda ner alla' })).toHaveAttribute(
      'href',
      `${base}/archive.zip`,
    );
    expect(await screen.findByRole('link', { name: /bildspel\/abcdef/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Nya (2)' })).toHaveAttribute('aria-checked', 'true');
    screen.getByRole('radio', { name: 'Godkända (1)' }).click();
    await waitFor(() =>
      expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(['Bild från Olle']),
    );
  });

  it('works by keyboard: arrows move, A approves and the next photo takes the focus, S stars, Delete deletes', async () => {
    const { requests, user } = renderPage([photo('p1', 'Eva'), photo('p2', 'Lisa'), photo('p3', 'Olle')]);
    await screen.findAllByTestId('guest-photo');
    await user.click(cards()[0]!);
    expect(cards()[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cards()[1]).toHaveFocus();
    await user.keyboard('a');
    await waitFor(() =>
      expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual([
        'Bild från Eva',
        'Bild från Olle',
      ]),
    );
    expect(sentBodies(requests, 'PUT', `${base}/p2`)).toEqual([{ status: 'approved', starred: false }]);
    expect(cards()[1]).toHaveFocus();

    await user.keyboard('s');
    await waitFor(() =>
      expect(sentBodies(requests, 'PUT', `${base}/p3`)).toEqual([{ status: 'pending', starred: true }]),
    );
    expect(
      await within(cards()[1]!.closest('li')!).findByRole('button', { name: 'Ta bort stjärnan' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await user.keyboard('{ArrowLeft}{Delete}');
    await waitFor(() =>
      expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(['Bild från Olle']),
    );
    expect(requests.some(({ method, path }) => method === 'DELETE' && path === `${base}/p1`)).toBe(true);
    expect(cards()[0]).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(await screen.findByRole('heading', { name: 'Inga nya bilder' })).toBeInTheDocument();
  });

  it('approves by the button too', async () => {
    const { requests, user } = renderPage([photo('p1', 'Eva')]);
    await user.click(await screen.findByRole('button', { name: 'Godkänn' }));
    await waitFor(() =>
      expect(sentBodies(requests, 'PUT', `${base}/p1`)).toEqual([{ status: 'approved', starred: false }]),
    );
    expect(await screen.findByRole('radio', { name: 'Godkända (1)' })).toBeInTheDocument();
  });
});
