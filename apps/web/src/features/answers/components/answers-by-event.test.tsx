import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderEditApp } from '../../../test/render-edit-app';
import { exportAnswers, exportCatererSheet } from '../export/export-answers';
import { answers, answersWithEvents, site, siteWithProgramme, SITE_ID } from './answers-test-data';

vi.mock('../export/export-answers', () => ({ exportAnswers: vi.fn(), exportCatererSheet: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(exportAnswers).mockClear();
  vi.mocked(exportCatererSheet).mockClear();
});

const DINNER_DIET_ANSWER = { guest: 'Anna Ek', party: 1, question: 'Specialkost', answer: 'vegetarisk' };

/** The owner's API for a site with a programme, Specialkost marked as a diet question. */
function ownerApi(answered = answersWithEvents, shown: object = siteWithProgramme) {
  return mockFetch((request) => {
    if (request.path === `/api/sites/${SITE_ID}`) return jsonResponse(shown);
    if (request.path === `/api/rsvps/${SITE_ID}/v4`) return jsonResponse({ data: { data: answered } });
    if (request.path === `/api/form-submissions/${SITE_ID}`) return jsonResponse({ data: { data: [] } });
    if (request.path.startsWith(`/api/rsvps/${SITE_ID}/caterer?`)) {
      // The server counts the chosen event's coming guests only (its own tests show how).
      const summary = request.path.includes('event=dinner')
        ? { guests: 1, choices: [], dietAnswers: [DINNER_DIET_ANSWER] }
        : { guests: 3, choices: [], dietAnswers: [] };
      return jsonResponse({ questionIds: ['food'], forms: [{ formId: 'rsvp', title: 'OSA', summary }] });
    }
    return undefined;
  });
}

async function openTable(path = `/redigera/${SITE_ID}/visa-osa`) {
  renderEditApp(path);
  return await screen.findByRole('table', { name: 'Alla svar, en rad per gäst' }, { timeout: 15_000 });
}

function names(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader')[0]?.querySelector('span')?.textContent ?? '');
}

function eventFilter(): HTMLElement {
  return screen.getByRole('navigation', { name: 'Visa svar för' });
}

describe('the answers per event of the programme (issue 34)', { timeout: 20_000 }, () => {
  it('offers every guest and each event that asks, in time order, with how many come', async () => {
    ownerApi();
    await openTable();
    const chips = within(eventFilter()).getAllByRole('link');
    // The party asks nothing; the brunch is by invitation but the owner reads every answer.
    expect(chips.map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Alla, 4 gäster',
      'Vigsel, 2 kommer',
      'Middag, 1 kommer',
      'Brunch, 1 kommer',
    ]);
    expect(chips[0]).toHaveAttribute('aria-current', 'true');
  });

  it("shows the chosen event's coming guests in the table and its answers in the chart", async () => {
    const user = userEvent.setup();
    ownerApi();
    const table = await openTable();
    expect(names(table)).toEqual(['Cecilia Ek', 'Anna Ek', 'Bertil Ek', 'David Berg']);

    await user.click(within(eventFilter()).getByRole('link', { name: 'Vigsel, 2 kommer' }));
    expect(names(table)).toEqual(['Anna Ek', 'Bertil Ek']);
    await user.click(within(eventFilter()).getByRole('link', { name: 'Middag, 1 kommer' }));
    expect(names(table)).toEqual(['Anna Ek']);
    expect(within(eventFilter()).getByRole('link', { name: 'Middag, 1 kommer' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Visar den 1 gäst som kommer på Middag.');

    const chart = screen.getByRole('region', { name: 'Kommer gästerna?' });
    expect(within(chart).getByTestId('attendance-yes')).toHaveTextContent('Kommer1');
    expect(within(chart).getByTestId('attendance-no')).toHaveTextContent('Kommer inte2');
    expect(within(chart).getByTestId('attendance-other')).toHaveTextContent('Inte svarat1');
    expect(within(chart).getByText('Svar för Middag')).toBeVisible();

    await user.click(within(eventFilter()).getByRole('link', { name: 'Alla, 4 gäster' }));
    expect(names(table)).toHaveLength(4);
    expect(within(chart).getByTestId('attendance-yes')).toHaveTextContent('Ja2');
  });

  it("counts the answers per question among the chosen event's coming guests", async () => {
    ownerApi();
    renderEditApp(`/redigera/${SITE_ID}/visa-osa/fragor?evenemang=ceremony`);
    await screen.findByRole('heading', { level: 1, name: 'Svar per fråga' }, { timeout: 15_000 });
    const coming = (await screen.findByText('Kommer du?', { selector: 'span' })).closest('details');
    if (!coming) throw new Error('no question Kommer du?');
    expect(coming.querySelector('summary')).toHaveTextContent('2 svar');
    expect(
      within(coming)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ja!2 gäster', 'Nej tyvärr0 gäster', 'Vet inte än0 gäster']);
  });

  it("gives the caterer the chosen event's coming guests only, titled with the event", async () => {
    const user = userEvent.setup();
    ownerApi();
    await openTable(`/redigera/${SITE_ID}/visa-osa?evenemang=dinner`);
    const panel = screen.getByRole('region', { name: 'Till cateringen' });
    expect(panel).toHaveTextContent('Underlaget gäller Middag: bara den 1 gäst som kommer dit räknas.');
    await waitFor(() => expect(within(panel).getByRole('checkbox', { name: 'Specialkost' })).toBeChecked());

    await user.click(within(panel).getByRole('button', { name: 'Ladda ner underlag för Middag' }));
    await waitFor(() => expect(exportCatererSheet).toHaveBeenCalled());
    const [summary, , fileName, eventTitle] = vi.mocked(exportCatererSheet).mock.calls[0] ?? [];
    expect(summary).toEqual({ guests: 1, choices: [], dietAnswers: [DINNER_DIET_ANSWER] });
    expect(fileName).toBe('underlag-catering-middag.xlsx');
    expect(eventTitle).toBe('Middag');
  });

  it('exports every guest with a column per event, whichever event is chosen', async () => {
    const user = userEvent.setup();
    ownerApi();
    await openTable(`/redigera/${SITE_ID}/visa-osa?evenemang=dinner`);
    await user.click(screen.getByRole('button', { name: 'Exportera till Excel' }));
    await waitFor(() => expect(exportAnswers).toHaveBeenCalled());
    const [input] = vi.mocked(exportAnswers).mock.calls[0] ?? [];
    expect(input?.table.rows).toHaveLength(4);
    expect(input?.events).toMatchObject({
      columns: [
        { id: 'ceremony', title: 'Vigsel' },
        { id: 'dinner', title: 'Middag' },
        { id: 'brunch', title: 'Brunch' },
      ],
      yes: 'Ja',
      no: 'Nej',
    });
  });

  it('offers no events and exports no event columns for a site without a programme', async () => {
    const user = userEvent.setup();
    ownerApi(answers, site);
    await openTable(`/redigera/${SITE_ID}/visa-osa?evenemang=dinner`);
    expect(screen.queryByRole('navigation', { name: 'Visa svar för' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exportera till Excel' }));
    await waitFor(() => expect(exportAnswers).toHaveBeenCalled());
    expect(vi.mocked(exportAnswers).mock.calls[0]?.[0].events).toBeUndefined();
    expect(vi.mocked(exportAnswers).mock.calls[0]?.[0].table.rows).toHaveLength(4);
  });
});
