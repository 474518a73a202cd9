import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderEditApp } from '../../../test/render-edit-app';
import { answers, site, SITE_ID } from './answers-test-data';

afterEach(() => {
  vi.unstubAllGlobals();
});

const answersPath = `/api/rsvps/${SITE_ID}/v4`;

/** The owner's API: the site, its answers (changeable), and deletes that remove an answer. */
function ownerApi(initial = answers, onDelete?: (request: RecordedRequest) => Response | undefined) {
  let current = [...initial];
  return mockFetch((request) => {
    if (request.path === `/api/sites/${SITE_ID}`) return jsonResponse(site);
    if (request.path === answersPath) return jsonResponse({ data: { data: current } });
    if (request.path === `/api/form-submissions/${SITE_ID}`) return jsonResponse({ data: { data: [] } });
    if (request.method === 'DELETE' && request.path.startsWith(`${answersPath}/`)) {
      const handled = onDelete?.(request);
      if (handled) return handled;
      const id = request.path.split('/').pop();
      current = current.filter((answer) => answer._id !== id);
      return jsonResponse({});
    }
    return undefined;
  });
}

async function openTable(path = `/redigera/${SITE_ID}/visa-osa`) {
  const view = renderEditApp(path);
  // The screen is a lazy chunk, which the first test of a run waits for while it is transformed.
  const table = await screen.findByRole('table', { name: 'Alla svar, en rad per gäst' }, { timeout: 15_000 });
  return { ...view, table };
}

/** The guests' names, row by row. */
function names(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader')[0]?.querySelector('span')?.textContent ?? '');
}

describe('the answers table', { timeout: 20_000 }, () => {
  it('shows one row per guest, each party together, with the questions, the date and the language as columns', async () => {
    ownerApi();
    const { table } = await openTable();

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Namn', 'Kommer du?', 'Specialkost', 'Datum', 'Språk', 'Ta bort']);
    expect(names(table)).toEqual(['Cecilia Ek', 'Anna Ek', 'Bertil Ek', 'David Berg']);
    const anna = within(table).getByRole('row', { name: /Anna Ek/ });
    expect(within(anna).getByText('Gäst 1 av 2')).toBeVisible();
    expect(
      within(anna)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ja!', 'vegetarisk', '2025-05-11', 'Svenska', '']);
    // The guests who answered together share one row group.
    expect(table.querySelectorAll('tbody')).toHaveLength(3);
    expect(screen.queryByText('Exempelsvar')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('OSA-svar - Festsidan'));
  });

  it('charts the recognised yes and no answers and counts every guest', async () => {
    ownerApi();
    await openTable();
    const chart = screen.getByRole('region', { name: 'Kommer gästerna?' });
    expect(within(chart).getByTestId('attendance-yes')).toHaveTextContent('Ja2');
    expect(within(chart).getByTestId('attendance-no')).toHaveTextContent('Nej1');
    expect(within(chart).getByTestId('attendance-other')).toHaveTextContent('Annat svar1');
    expect(within(chart).getByTestId('attendance-guests')).toHaveTextContent('4 gäster totalt');
    expect(within(chart).getByText('Räknat på frågan ”Kommer du?”')).toBeVisible();
    expect(within(chart).getByRole('img')).toHaveAccessibleName(
      '2 ja, 1 nej och 1 med annat svar, av 4 gäster',
    );
  });

  it('sorts by a column, ascending then descending, keeping each party together', async () => {
    const user = userEvent.setup();
    ownerApi();
    const { table } = await openTable();
    const nameHeader = within(table).getByRole('columnheader', { name: /Namn/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names(table)).toEqual(['Anna Ek', 'Bertil Ek', 'Cecilia Ek', 'David Berg']);

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names(table)).toEqual(['David Berg', 'Cecilia Ek', 'Bertil Ek', 'Anna Ek']);

    const dateHeader = within(table).getByRole('columnheader', { name: /Datum/ });
    await user.click(within(dateHeader).getByRole('button'));
    expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(names(table)).toEqual(['David Berg', 'Anna Ek', 'Bertil Ek', 'Cecilia Ek']);
  });

  it('deletes an answer only after confirmation, then reloads the list', async () => {
    const user = userEvent.setup();
    const requests = ownerApi();
    const { table } = await openTable();

    await user.click(within(table).getByRole('button', { name: 'Ta bort svaret från Bertil Ek' }));
    let dialog = screen.getByRole('dialog', { name: 'Ta bort svaret?' });
    expect(dialog).toHaveTextContent('Svaret från Bertil Ek tas bort för gott.');
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    const loadsBefore = requests.filter((request) => request.path === answersPath).length;
    await user.click(within(table).getByRole('button', { name: 'Ta bort svaret från Bertil Ek' }));
    dialog = screen.getByRole('dialog', { name: 'Ta bort svaret?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));

    await waitFor(() => expect(names(table)).toEqual(['Cecilia Ek', 'Anna Ek', 'David Berg']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const deletes = requests.filter((request) => request.method === 'DELETE');
    expect(deletes.map((request) => request.path)).toEqual([`${answersPath}/a-bertil`]);
    expect(requests.filter((request) => request.path === answersPath).length).toBe(loadsBefore + 1);
    // Anna now answered alone.
    expect(within(table).queryByText('Gäst 1 av 2')).not.toBeInTheDocument();
  });

  it("shows 'Misslyckades att ta bort OSA' when the delete fails, and keeps the answer", async () => {
    const user = userEvent.setup();
    ownerApi(answers, () => errorResponse(500, 'INTERNAL', 'Servern svarade inte.'));
    const { table } = await openTable();

    await user.click(within(table).getByRole('button', { name: 'Ta bort svaret från Anna Ek' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Ta bort svaret?' })).getByRole('button', {
        name: 'Ta bort',
      }),
    );

    const error = await screen.findByRole('dialog', { name: 'Fel' });
    expect(error).toHaveTextContent('Misslyckades att ta bort OSA');
    expect(error).toHaveTextContent('Servern svarade inte.');
    await user.click(within(error).getByRole('button', { name: 'Stäng' }));
    expect(names(table)).toContain('Anna Ek');
  });

  it("shows 'Misslyckades att ladda OSA-svar' when the answers cannot be loaded", async () => {
    mockFetch((request) => {
      if (request.path === `/api/sites/${SITE_ID}`) return jsonResponse(site);
      if (request.path === answersPath)
        return errorResponse(403, 'NOT_SITE_OWNER', 'Du har inte behörighet till sidan.');
      if (request.path === `/api/form-submissions/${SITE_ID}`) {
        return errorResponse(403, 'NOT_SITE_OWNER', 'Du har inte behörighet till sidan.');
      }
      return undefined;
    });
    renderEditApp(`/redigera/${SITE_ID}/visa-osa`);

    const error = await screen.findByRole('dialog', { name: 'Fel' });
    expect(error).toHaveTextContent('Misslyckades att ladda OSA-svar');
    expect(error).toHaveTextContent('Du har inte behörighet till sidan.');
    expect(within(error).getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/logga-in');
    expect(screen.getByRole('button', { name: 'Försök igen', hidden: true })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the answers table in demo mode', { timeout: 20_000 }, () => {
  it('shows labelled example answers to the site’s questions when nobody has answered, and deletes nothing', async () => {
    const user = userEvent.setup();
    const requests = ownerApi([]);
    const { table } = await openTable();

    expect(screen.getByRole('region', { name: 'Exempelsvar' })).toHaveTextContent(
      'Ingen gäst har svarat än.',
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Namn', 'Kommer du?', 'Specialkost', 'Datum', 'Språk', 'Ta bort']);
    expect(names(table)).toHaveLength(9);
    expect(names(table)[0]).toBe('Lisa Holm');
    expect(screen.getByTestId('attendance-guests')).toHaveTextContent('9 gäster totalt');

    await user.click(within(table).getByRole('button', { name: 'Ta bort svaret från Lisa Holm' }));
    const dialog = screen.getByRole('dialog', { name: 'Ta bort svaret?' });
    expect(dialog).toHaveTextContent('Det här är ett exempelsvar, så inget tas bort.');
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(names(table)).toHaveLength(9);
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
  });

  it.each(['/snabbstart/visa-osa', '/sms/snabbstart/visa-osa', '/kom-igang/redigera/visa-osa'])(
    'shows example answers in quick start at %s without calling the server',
    async (path) => {
      const requests = mockFetch(() => undefined);
      const { table } = await openTable(path);
      expect(screen.getByRole('region', { name: 'Exempelsvar' })).toHaveTextContent(
        'Så här ser det ut när dina gäster har svarat.',
      );
      expect(names(table)).toHaveLength(9);
      expect(screen.getByRole('link', { name: 'Tillbaka till sidan' })).toHaveAttribute(
        'href',
        path.replace('visa-osa', ''),
      );
      await waitFor(() =>
        expect(document.title).toBe('OSA-svar - Prova gratis utan registrering - Festsidan'),
      );
      expect(requests.filter((request) => request.path !== '/api/logs/')).toEqual([]);
    },
  );
});

describe('the answers action bar', { timeout: 20_000 }, () => {
  it('links the answers and the questions views and the way back to the editor', async () => {
    ownerApi();
    await openTable();
    const nav = screen.getByRole('navigation', { name: 'OSA-svar' });
    expect(within(nav).getByRole('link', { name: 'Svar' })).toHaveAttribute(
      'href',
      `/redigera/${SITE_ID}/visa-osa`,
    );
    expect(within(nav).getByRole('link', { name: 'Svar' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Frågor' })).toHaveAttribute(
      'href',
      `/redigera/${SITE_ID}/visa-osa/fragor`,
    );
    expect(screen.getByRole('link', { name: 'Tillbaka till sidan' })).toHaveAttribute(
      'href',
      `/redigera/${SITE_ID}/`,
    );
    expect(screen.getByRole('button', { name: 'Exportera till Excel' })).toBeEnabled();
  });
});
