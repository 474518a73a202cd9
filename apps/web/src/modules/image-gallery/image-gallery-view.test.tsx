import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import type { ImageGalleryModule } from '@eventsite/core/schemas/site-modules';
import { moduleInContext } from '../module-test-utils';
import { ImageGalleryView } from './image-gallery-view';

function image(name: string) {
  return {
    path: '/images/demo/',
    fileName: `${name}.jpg`,
    sizes: [{ size: 600, fileName: `${name}-600.jpg` }],
  };
}

function renderGallery() {
  const props = moduleInContext<ImageGalleryModule>({
    id: 'g',
    siteModuleType: 'ImageGallery',
    title: { sv: 'Bilder' },
    items: ['a', 'b', 'c'].map((name) => ({ id: name, image: image(name) })),
  });
  return render(<ImageGalleryView {...props} />);
}

function position(): string | null | undefined {
  return screen.getByRole('dialog').querySelector('p')?.textContent;
}

describe('ImageGalleryView (001 "Gallery")', () => {
  it("names each image by its owner's alt text, on the page and in the lightbox (issue 39 item 7)", async () => {
    const user = userEvent.setup();
    const props = moduleInContext<ImageGalleryModule>({
      id: 'g',
      siteModuleType: 'ImageGallery',
      title: { sv: 'Bilder' },
      items: [
        { id: 'a', image: image('a'), alt: { sv: 'Brudparet på kyrktrappan' } },
        { id: 'b', image: image('b') },
      ],
    });
    render(<ImageGalleryView {...props} />);
    expect(screen.getByRole('img', { name: 'Brudparet på kyrktrappan' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Brudparet på kyrktrappan – visa bild 1 av 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bilder' });
    expect(dialog.querySelector('img')).toHaveAttribute('alt', 'Brudparet på kyrktrappan');
    await user.keyboard('{ArrowRight}');
    expect(dialog.querySelector('img')).toHaveAttribute('alt', 'Bild 2 av 2');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Visa bild 2 av 2' })).toBeInTheDocument();
  });

  it('shows the images with the 600 px size hint', () => {
    renderGallery();
    const thumbnails = document.querySelectorAll('img');
    expect(thumbnails).toHaveLength(3);
    expect(thumbnails[0]).toHaveAttribute('sizes', '(min-width: 750px) 600px, 100vw');
  });

  it('opens the clicked image full screen, moves with the arrow keys and closes on Escape', async () => {
    const user = userEvent.setup();
    renderGallery();
    const opener = screen.getByRole('button', { name: 'Visa bild 2 av 3' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Bilder' });
    expect(position()).toBe('2 / 3');
    expect(dialog.querySelector('img')).toHaveAttribute('alt', 'Bild 2 av 3');

    await user.keyboard('{ArrowRight}');
    expect(position()).toBe('3 / 3');
    await user.keyboard('{ArrowRight}');
    expect(position()).toBe('1 / 3');
    await user.keyboard('{ArrowLeft}');
    expect(position()).toBe('3 / 3');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Visa bild 3 av 3' })).toHaveFocus();
  });

  it('moves with the previous and next buttons', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'Visa bild 1 av 3' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Nästa bild' }));
    expect(position()).toBe('2 / 3');
    await user.click(screen.getByRole('button', { name: 'Föregående bild' }));
    await user.click(screen.getByRole('button', { name: 'Föregående bild' }));
    expect(position()).toBe('3 / 3');
    await user.click(screen.getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('moves on a horizontal swipe and ignores a vertical one', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'Visa bild 1 av 3' }));
    const dialog = await screen.findByRole('dialog');
    const swipe = (from: [number, number], to: [number, number]) => {
      const start = [{ clientX: from[0], clientY: from[1] }];
      const end = [{ clientX: to[0], clientY: to[1] }];
      fireEvent.touchStart(dialog, { touches: start, changedTouches: start });
      fireEvent.touchEnd(dialog, { touches: [], changedTouches: end });
    };
    swipe([300, 200], [100, 210]);
    expect(position()).toBe('2 / 3');
    swipe([100, 200], [300, 190]);
    expect(position()).toBe('1 / 3');
    swipe([200, 100], [190, 400]);
    expect(position()).toBe('1 / 3');
  });
});

describe("ImageGalleryView with guests' photos (issue 38 item 2)", () => {
  afterEach(() => vi.unstubAllGlobals());

  function renderTakingPhotos(guestsSeeOthers: boolean, items = ['a']) {
    const requests = mockFetch(({ path }) =>
      path === '/api/sites/public/site-1/guest-photos'
        ? jsonResponse({
            photos: [
              {
                _id: 'p2',
                kind: 'image',
                uploader: 'Eva',
                createdAt: '2027-06-12T20:00:00.000Z',
                starred: true,
                image: {
                  url: '/api/sites/public/site-1/guest-photos/files/p2.jpg',
                  width: 800,
                  height: 600,
                  videoUrl: null,
                },
              },
              {
                _id: 'p1',
                kind: 'image',
                uploader: '',
                createdAt: '2027-06-12T19:00:00.000Z',
                starred: false,
                image: {
                  url: '/api/sites/public/site-1/guest-photos/files/p1.jpg',
                  width: 800,
                  height: 600,
                  videoUrl: null,
                },
              },
            ],
          })
        : undefined,
    );
    const props = moduleInContext<ImageGalleryModule>({
      id: 'g',
      siteModuleType: 'ImageGallery',
      title: { sv: 'Bilder' },
      items: items.map((name) => ({ id: name, image: image(name) })),
      guestPhotos: { enabled: true, guestsSeeOthers },
    });
    render(<ImageGalleryView {...props} />);
    return requests;
  }

  it("links to the upload page and shows the guests' approved photos after the owner's, in the server's order", async () => {
    renderTakingPhotos(true);
    expect(await screen.findByRole('link', { name: 'Dela dina bilder' })).toHaveAttribute(
      'href',
      '/sv/bilder',
    );
    expect(await screen.findByRole('button', { name: 'Visa gästernas bild 2 av 2' })).toBeInTheDocument();
    const sources = Array.from(document.querySelectorAll('ul img')).map((img) => img.getAttribute('src'));
    expect(sources).toEqual([
      '/api/images/demo/a-600.jpg',
      '/api/sites/public/site-1/guest-photos/files/p2.jpg',
      '/api/sites/public/site-1/guest-photos/files/p1.jpg',
    ]);
  });

  it("keeps the guests' photos to the hosts when guests may not see each other's", async () => {
    const requests = renderTakingPhotos(false, []);
    expect(await screen.findByRole('link', { name: 'Dela dina bilder' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
