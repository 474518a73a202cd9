import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GiftRegistryModule, SiteModuleInput } from '@eventsite/core/schemas/site-modules';
import { moduleInContext, type TestContextOptions } from '../module-test-utils';
import { answersFrom, mockFetch, sentBodies } from '../../test/fetch-mock';
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

const PLATES_PATH = '/api/gift-registry/site-1/gr/plates/v2';
const BICYCLE_PATH = '/api/gift-registry/site-1/gr/bicycle/v2';

afterEach(() => vi.unstubAllGlobals());

describe('GiftRegistryView, reserving (001 §4, §5)', () => {
  it('reserves pieces and shows the server’s list in the status', async () => {
    const requests = mockFetch(
      answersFrom({
        [`PUT ${PLATES_PATH}`]: {
          body: { giftRegistryReservations: [{ giftRegistryId: 'plates', quantityReserved: 3 }] },
        },
      }),
    );
    renderRegistry([plates]);
    await userEvent.click(screen.getByRole('button', { name: 'Reservera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tallrikar' });
    const quantity = within(dialog).getByLabelText('Antal att reservera');
    expect(quantity).toHaveValue(1);
    expect(quantity).toHaveAttribute('min', '1');
    expect(quantity).toHaveAttribute('max', '2');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.type(within(dialog).getByLabelText('Välj ett lösenord'), 'hemligt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reservera' }));

    expect(await screen.findByText('Antal: 3, reserverade: 3')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentBodies(requests, 'PUT', PLATES_PATH)).toEqual([{ quantity: 2, password: 'hemligt' }]);
    expect(screen.queryByRole('button', { name: 'Reservera' })).toBeNull();
  });

  it('refuses a quantity above what remains and requires the password', async () => {
    const requests = mockFetch(answersFrom({}));
    renderRegistry([plates]);
    await userEvent.click(screen.getByRole('button', { name: 'Reservera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tallrikar' });
    const quantity = within(dialog).getByLabelText('Antal att reservera');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reservera' }));
    expect(within(dialog).getByText('Ange ett antal från 1 till 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Fyll i det här fältet')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('cancels with the password; the quantity is hidden and fixed at 1 on a single piece', async () => {
    const requests = mockFetch(
      answersFrom({ [`DELETE ${BICYCLE_PATH}`]: { body: { giftRegistryReservations: [] } } }),
    );
    renderRegistry([{ ...bicycle, reservable: true }]);
    expect(screen.queryByRole('button', { name: 'Reservera' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort reservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cykel' });
    expect(within(dialog).queryByRole('spinbutton')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Lösenordet du valde vid reservationen'), 'hemligt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort reservation' }));

    expect(await screen.findByRole('button', { name: 'Reservera' })).toBeInTheDocument();
    expect(screen.queryByText('Reserverad')).toBeNull();
    expect(sentBodies(requests, 'DELETE', BICYCLE_PATH)).toEqual([{ quantity: 1, password: 'hemligt' }]);
  });

  it('shows the failure with the server’s description in the dialog', async () => {
    mockFetch(
      answersFrom({
        [`DELETE ${PLATES_PATH}`]: {
          status: 403,
          body: {
            isErrorResponse: true,
            code: 'WRONG_RESERVATION_PASSWORD',
            errorDescription: { sv: 'Fel lösenord', en: 'Wrong password', da: 'Forkert adgangskode' },
            message: 'wrong password',
          },
        },
      }),
    );
    renderRegistry([plates]);
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort reservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tallrikar' });
    await userEvent.type(within(dialog).getByLabelText('Lösenordet du valde vid reservationen'), 'fel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort reservation' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Misslyckades att ta bort reservation');
    expect(alert).toHaveTextContent('Fel lösenord');
  });

  it("gives the server's words in the language the guest reads the site in (issue 39 item 3)", async () => {
    mockFetch(
      answersFrom({
        [`DELETE ${PLATES_PATH}`]: {
          status: 403,
          body: {
            isErrorResponse: true,
            code: 'WRONG_RESERVATION_PASSWORD',
            errorDescription: { sv: 'Fel lösenord', en: 'Wrong password', da: 'Forkert adgangskode' },
            message: 'wrong password',
          },
        },
      }),
    );
    renderRegistry([plates], { language: 'da' });
    await userEvent.click(screen.getByRole('button', { name: 'Fjern reservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tallrikar' });
    await userEvent.type(within(dialog).getByLabelText('Adgangskoden, du valgte ved reservationen'), 'fel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fjern reservation' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Kunne ikke fjerne reservationen');
    expect(alert).toHaveTextContent('Forkert adgangskode');
    expect(alert).not.toHaveTextContent('Fel lösenord');
  });

  it('refreshes the shown counts after a 409, when someone else reserved first', async () => {
    mockFetch(
      answersFrom({
        [`PUT ${PLATES_PATH}`]: {
          status: 409,
          body: {
            isErrorResponse: true,
            code: 'RESERVATION_QUANTITY_UNAVAILABLE',
            errorDescription: {
              sv: 'Så många finns inte kvar att reservera.',
              en: 'That many are not available.',
              da: 'Så mange er der ikke tilbage.',
            },
            message: 'unavailable',
            giftRegistryReservations: [
              { giftRegistryId: 'plates', quantityReserved: 2 },
              { giftRegistryId: 'bicycle', quantityReserved: 1 },
            ],
          },
        },
      }),
    );
    renderRegistry([plates]);
    expect(screen.getByText('Antal: 3, reserverade: 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reservera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tallrikar' });
    const quantity = within(dialog).getByLabelText('Antal att reservera');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.type(within(dialog).getByLabelText('Välj ett lösenord'), 'hemligt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reservera' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Så många finns inte kvar att reservera.');
    // The page behind the dialog and the dialog's own bound now count the other guest's reservation.
    expect(screen.getByText('Antal: 3, reserverade: 2')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Antal att reservera')).toHaveAttribute('max', '1');
  });

  it('blocks reserving in EDIT mode with a message', async () => {
    const requests = mockFetch(answersFrom({}));
    renderRegistry([plates], { mode: 'EDIT', language: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tallrikar' });
    await userEvent.type(within(dialog).getByLabelText('Choose a password'), 'secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/You cannot reserve or cancel reservations/);
    expect(requests).toEqual([]);
  });
});

describe('GiftRegistryView, where focus goes (issue 18 #11)', () => {
  it("moves focus to the list that 'Visa önskelistan' opens", async () => {
    renderRegistry([plates, bicycle, trip]);
    await userEvent.click(screen.getByRole('button', { name: 'Visa önskelistan' }));
    expect(screen.getByRole('list', { name: 'Önskelista' })).toHaveFocus();
  });

  it('gives focus back to the button that opened a dialog when it closes', async () => {
    renderRegistry([plates]);
    const reserve = screen.getByRole('button', { name: 'Reservera' });
    await userEvent.click(reserve);
    const dialog = await screen.findByRole('dialog', { name: 'Tallrikar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await vi.waitFor(() => expect(reserve).toHaveFocus());
  });

  it('gives focus to the item’s other button when the one that opened the dialog is gone', async () => {
    mockFetch(
      answersFrom({
        [`PUT ${PLATES_PATH}`]: {
          body: { giftRegistryReservations: [{ giftRegistryId: 'plates', quantityReserved: 3 }] },
        },
      }),
    );
    renderRegistry([plates]);
    await userEvent.click(screen.getByRole('button', { name: 'Reservera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tallrikar' });
    await userEvent.clear(within(dialog).getByLabelText('Antal att reservera'));
    await userEvent.type(within(dialog).getByLabelText('Antal att reservera'), '2');
    await userEvent.type(within(dialog).getByLabelText('Välj ett lösenord'), 'hemligt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reservera' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Ta bort reservation' })).toHaveFocus());
  });
});
