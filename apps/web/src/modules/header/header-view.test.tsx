import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HeaderModule, SiteModuleInput } from '@eventsite/core/schemas/site-modules';
import { moduleInContext, type TestContextOptions } from '../module-test-utils';
import { HeaderView } from './header-view';

const image = {
  path: '/images/demo/',
  fileName: 'sunset.jpg',
  width: 1600,
  height: 1067,
  sizes: [{ size: 1600, fileName: 'sunset-1600.jpg' }],
};

function renderHeader(
  fields: Partial<Extract<SiteModuleInput, { siteModuleType: 'Header' }>>,
  context: TestContextOptions = {},
) {
  const props = moduleInContext<HeaderModule>({ id: 'h', siteModuleType: 'Header', ...fields }, context);
  return render(<HeaderView {...props} />);
}

function header(): HTMLElement {
  return document.querySelector('[data-size]') as HTMLElement;
}

describe('HeaderView (001 "Header")', () => {
  it.each([
    ['SMALL', 'small'],
    ['MEDIUM', 'medium'],
    ['LARGE', 'large'],
  ] as const)('sizes the image %s', (size, className) => {
    renderHeader({ title: { sv: 'Emma & Oskar' }, image, userSelectedImageSize: size });
    expect(header()).toHaveClass(className, 'withImage');
  });

  it('is MEDIUM by default and loads its image first', () => {
    renderHeader({ title: { sv: 'Emma & Oskar' }, image });
    expect(header()).toHaveClass('medium');
    const img = document.querySelector('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('sizes', '(max-aspect-ratio: 97/100) 97vh, 100vw');
    // Without a portrait crop the img stands alone.
    expect(document.querySelector('picture')).toBeNull();
  });

  it("offers a phone held upright the image's portrait crop, in the same img (issue 40)", () => {
    const portraitSizes = [{ size: 800, fileName: 'sunset-portrait-800.jpg' }];
    renderHeader({ title: { sv: 'Emma & Oskar' }, image: { ...image, portraitSizes } });
    const source = document.querySelector('picture > source');
    expect(source).toHaveAttribute('media', '(max-aspect-ratio: 195/400)');
    expect(source).toHaveAttribute('sizes', '48.75vh');
    expect(source).toHaveAttribute('srcset', '/api/images/demo/sunset-portrait-800.jpg 800w');
    const img = document.querySelector('picture > img');
    expect(img).toHaveAttribute('srcset', '/api/images/demo/sunset-1600.jpg 1600w');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the title and the second line, and works without an image', () => {
    renderHeader({ title: { sv: 'Emma & Oskar', en: 'Emma and Oskar' }, secondLine: { sv: '14 juni 2026' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Emma & Oskar' })).toBeInTheDocument();
    expect(screen.getByText('14 juni 2026')).toBeInTheDocument();
    expect(header()).toHaveClass('plain');
  });

  it('shows the placeholder Inget datum for an empty second line only in EDIT mode', () => {
    const { unmount } = renderHeader({ title: { sv: 'Emma & Oskar' } }, { mode: 'EDIT' });
    expect(screen.getByText('Inget datum')).toBeInTheDocument();
    unmount();
    renderHeader({ title: { sv: 'Emma & Oskar' } });
    expect(screen.queryByText('Inget datum')).toBeNull();
  });

  it('moves the title only in theme9', () => {
    const { unmount } = renderHeader(
      { title: { sv: 'A' }, verticalAlignment: -1 },
      { site: { theme: 'theme9' } },
    );
    expect(header()).toHaveClass('alignTop');
    unmount();
    renderHeader({ title: { sv: 'A' }, verticalAlignment: 1 }, { site: { theme: 'theme4' } });
    expect(header()).toHaveClass('alignMiddle');
  });

  it('shows the event logo instead of the title on a wedding site', async () => {
    const context: TestContextOptions = {
      brand: 'wedding',
      site: { eventLogo: { name: 'HandDrawnHeart', name1: 'Emma', name2: 'Oskar' } },
    };
    const { container, unmount } = renderHeader({ title: { sv: 'Vårt bröllop' } }, context);
    await waitFor(() => expect(container.querySelector('[data-event-logo="HandDrawnHeart"]')).not.toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Vårt bröllop' })).toHaveClass('visually-hidden');
    unmount();

    const party = renderHeader({ title: { sv: 'Vårt bröllop' } }, { ...context, brand: 'party' });
    expect(party.container.querySelector('[data-event-logo]')).toBeNull();
  });

  it('renders nothing for guests when it is empty', () => {
    const { container } = renderHeader({});
    expect(container).toBeEmptyDOMElement();
  });
});
