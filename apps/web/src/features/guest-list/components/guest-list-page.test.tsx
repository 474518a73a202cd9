import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderOwnerScreen } from '../../../test/render-owner-screen';
import { rsvpModuleSchema } from '@eventsite/core/schemas/site-modules';
import { GuestListPage } from './guest-list-page';
import { programmeHouseholds, programmeSite } from './programme-test-data';

afterEach(() => {
  vi.unstubAllGlobals();
});

const listPath = '/api/sites/site-1/households';

function renderPage(site = programmeSite()) {
  const requests = mockFetch(({ path, method }) => {
    if (path === '/api/sites/site-1') return jsonResponse(site);
    if (path === listPath && method === 'GET') return jsonResponse(programmeHouseholds());
    if (path === `${listPath}/events` && method === 'PUT') return jsonResponse({ updated: 2 });
    if (path === `${listPath}/reminders`)
      return jsonResponse({
        settings: { daysBefore: null },
        blocked: 'noRsvp',
        answerBy: null,
        scheduledDay: null,
        scheduledDone: false,
        recipients: [],
        skipped: [],
      });
    if (path === '/api/accounts/me/')
      return jsonResponse({ mail: 'anna@example.se', site: { _id: 'site-1' }, language: 'en' });
    return undefined;
  });
  const rendered = renderOwnerScreen('/redigera/:siteId/gaster', <GuestListPage />, {
    path: '/redigera/site-1/gaster',
    language: 'en',
  });
  return { requests, ...rendered };
}

const householdRow = (name: string) =>
  screen.getByRole('heading', { name }).closest('[data-testid="household"]') as HTMLElement;

describe('GuestListPage with a programme (issue 34 item 2)', () => {
  it('shows the counts per event in people and households, in time order', async () => {
    renderPage();
    const section = await screen.findByRole('region', { name: 'Answers per event' });
    const rows = within(section).getAllByTestId('event-count');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'CeremonyFri, Jun 14, 2:00 PM–3:00 PM',
      'DinnerFri, Jun 14, 5:00 PM',
      'PartyFri, Jun 14, 9:00 PM',
    ]);
    const dinner = within(rows[1] as HTMLElement);
    expect(dinner.getByText('Invited').nextElementSibling).toHaveTextContent('5 guests2 households');
    expect(dinner.getByText('Coming').nextElementSibling).toHaveTextContent('3 guests1 household');
    expect(dinner.getByText('Not coming').nextElementSibling).toHaveTextContent('0 guests0 households');
    expect(dinner.getByText('Not answered').nextElementSibling).toHaveTextContent('2 guests1 household');
    // The overall counts stay.
    expect(screen.getByTestId('count-invited')).toHaveTextContent('3');
  });

  it('shows on each household the events it is invited to', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Eva Holm' });
    const eventsOf = (name: string) => within(householdRow(name)).getByTestId('household-events').textContent;
    expect(eventsOf('The Berg family')).toBe('Invited toAll');
    expect(eventsOf('Eva Holm')).toBe('Invited toCeremony');
    expect(eventsOf('The Lind family')).toBe('Invited toCeremonyDinner');
  });

  it('invites the households chosen by tag and by hand to chosen events at once', async () => {
    const { requests, user } = renderPage();
    await screen.findByRole('heading', { name: 'Eva Holm' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Select by tag' }), 'family');
    expect(screen.getByRole('checkbox', { name: 'Select The Berg family' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select The Lind family' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Eva Holm' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select The Lind family' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Eva Holm' }));
    expect(screen.getByText('2 selected')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Change invitation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitation for 2 households' });
    expect(dialog).toHaveTextContent('The Berg family and Eva Holm.');
    await user.click(within(dialog).getByRole('radio', { name: 'Chosen events' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Dinner/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Party/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([
      expect.objectContaining({
        path: `${listPath}/events`,
        body: { householdIds: ['berg', 'holm'], events: ['dinner', 'party'] },
      }),
    ]);
    // The list is read again for the new counts, and the choice is cleared.
    expect(requests.filter((request) => request.path === listPath)).toHaveLength(2);
    expect(screen.queryByText('2 selected')).not.toBeInTheDocument();
  });

  it('invites every household to all events with select all', async () => {
    const { requests, user } = renderPage();
    await screen.findByRole('heading', { name: 'Eva Holm' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Change invitation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitation for 3 households' });
    expect(within(dialog).getByRole('radio', { name: /All events/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
        { householdIds: ['berg', 'holm', 'lind'], events: null },
      ]),
    );
  });
});

describe('GuestListPage, households larger than the RSVP takes (issue 39 item 5)', () => {
  it('tells the owner which households are larger than one answer, and that their links answer for all', async () => {
    const site = programmeSite();
    site.siteModules.push(
      rsvpModuleSchema.parse({ id: 'rsvp', siteModuleType: 'Rsvp', maxNumberOfGuests: 2 }),
    );
    renderPage(site);
    await screen.findByRole('heading', { name: 'Eva Holm' });
    expect(within(householdRow('The Lind family')).getByTestId('household-over-max')).toHaveTextContent(
      'More than the RSVP’s 2 guests per answer. Their personal link still lets all 3 answer.',
    );
    expect(within(householdRow('The Berg family')).queryByTestId('household-over-max')).toBeNull();
  });
});

describe('GuestListPage, people and households (issue 39 item 5)', () => {
  it('counts people beside households, and shows each member’s own answer, per event where it was asked', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Eva Holm' });
    expect(screen.getByTestId('count-invited')).toHaveTextContent('Invited6guests · 3 households');
    expect(screen.getByTestId('count-yes')).toHaveTextContent('Coming2guests · 1 household');
    expect(screen.getByTestId('count-no')).toHaveTextContent('Not coming1guest · 0 households');
    expect(screen.getByTestId('count-notAnswered')).toHaveTextContent('Not answered3guests · 2 households');

    const members = within(householdRow('The Lind family')).getByRole('list', {
      name: 'The answers of The Lind family',
    });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((member) => member.textContent),
    ).toEqual([
      'GunComingCeremony: ComingDinner: Coming',
      'HansComingCeremony: ComingDinner: Not coming',
      'IdaNot coming',
    ]);
    // A household without an answer lists its members as before.
    expect(within(householdRow('The Berg family')).getByText('Cilla, Dan')).toBeInTheDocument();
  });
});

describe('GuestListPage, search, tag and order (issue 39 item 5)', () => {
  const names = () => screen.getAllByTestId('household').map((row) => row.querySelector('h2')?.textContent);

  it('searches names and mail, shows one tag’s households and sorts them', async () => {
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Eva Holm' });
    const controls = screen.getByRole('search', { name: 'Search and sort the guest list' });

    await user.type(within(controls).getByRole('searchbox', { name: 'Search name or e-mail' }), 'ida');
    expect(names()).toEqual(['The Lind family']);
    expect(within(controls).getByRole('status')).toHaveTextContent('Showing 1 of 3 households');
    await user.clear(within(controls).getByRole('searchbox'));

    await user.selectOptions(within(controls).getByRole('combobox', { name: 'Tag' }), 'friends');
    expect(names()).toEqual(['Eva Holm', 'The Lind family']);
    await user.selectOptions(within(controls).getByRole('combobox', { name: 'Sort' }), 'Name');
    expect(names()).toEqual(['Eva Holm', 'The Lind family']);
    await user.selectOptions(within(controls).getByRole('combobox', { name: 'Tag' }), 'All tags');
    expect(names()).toEqual(['Eva Holm', 'The Berg family', 'The Lind family']);
    await user.selectOptions(within(controls).getByRole('combobox', { name: 'Sort' }), 'Answer');
    expect(names()).toEqual(['The Lind family', 'Eva Holm', 'The Berg family']);

    await user.type(within(controls).getByRole('searchbox'), 'nobody');
    expect(screen.getByText('No household matches the search.')).toBeInTheDocument();
  });
});
