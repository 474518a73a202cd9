import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_GRAPHICS, type SiteGraphic } from '@eventsite/core/constants/site-graphics';
import { SITE_GRAPHIC_PIECES } from '@eventsite/core/constants/site-graphic-pieces';
import { SiteGraphicLayer } from './site-graphic-layer';

const ARTWORK_SOURCES = import.meta.glob<string>('./artwork/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});

async function gzipSize(text: string): Promise<number> {
  const body = new Response(text).body;
  if (body === null) throw new Error('no body to compress');
  return (await new Response(body.pipeThrough(new CompressionStream('gzip'))).arrayBuffer()).byteLength;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SiteGraphicLayer (001 "Site decorations")', () => {
  it.each(SITE_GRAPHICS)('renders %s as a layer hidden from assistive technology', (name) => {
    const { container } = render(<SiteGraphicLayer name={name} />);
    const layer = container.firstElementChild;
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer).toHaveAttribute('data-site-graphic', name);
    expect(layer?.children).toHaveLength(SITE_GRAPHIC_PIECES[name].length);
  });

  it('hands each piece the address of its own artwork file', () => {
    const { container } = render(<SiteGraphicLayer name="corner1" />);
    const addresses = Array.from(container.querySelectorAll<HTMLElement>('[style]'), (piece) =>
      piece.style.getPropertyValue('--artwork'),
    );
    expect(addresses).toHaveLength(4);
    expect(
      addresses.every((address) => /^url\(".*\/corner1(-accent)?\.svg(\?[^"]*)?"\)$/.test(address)),
    ).toBe(true);
  });

  it('throws on an unknown name', () => {
    // React reports the error it rethrows; the test only needs the throw.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SiteGraphicLayer name={'corner10' as SiteGraphic} />)).toThrow(
      'Unknown site graphic: corner10',
    );
  });
});

describe('site graphic artwork', () => {
  const files = Object.keys(ARTWORK_SOURCES).map((path) => path.replace(/^\.\/artwork\/(.+)\.svg$/, '$1'));
  const used = new Set(
    Object.values(SITE_GRAPHIC_PIECES).flatMap((pieces) => pieces.map((piece) => piece.artwork)),
  );

  it('has a file for every piece and no file that no piece uses', () => {
    expect([...used].filter((file) => file !== undefined).sort()).toEqual([...files].sort());
  });

  it.each(Object.entries(ARTWORK_SOURCES))('keeps %s under 25 KB gzipped', async (_path, source) => {
    expect(await gzipSize(source)).toBeLessThan(25 * 1024);
  });
});
