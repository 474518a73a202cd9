import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LocationModule } from '@eventsite/core/schemas/site-modules';
import { moduleInContext } from '../module-test-utils';
import { LocationView } from './location-view';

describe('LocationView (001 "Location")', () => {
  it('links the map picture to a maps search for the location, in a new tab', () => {
    const props = moduleInContext<LocationModule>({
      id: 'l',
      siteModuleType: 'Location',
      title: { sv: 'Plats' },
      secondTitle: { sv: 'Lördag kl. 15' },
      map: {
        location: 'Skeppsholmen, Stockholm & co',
        map: { path: '/images/demo/', fileName: 'map-wedding.png', width: 640, height: 420 },
      },
    });
    render(<LocationView {...props} />);

    const link = screen.getByRole('link', { name: 'Öppna Skeppsholmen, Stockholm & co i kartor (ny flik)' });
    expect(link).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Skeppsholmen%2C%20Stockholm%20%26%20co',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('img')).toHaveAttribute('src', '/api/images/demo/map-wedding.png');
    expect(screen.getByText('Skeppsholmen, Stockholm & co')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Plats' })).toBeInTheDocument();
    expect(screen.getByText('Lördag kl. 15')).toBeInTheDocument();
  });

  it('uses the 650 px size hint for its image', () => {
    const props = moduleInContext<LocationModule>({
      id: 'l',
      siteModuleType: 'Location',
      image: {
        path: '/images/demo/',
        fileName: 'manor.jpg',
        sizes: [{ size: 800, fileName: 'manor-800.jpg' }],
      },
    });
    render(<LocationView {...props} />);
    expect(document.querySelector('img')).toHaveAttribute('sizes', '(min-width: 750px) 650px, 100vw');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders nothing for guests when it is empty', () => {
    const { container } = render(
      <LocationView {...moduleInContext<LocationModule>({ id: 'l', siteModuleType: 'Location' })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
