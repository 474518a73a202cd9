import { colorPaletteOf } from '@eventsite/core/constants/color-palettes';
import { designTemplateOf } from '@eventsite/core/constants/design-templates';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DesignDrawer from './design-drawer';
import { drawerSite, renderDrawer } from './drawer-test-utils';

// Radix sliders measure themselves; jsdom has no ResizeObserver.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

async function openTab(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name }));
  return user;
}

describe('the Design drawer (002 §2.4)', () => {
  it('has the five tabs, and the event-logo tab for the wedding brand only', async () => {
    const party = renderDrawer(DesignDrawer, drawerSite());
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Mallar', 'Layout', 'Typsnitt', 'Färger', 'Grafik']);
    party.unmount();

    renderDrawer(DesignDrawer, drawerSite(), { brand: 'wedding' });
    expect(await screen.findByRole('tab', { name: 'Logga' })).toBeVisible();
  });

  it('applies a design template in one click and marks it chosen', async () => {
    const { calls } = renderDrawer(DesignDrawer, drawerSite());
    const user = userEvent.setup();
    const confetti = await screen.findByRole('button', { name: 'Konfetti' });
    expect(confetti).toHaveAttribute('aria-pressed', 'false');
    await user.click(confetti);

    const template = designTemplateOf('confetti')!;
    expect(calls.onChange).toHaveBeenCalledTimes(1);
    expect(calls.onChange.mock.lastCall?.[0]).toMatchObject({
      theme: 'theme10',
      fonts: template.fonts,
      colorScheme: template.colorScheme,
      siteGraphic: 'movingDots',
      mostRecentSelectedDesignTemplate: 'confetti',
    });
    expect(screen.getByRole('button', { name: 'Konfetti' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers each brand its own templates only', async () => {
    const party = renderDrawer(DesignDrawer, drawerSite());
    expect(await screen.findByRole('button', { name: 'Konfetti' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Eukalyptus' })).not.toBeInTheDocument();
    party.unmount();

    renderDrawer(DesignDrawer, drawerSite(), { brand: 'wedding' });
    expect(await screen.findByRole('button', { name: 'Eukalyptus' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Konfetti' })).not.toBeInTheDocument();
  });

  it('changes the layout theme, with theme12 for weddings only', async () => {
    const party = renderDrawer(DesignDrawer, drawerSite());
    let user = await openTab('Layout');
    expect(screen.queryByRole('button', { name: 'Bröllop' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Minimal' }));
    expect(party.calls.onChange.mock.lastCall?.[0].theme).toBe('theme8');
    expect(screen.getByRole('button', { name: 'Minimal' })).toHaveAttribute('aria-pressed', 'true');
    party.unmount();

    const wedding = renderDrawer(DesignDrawer, drawerSite(), { brand: 'wedding' });
    user = await openTab('Layout');
    await user.click(screen.getByRole('button', { name: 'Bröllop' }));
    expect(wedding.calls.onChange.mock.lastCall?.[0].theme).toBe('theme12');
  });

  it('picks the heading and text fonts from the self-hosted list, scripts for headings only', async () => {
    const { calls } = renderDrawer(DesignDrawer, drawerSite());
    const user = await openTab('Typsnitt');
    const headings = screen.getByRole('group', { name: 'Rubriker' });
    const texts = screen.getByRole('group', { name: 'Brödtext' });
    expect(within(headings).getByRole('radio', { name: /Playfair Display/ })).toBeChecked();
    expect(within(texts).queryByRole('radio', { name: /Great Vibes/ })).not.toBeInTheDocument();

    await user.click(within(headings).getByRole('radio', { name: /Lora/ }));
    expect(calls.onChange.mock.lastCall?.[0].fonts).toEqual({ heading: 'Lora', text: 'Arial' });
    await user.click(within(texts).getByRole('radio', { name: /Montserrat/ }));
    expect(calls.onChange.mock.lastCall?.[0].fonts).toEqual({ heading: 'Lora', text: 'Montserrat' });
  });

  it.each([
    ['party', 'Välkommen på Annas 30-årsfest'],
    ['wedding', 'Anna & Erik gifter sig'],
    ['event', 'Välkommen till vårens konferens'],
  ] as const)('previews the fonts with the %s brand’s own sample text', async (brand, heading) => {
    renderDrawer(DesignDrawer, drawerSite(), { brand });
    await openTab('Typsnitt');
    expect(screen.getByText(heading)).toBeVisible();
  });

  it('edits the six scheme colours with the HSL picker and applies a ready palette', async () => {
    const { calls } = renderDrawer(DesignDrawer, drawerSite());
    const user = await openTab('Färger');
    for (const name of ['Accent', 'Text på accent', 'Bakgrund', 'Text på bakgrund', 'Yta', 'Text på yta']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
    await user.click(screen.getByRole('button', { name: 'Bakgrund' }));
    const hue = screen.getByRole('slider', { name: 'Bakgrund: Nyans' });
    hue.focus();
    await user.keyboard('{ArrowRight}');
    const changed = calls.onChange.mock.lastCall?.[0].colorScheme;
    expect(changed?.background).toEqual({ h: 37, s: 40, l: 97 });
    expect(screen.getByRole('slider', { name: 'Bakgrund: Ljushet' })).toHaveAttribute('aria-valuenow', '97');

    await user.click(screen.getByRole('button', { name: 'Salvia' }));
    expect(calls.onChange.mock.lastCall?.[0].colorScheme).toEqual(colorPaletteOf('sage').colorScheme);
    expect(screen.getByRole('button', { name: 'Salvia' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('warns when a text colour is hard to read on its background', async () => {
    const grey = { h: 0, s: 0, l: 60 };
    const scheme = colorPaletteOf('monochrome').colorScheme;
    renderDrawer(
      DesignDrawer,
      drawerSite({ colorScheme: { ...scheme, background: grey, onBackground: grey } }),
    );
    const user = await openTab('Färger');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bakgrund' }));
    expect(screen.getByRole('status')).toHaveTextContent('Text på bakgrund kan bli svårläst mot Bakgrund.');
  });

  it('chooses a decoration, or none', async () => {
    const { calls } = renderDrawer(DesignDrawer, drawerSite({ siteGraphic: 'eucalyptus' }));
    const user = await openTab('Grafik');
    // No graphic, the four decorations, nine corners and nine backgrounds.
    expect(screen.getAllByRole('button')).toHaveLength(1 + 4 + 9 + 9);
    expect(screen.getByRole('button', { name: 'Eukalyptus' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hörn 3' }));
    expect(calls.onChange.mock.lastCall?.[0].siteGraphic).toBe('corner3');
    await user.click(screen.getByRole('button', { name: 'Ingen grafik' }));
    expect(calls.onChange.mock.lastCall?.[0].siteGraphic).toBeNull();
  });
});

describe('the event-logo tab (002 §2.4, §5)', () => {
  it('offers the seven logos and none; a badge starts at 9, 12, 6', async () => {
    const { calls } = renderDrawer(DesignDrawer, drawerSite(), { brand: 'wedding' });
    const user = await openTab('Logga');
    const designs = screen.getByRole('region', { name: 'Logga i sidhuvudet' });
    expect(within(designs).getAllByRole('button')).toHaveLength(8);
    expect(within(designs).getByRole('button', { name: 'Ingen logga' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText(/Sidhuvudet visar sin rubrik/)).toBeVisible();

    await user.click(within(designs).getByRole('button', { name: 'Monogram i märke' }));
    expect(calls.onChange.mock.lastCall?.[0].eventLogo).toEqual({
      name: 'ModernMonogramBadge',
      name1: '',
      name2: '',
      additionalText: '',
      fontSizeInitials: 9,
      distanceInitialsX: 12,
      distanceInitialsY: 6,
    });
    expect(screen.getByRole('slider', { name: 'Storlek' })).toHaveAttribute('aria-valuenow', '9');
    expect(screen.getByRole('slider', { name: 'Avstånd i sidled' })).toHaveAttribute('aria-valuenow', '12');
    expect(screen.getByRole('slider', { name: 'Avstånd i höjdled' })).toHaveAttribute('aria-valuenow', '6');
  });

  it('edits the names and the extra line, and keeps the sliders within their bounds', async () => {
    const { calls, site } = renderDrawer(
      DesignDrawer,
      drawerSite({ eventLogo: { name: 'ModernMonogramBadge', name1: '', name2: '' } }),
      { brand: 'wedding' },
    );
    const user = await openTab('Logga');
    await user.type(screen.getByLabelText('Namn 1'), 'Ann');
    await user.type(screen.getByLabelText('Namn 2'), 'Eri');
    await user.type(screen.getByLabelText('Extra rad'), '2031');
    expect(site().eventLogo).toMatchObject({ name1: 'Ann', name2: 'Eri', additionalText: '2031' });

    const size = screen.getByRole('slider', { name: 'Storlek' });
    expect(size).toHaveAttribute('aria-valuemin', '1');
    expect(size).toHaveAttribute('aria-valuemax', '15');
    size.focus();
    await user.keyboard('{End}');
    expect(site().eventLogo?.fontSizeInitials).toBe(15);
    await user.keyboard('{Home}');
    expect(site().eventLogo?.fontSizeInitials).toBe(1);

    const distance = screen.getByRole('slider', { name: 'Avstånd i sidled' });
    expect(distance).toHaveAttribute('aria-valuemin', '-14');
    expect(distance).toHaveAttribute('aria-valuemax', '14');
    distance.focus();
    await user.keyboard('{Home}');
    expect(site().eventLogo?.distanceInitialsX).toBe(-14);
    expect(calls.onChange).toHaveBeenCalled();
  }, 20_000);

  it('shows the sliders only for the badge, and turns on colours of the logo’s own', async () => {
    const { site } = renderDrawer(
      DesignDrawer,
      drawerSite({ eventLogo: { name: 'LeafsBox', name1: 'Anna', name2: 'Erik' } }),
      { brand: 'wedding' },
    );
    const user = await openTab('Logga');
    expect(screen.queryByRole('slider', { name: 'Storlek' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Egen textfärg' }));
    expect(site().eventLogo?.colorText).toEqual({ override: true, color: { h: 350, s: 30, l: 42 } });
    const lightness = screen.getByRole('slider', { name: 'Egen textfärg: Ljushet' });
    lightness.focus();
    await user.keyboard('{ArrowLeft}');
    expect(site().eventLogo?.colorText?.color.l).toBe(41);

    await user.click(screen.getByRole('switch', { name: 'Egen textfärg' }));
    expect(site().eventLogo?.colorText?.override).toBe(false);
    expect(screen.queryByRole('slider', { name: 'Egen textfärg: Ljushet' })).not.toBeInTheDocument();
  });
});
