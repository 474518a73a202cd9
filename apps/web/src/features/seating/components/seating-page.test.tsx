import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderOwnerScreen } from '../../../test/render-owner-screen';
import { SeatingPage } from './seating-page';
import { seatingPlan, seatingSite } from './seating-test-data';

afterEach(() => {
  vi.unstubAllGlobals();
});

const planPath = '/api/sites/site-1/seating?event=dinner';

function renderPage(
  put: (request: RecordedRequest) => Response = (request) =>
    jsonResponse({ ...seatingPlan(), ...(request.body as object), revision: 4, removed: [] }),
) {
  const requests = mockFetch((request) => {
    if (request.path === '/api/sites/site-1') return jsonResponse(seatingSite());
    if (request.path === planPath && request.method === 'GET') return jsonResponse(seatingPlan());
    if (request.path === planPath && request.method === 'PUT') return put(request);
    if (request.path === '/api/accounts/me/')
      return jsonResponse({ mail: 'anna@example.se', site: { _id: 'site-1' }, language: 'en' });
    return undefined;
  });
  const rendered = renderOwnerScreen('/redigera/:siteId/placering', <SeatingPage />, {
    path: '/redigera/site-1/placering',
    language: 'en',
  });
  return { requests, ...rendered };
}

const puts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'PUT').map((request) => request.body);
const count = (key: string) => screen.getByTestId(`count-${key}`).querySelector('dd')?.textContent;
const tableCard = (name: string) =>
  screen.getByRole('heading', { name, level: 3 }).closest('[data-testid="table-card"]') as HTMLElement;

describe('SeatingPage (issue 35 item 1)', () => {
  it('opens on the dinner with its counts, the diet marks and who was taken off a table', async () => {
    renderPage();
    expect(await screen.findByRole('combobox', { name: 'Seating for' })).toHaveValue('dinner');
    expect(screen.getByRole('option', { name: 'Party' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Ceremony' })).not.toBeInTheDocument();
    expect(count('placed')).toBe('1');
    expect(count('unplaced')).toBe('2');
    expect(count('freeSeats')).toBe('3');
    expect(screen.getByRole('img', { name: 'Diet: Vegetarian' })).toBeInTheDocument();
    expect(screen.getByTestId('removed-notice')).toHaveTextContent(
      'Lars Lind said no and was taken off table 4.',
    );
  });

  it('places a person by keyboard: the person, then a table; and saves with the revision read', async () => {
    const { requests, user } = renderPage();
    const anna = await screen.findByRole('button', { name: 'Anna Berg' });
    anna.focus();
    await user.keyboard('{Enter}');
    expect(anna).toHaveAttribute('aria-pressed', 'true');
    const bar = screen.getByRole('region', { name: 'Pick a table' });
    expect(bar).toHaveTextContent('Anna Berg is picked – choose a table.');
    within(bar).getByRole('button', { name: 'Table 1 · 3 free' }).focus();
    await user.keyboard('{Enter}');

    expect(within(tableCard('Table 1')).getByRole('button', { name: 'Anna Berg' })).toBeInTheDocument();
    expect(count('placed')).toBe('2');
    expect(count('unplaced')).toBe('1');
    expect(count('freeSeats')).toBe('2');
    await vi.waitFor(() => expect(puts(requests)).toHaveLength(1), { timeout: 3000 });
    expect(puts(requests)[0]).toMatchObject({
      revision: 3,
      tables: [
        {
          id: 'table-1',
          places: [
            { householdId: 'holm', member: 'Eva Holm' },
            { householdId: 'berg', member: 'Anna Berg' },
          ],
        },
      ],
    });
  });

  it('fills the rest keeping the party together', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Fill the rest' }));
    const people = within(screen.getByRole('list', { name: 'At table 1' }))
      .getAllByRole('button')
      .map((person) => person.textContent);
    expect(people).toEqual(['Eva Holm', 'Anna Berg', 'Bo Berg']);
    expect(count('unplaced')).toBe('0');
    expect(count('freeSeats')).toBe('1');
    expect(screen.getByText('Everyone is placed.')).toBeInTheDocument();
  });

  it('shows the stored plan and says so when another tab saved first', async () => {
    const stored = seatingPlan({
      revision: 5,
      tables: [{ id: 'table-9', name: 'Top table', shape: 'long', seats: 10, x: 50, y: 20, places: [] }],
      removed: [],
    });
    const { requests, user } = renderPage(() =>
      jsonResponse(
        {
          isErrorResponse: true,
          code: 'SEATING_REVISION_CONFLICT',
          errorDescription: { sv: 'Ändrad', en: 'Changed', da: 'Ændret' },
          message: 'Conflict',
          plan: stored,
        },
        409,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Fill the rest' }));
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'The plan was changed elsewhere.',
    );
    expect(screen.getByRole('heading', { name: 'Top table', level: 3 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Table 1', level: 3 })).not.toBeInTheDocument();
    expect(count('unplaced')).toBe('3');
    expect(puts(requests)).toHaveLength(1);
  });

  it('adds, edits and deletes tables; a deleted table’s people wait unplaced again', async () => {
    const { requests, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add table' }));
    let dialog = await screen.findByRole('dialog', { name: 'New table' });
    expect(within(dialog).getByRole('textbox', { name: 'Name or number' })).toHaveValue('2');
    await user.click(within(dialog).getByRole('radio', { name: 'Long' }));
    const seats = within(dialog).getByRole('spinbutton', { name: 'Seats' });
    await user.clear(seats);
    await user.type(seats, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(tableCard('Table 2')).getByText('Long · 0/12')).toBeInTheDocument();
    expect(count('freeSeats')).toBe('15');

    await user.click(within(tableCard('Table 1')).getByRole('button', { name: 'Edit' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit table' });
    const name = within(dialog).getByRole('textbox', { name: 'Name or number' });
    await user.clear(name);
    await user.type(name, 'Family');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(tableCard('Family')).getByText('Round · 1/4')).toBeInTheDocument();

    await user.click(within(tableCard('Family')).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Family?' });
    expect(dialog).toHaveTextContent('The person at the table waits unplaced again.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete table' }));
    expect(screen.queryByRole('heading', { name: 'Family', level: 3 })).not.toBeInTheDocument();
    expect(count('unplaced')).toBe('3');
    expect(count('placed')).toBe('0');

    // Saved as the owner works: the last save holds the one table left; each save after the first carries
    // the revision the one before answered.
    await vi.waitFor(
      () =>
        expect(puts(requests).at(-1)).toMatchObject({
          tables: [{ name: '2', shape: 'long', seats: 12, places: [] }],
        }),
      { timeout: 3000 },
    );
    const revisions = puts(requests).map((body) => (body as { revision: number }).revision);
    expect(revisions).toEqual([3, ...revisions.slice(1).map(() => 4)]);
  });

  it('moves a table on the room drawing with the arrow keys', async () => {
    const { requests, user } = renderPage();
    const table = await screen.findByRole('button', { name: /^Table 1, 1 of 4 seats taken/ });
    table.focus();
    await user.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(table).toHaveStyle({ left: '21%', top: '35%' });
    await vi.waitFor(() => expect(puts(requests)).toHaveLength(1), { timeout: 3000 });
    expect(puts(requests)[0]).toMatchObject({ tables: [{ id: 'table-1', x: 21, y: 35 }] });
  });
});

describe('SeatingPage: printed place cards (issue 35 item 2)', () => {
  const renderIn = (brand: 'wedding' | 'party') => {
    mockFetch((request) => {
      if (request.path === '/api/sites/site-1') return jsonResponse(seatingSite());
      if (request.path === planPath) return jsonResponse(seatingPlan());
      return undefined;
    });
    return renderOwnerScreen('/redigera/:siteId/placering', <SeatingPage />, {
      path: '/redigera/site-1/placering?event=dinner',
      language: 'en',
      config: { brand },
    });
  };

  it('are ordered from the wedding brand’s prints, into the place cards’ checkout at the price per card', async () => {
    renderIn('wedding');
    const prints = await screen.findByRole('region', { name: 'Print' });
    expect(within(prints).getByText(/8\skr per card/)).toBeInTheDocument();
    expect(within(prints).getByRole('link', { name: 'Order printed place cards' })).toHaveAttribute(
      'href',
      '/redigera/site-1/placering/bestall?event=dinner',
    );
  });

  it('are downloaded only in the other brands', async () => {
    renderIn('party');
    const prints = await screen.findByRole('region', { name: 'Print' });
    expect(within(prints).queryByRole('link', { name: 'Order printed place cards' })).not.toBeInTheDocument();
  });
});
