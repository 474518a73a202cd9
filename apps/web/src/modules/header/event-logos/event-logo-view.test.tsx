import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_LOGO_NAMES, type EventLogoName } from '@eventsite/core/constants/event-logos';
import type { EventLogo } from '@eventsite/core/schemas/event-logo';
import { EventLogoView } from './event-logo-view';

const FONTS = { heading: 'Playfair Display', text: 'Arial' };

function logo(name: EventLogoName, changes: Partial<EventLogo> = {}): EventLogo {
  return { name, name1: 'Anna', name2: 'Erik', additionalText: '14.06.2025', ...changes };
}

function renderLogo(eventLogo: EventLogo, demo = false) {
  return render(<EventLogoView eventLogo={eventLogo} fonts={FONTS} demo={demo} />);
}

function logoStyle(container: HTMLElement): CSSStyleDeclaration {
  const element = container.querySelector<HTMLElement>('[data-event-logo] > div');
  if (element === null) throw new Error('logo not rendered');
  return element.style;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('EventLogoView (001 "Event logo")', () => {
  it.each(EVENT_LOGO_NAMES)('%s shows the names and the extra line', (name) => {
    const { container } = renderLogo(logo(name));
    expect(container).toHaveTextContent('Anna');
    expect(container).toHaveTextContent('Erik');
    expect(container).toHaveTextContent('14.06.2025');
  });

  it('marks a script heading font, whose names are not set in capitals (issue 39 item 10)', () => {
    const script = render(
      <EventLogoView
        eventLogo={logo('BorderUpAndDown')}
        fonts={{ heading: 'Great Vibes', text: 'EB Garamond' }}
      />,
    );
    expect(script.container.querySelector('[data-script-heading]')).not.toBeNull();
    const serif = renderLogo(logo('BorderUpAndDown'));
    expect(serif.container.querySelector('[data-script-heading]')).toBeNull();
  });

  it.each<EventLogoName>([
    'ModernMonogramStrikethrough',
    'ModernMonogramBadge',
    'ModernMonogramBorderBetween',
  ])('%s shows each initial on its own', (name) => {
    renderLogo(logo(name));
    expect(screen.getByText('A', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('E', { exact: true })).toBeInTheDocument();
  });

  it('HandDrawnHeart shows the initials inside the heart', () => {
    const { container } = renderLogo(logo('HandDrawnHeart', { name1: 'åsa', name2: 'Örjan' }));
    expect(container).toHaveTextContent('Å&Ö');
  });

  it('shows the sample names on a DEMO logo', () => {
    const { container } = renderLogo(logo('BorderUpAndDown'), true);
    expect(container).toHaveTextContent('Emma & Oskar');
    expect(container).not.toHaveTextContent('Anna');
  });

  it('ModernMonogramBadge writes short names on one ring and very long names on two, one name each', () => {
    const short = renderLogo(logo('ModernMonogramBadge'));
    expect(Array.from(short.container.querySelectorAll('textPath'), (path) => path.textContent)).toEqual([
      'Anna & Erik',
      '14.06.2025',
    ]);
    short.unmount();
    const { container } = renderLogo(
      logo('ModernMonogramBadge', {
        name1: 'Anna-Karin Johansson-Lindqvist',
        name2: 'Maximilian Wolfgang Andersson',
      }),
    );
    const rings = Array.from(container.querySelectorAll('textPath'));
    expect(rings.map((path) => path.textContent)).toEqual([
      'Anna-Karin Johansson-Lindqvist',
      'Maximilian Wolfgang Andersson',
      '14.06.2025',
    ]);
    // Each name gets letters of 4.5 units or more: 11 px on a phone's seal.
    for (const ring of rings.slice(0, 2)) {
      expect(Number(ring.parentElement?.getAttribute('font-size'))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('leaves out an empty extra line', () => {
    const { container } = renderLogo(logo('LeafsBox', { additionalText: '' }));
    expect(container.textContent).toBe('Anna&Erik');
  });

  it('sizes the badge initials at fontSizeInitials plus 25 (9 gives 34)', () => {
    renderLogo(logo('ModernMonogramBadge', { fontSizeInitials: 9 }));
    expect(screen.getByText('A', { exact: true })).toHaveAttribute('font-size', '34');
  });

  it('sizes the badge initials at 35 when fontSizeInitials is unset', () => {
    renderLogo(logo('ModernMonogramBadge'));
    expect(screen.getByText('A', { exact: true })).toHaveAttribute('font-size', '35');
  });

  it('moves the two badge initials apart by the distances', () => {
    renderLogo(logo('ModernMonogramBadge', { distanceInitialsX: -4, distanceInitialsY: 10 }));
    expect(screen.getByText('A', { exact: true })).toHaveAttribute('x', '54');
    expect(screen.getByText('A', { exact: true })).toHaveAttribute('y', '40');
    expect(screen.getByText('E', { exact: true })).toHaveAttribute('x', '46');
    expect(screen.getByText('E', { exact: true })).toHaveAttribute('y', '60');
  });

  it("uses the scheme's colours unless an override is set", () => {
    const color = { h: 120, s: 40, l: 30 };
    const { container, rerender } = renderLogo(
      logo('LeafsBox', {
        colorText: { override: false, color },
        colorBackground: { override: false, color },
      }),
    );
    expect(logoStyle(container).getPropertyValue('--logo-ink')).toBe('var(--color-primary)');
    expect(logoStyle(container).getPropertyValue('--logo-fill')).toBe('transparent');

    rerender(
      <EventLogoView
        eventLogo={logo('LeafsBox', {
          colorText: { override: true, color },
          colorBackground: { override: true, color: { ...color, a: 0.5 } },
        })}
        fonts={FONTS}
      />,
    );
    expect(logoStyle(container).getPropertyValue('--logo-ink')).toBe('hsl(120 40% 30% / 1)');
    expect(logoStyle(container).getPropertyValue('--logo-fill')).toBe('hsl(120 40% 30% / 0.5)');
  });

  it("sets the site's fonts", () => {
    const { container } = renderLogo(logo('RelaxedByHand'));
    expect(logoStyle(container).getPropertyValue('--logo-heading')).toBe(
      "'Playfair Display', Georgia, serif",
    );
    expect(logoStyle(container).getPropertyValue('--logo-text')).toBe("'Arial', Arial, sans-serif");
  });

  it('throws on an unknown name', () => {
    // React reports the error it rethrows; the test only needs the throw.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderLogo(logo('FancyScript' as EventLogoName))).toThrow('Unknown event logo: FancyScript');
  });
});
