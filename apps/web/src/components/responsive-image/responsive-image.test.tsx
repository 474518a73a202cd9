import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageSettingsContext } from './image-settings';
import { ResponsiveImage } from './responsive-image';

const image = {
  path: '/images/demo/',
  fileName: 'bouquet.jpg',
  cdn: false,
  width: 1600,
  height: 1067,
  sizes: [
    { size: 600, fileName: 'bouquet-600.jpg' },
    { size: 1600, fileName: 'bouquet-1600.jpg' },
  ],
};

describe('ResponsiveImage (001 §7, §9)', () => {
  it('lists every stored size, uses the largest as src and sets its size', () => {
    render(<ResponsiveImage image={image} sizes="220px" alt="Bukett" />);
    const img = screen.getByRole('img', { name: 'Bukett' });
    expect(img).toHaveAttribute('src', '/api/images/demo/bouquet-1600.jpg');
    expect(img).toHaveAttribute(
      'srcset',
      '/api/images/demo/bouquet-600.jpg 600w, /api/images/demo/bouquet-1600.jpg 1600w',
    );
    expect(img).toHaveAttribute('sizes', '220px');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1067');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('loads an eager image first when asked to', () => {
    render(<ResponsiveImage image={image} sizes="100vw" alt="" loading="eager" fetchPriority="high" />);
    const img = document.querySelector('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('reads a CDN image from the CDN base of its context', () => {
    render(
      <ImageSettingsContext value={{ cdnBase: 'https://cdn.example.com', language: 'sv' }}>
        <ResponsiveImage image={{ ...image, cdn: true }} sizes="100vw" alt="Bukett" />
      </ImageSettingsContext>,
    );
    expect(screen.getByRole('img')).toHaveAttribute(
      'src',
      'https://cdn.example.com/images/demo/bouquet-1600.jpg',
    );
  });

  it('says so when the image cannot be loaded, in the site language', () => {
    const { rerender } = render(<ResponsiveImage image={image} sizes="100vw" alt="Bukett" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByText('Misslyckades att ladda bild')).toBeInTheDocument();

    rerender(
      <ImageSettingsContext value={{ cdnBase: null, language: 'da' }}>
        <ResponsiveImage image={image} sizes="100vw" alt="Bukett" />
      </ImageSettingsContext>,
    );
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByText('Billedet kunne ikke indlæses')).toBeInTheDocument();
  });

  describe('an image that failed before the app ran (issue 40)', () => {
    afterEach(() => vi.restoreAllMocks());

    it('says so once the app runs, as its error came before anyone listened', () => {
      // A server-drawn image that the browser has given up on: finished, with no pixels.
      vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
      render(<ResponsiveImage image={image} sizes="100vw" alt="Bukett" />);
      expect(screen.getByText('Misslyckades att ladda bild')).toBeInTheDocument();
    });

    it('keeps an image that is still loading', () => {
      render(<ResponsiveImage image={image} sizes="100vw" alt="Bukett" />);
      expect(screen.getByRole('img', { name: 'Bukett' })).toBeInTheDocument();
    });
  });

  it('shows nothing for a silent image that cannot be loaded', () => {
    const { container } = render(<ResponsiveImage image={image} sizes="100vw" alt="" silent />);
    fireEvent.error(container.querySelector('img')!);
    expect(container).toBeEmptyDOMElement();
  });
});
