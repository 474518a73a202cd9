import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GiftRegistryModule, SiteModuleInput } from '@eventsite/core/schemas/site-modules';
import { moduleInContext, type TestContextOptions } from '../module-test-utils';
import { GiftRegistryView } from './gift-registry-view';

type GiftItemInput = NonNullable<
  Extract<SiteModuleInput, { siteModuleType: 'GiftRegistry' }>['giftRegistry']
>[number];

const plates: GiftItemInput = {
  id: 'plates',
  title: { sv: 'Tallrikar' },
  description: { sv: 'Vita, djupa.' },
  quantity: 3,
  reservable: true,
};
const bicycle: GiftItemInput = {
  id: 'bicycle',
  title: { sv: 'Cykel' },
  link: 'https://example.com/cykel',
  quantity: 1,
};
const trip: GiftItemInput = { id: 'trip', title: { sv: 'Resan' }, quantity: null, reservable: false };

function renderRegistry(items: GiftItemInput[], context: TestContextOptions = {}) {
  const props = moduleInContext<GiftRegistryModule>(
    { id: 'gr', siteModuleType: 'GiftRegistry', title: { sv: 'Önskelista' }, giftRegistry: items },
    {
      ...context,
      site: {
        giftRegistryReservations: [
          { giftRegistryId: 'plates', quantityReserved: 1 },
          { giftRegistryId: 'bicycle', quantityReserved: 1 },
        ],
      },
    },
  );
  return render(<GiftRegistryView {...props} />);
}

describe('GiftRegistryView (001 "Gift registry", §4)', () => {
  it('shows a single item at once, without the START view', () => {
    renderRegistry([plates]);
    expect(screen.queryByRole('button', { name: 'Visa önskelistan' })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Tallrikar' })).toBeInTheDocument();
  });

  it('starts on START when there is more than one item, and its button shows the list', async () => {
    renderRegistry([plates, bicycle, trip]);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Visa önskelistan' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Tallrikar',
      'Cykel',
      'Resan',
    ]);
  });

  it('shows each item’s status, description and read-more link', async () => {
    renderRegistry([plates, bicycle, trip]);
    await userEvent.click(screen.getByRole('button', { name: 'Visa önskelistan' }));
    expect(screen.getByText('Antal: 3, reserverade: 1')).toBeInTheDocument();
    expect(screen.getByText('Reserverad')).toBeInTheDocument();
    expect(screen.getByText('Vita, djupa.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Läs mer/ });
    expect(link).toHaveAttribute('href', 'https://example.com/cykel');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('reads the module’s own status words when it has them', () => {
    const props = moduleInContext<GiftRegistryModule>({
      id: 'gr',
      siteModuleType: 'GiftRegistry',
      giftRegistry: [plates],
      statusTextQuantity: { sv: 'Önskas' },
    });
    render(<GiftRegistryView {...props} />);
    expect(screen.getByText('Önskas: 3')).toBeInTheDocument();
  });

  it('asks the owner for a first gift in EDIT mode and shows guests nothing when empty', () => {
    const { container, unmount } = renderRegistry([]);
    expect(container).toBeEmptyDOMElement();
    unmount();
    renderRegistry([], { mode: 'EDIT' });
    expect(screen.getByText('Önskelistan är tom – lägg till den första presenten')).toBeInTheDocument();
  });
});
