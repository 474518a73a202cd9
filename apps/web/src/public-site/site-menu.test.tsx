import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { menuFits } from './menu-fits';
import { SiteMenu } from './site-menu';

const ENTRIES = [
  { anchor: 'valkommen', label: 'Välkommen' },
  { anchor: 'program', label: 'Program' },
  { anchor: 'osa', label: 'OSA' },
];

/** jsdom lays nothing out, so the menu's two measurements are given here. */
function mockWidths({ links, available }: { links: number; available: number }) {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('site-menu__measure') ? links : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('site-menu') ? available : 0;
    },
  });
}

afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollWidth');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
});

describe('the site menu (001 "Anchors and menu")', () => {
  it('fits with a tolerance of 2 px', () => {
    expect(menuFits(402, 400)).toBe(true);
    expect(menuFits(403, 400)).toBe(false);
  });

  it('shows the links inline when they fit', () => {
    mockWidths({ links: 300, available: 600 });
    render(<SiteMenu entries={ENTRIES} label="Meny" />);

    const menu = screen.getByRole('navigation', { name: 'Meny' });
    expect(within(menu).queryByRole('button')).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Program' })).toHaveAttribute('href', '#program');
    expect(within(menu).getAllByRole('link')).toHaveLength(3);
  });

  it('folds behind a toggle when they do not fit, and closes after a link click and a click outside', async () => {
    const user = userEvent.setup();
    mockWidths({ links: 700, available: 340 });
    render(
      <>
        <SiteMenu entries={ENTRIES} label="Meny" />
        <p>Outside</p>
      </>,
    );

    const toggle = screen.getByRole('button', { name: 'Meny' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'OSA' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Outside'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape from a link in the panel and gives focus back to the toggle (issue 18 #11)', async () => {
    const user = userEvent.setup();
    mockWidths({ links: 700, available: 340 });
    render(<SiteMenu entries={ENTRIES} label="Meny" />);
    const toggle = screen.getByRole('button', { name: 'Meny' });
    toggle.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Välkommen' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('renders nothing without entries', () => {
    const { container } = render(<SiteMenu entries={[]} label="Meny" />);
    expect(container).toBeEmptyDOMElement();
  });
});
