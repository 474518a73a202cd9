import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuestHousehold } from '@eventsite/core/schemas/household';
import {
  scheduleEventSchema,
  type RsvpModule,
  type SiteModuleInput,
} from '@eventsite/core/schemas/site-modules';
import { answersFrom, mockFetch, sentBodies } from '../../test/fetch-mock';
import { moduleInContext } from '../module-test-utils';
import { forgetPersonalLinkHouseholds } from '../shared/personal-link-household';
import { RsvpView } from './rsvp-view';

const SUBMIT_PATH = '/api/rsvps/site-1/v4/';
const TOKEN = 'token-abcdefghijklmnopqrstuv';
const HOUSEHOLD_PATH = `/api/sites/public/site-1/households/${TOKEN}`;

const rsvp: SiteModuleInput = {
  id: 'r',
  siteModuleType: 'Rsvp',
  title: { sv: 'OSA' },
  maxNumberOfGuests: 3,
  form: {
    formElements: [{ id: 'name', formElementType: 'ShortText', label: { sv: 'Namn' }, required: true }],
  },
};

const event = (id: string, title: string, startsAt: string, fields: object = {}) => ({
  id,
  title: { sv: title },
  startsAt,
  ...fields,
});
const ceremony = event('ceremony', 'Vigsel', '2027-06-12T14:00', { endsAt: '2027-06-12T15:00' });
const dinner = event('dinner', 'Middag', '2027-06-12T17:00', { openToAll: false });
const party = event('party', 'Fest', '2027-06-12T21:00', { askAttendance: false });
const programme: SiteModuleInput = {
  id: 'programme',
  siteModuleType: 'Schedule',
  events: [party, dinner, ceremony],
};

const household: GuestHousehold = {
  name: 'Familjen Berg',
  members: ['Alva', 'Bo'],
  language: 'sv',
  events: ['ceremony', 'dinner', 'party'],
  invitedEvents: [{ moduleId: 'programme', event: scheduleEventSchema.parse(dinner) }],
};

const renderRsvp = () =>
  render(<RsvpView {...moduleInContext<RsvpModule>(rsvp, { site: { siteModules: [programme] } })} />);

/** The "coming / not coming" of one event in a guest's form, found by its title. */
const eventChoice = (guest: HTMLElement, title: RegExp) => within(guest).getByRole('group', { name: title });

type SentRsvp = {
  guests: { formElements: { value: string }[]; attendance: { eventId: string; attending: boolean }[] }[];
  householdToken?: string;
};

afterEach(() => {
  vi.unstubAllGlobals();
  forgetPersonalLinkHouseholds();
  window.history.replaceState(null, '', '/');
});

describe('RsvpView, coming or not per event of the programme (issue 34 item 4)', () => {
  it('asks a guest without a link for the open events that ask, and requires a choice for each', async () => {
    const requests = mockFetch(
      answersFrom({
        'GET /api/rsvps/post-key': { body: { key: 'rsvp-key' } },
        [`POST ${SUBMIT_PATH}`]: { body: { invertedSuccess: false } },
      }),
    );
    renderRsvp();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hur många är ni?' }), '1');
    const guest = await screen.findByRole('region', { name: 'Person 1' });
    const events = await within(guest).findByRole('group', { name: 'Vilka delar kommer du på?' });
    // The dinner is by invitation and the party does not ask: only the ceremony is asked, with its time.
    expect(
      within(events)
        .getAllByRole('group')
        .map((group) => group.textContent),
    ).toEqual([expect.stringContaining('VigselLördag 12 juni 14:00–15:00')]);
    await userEvent.type(within(guest).getByLabelText(/Namn/), 'Alva');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(eventChoice(guest, /Vigsel/)).toHaveAccessibleDescription('Svara om du kommer på Vigsel');
    expect(sentBodies(requests, 'POST', SUBMIT_PATH)).toEqual([]);

    await userEvent.click(within(eventChoice(guest, /Vigsel/)).getByRole('radio', { name: 'Kommer' }));
    expect(screen.queryByText('Svara om du kommer på Vigsel')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));

    const dialog = await screen.findByRole('dialog', { name: 'Tack!' });
    const [body] = sentBodies(requests, 'POST', SUBMIT_PATH) as SentRsvp[];
    expect(body?.guests.map((sent) => sent.attendance)).toEqual([[{ eventId: 'ceremony', attending: true }]]);
    expect(within(dialog).getByRole('region', { name: 'Vem kommer på vad' })).toHaveTextContent('AlvaVigsel');
  });

  it('asks each person of a personal link’s household for its events, by-invitation ones too', async () => {
    window.history.replaceState(null, '', `/?g=${TOKEN}`);
    const requests = mockFetch(
      answersFrom({
        [`GET ${HOUSEHOLD_PATH}`]: { body: household },
        [`GET ${HOUSEHOLD_PATH}/answer`]: { body: { guests: [] } },
        'GET /api/rsvps/post-key': { body: { key: 'rsvp-key' } },
        [`POST ${SUBMIT_PATH}`]: { body: { invertedSuccess: false } },
      }),
    );
    renderRsvp();
    expect(await screen.findByText('Inbjudan till Familjen Berg')).toBeInTheDocument();
    const alva = await screen.findByRole('region', { name: 'Person 1' });
    const bo = screen.getByRole('region', { name: 'Person 2' });
    await within(alva).findByRole('group', { name: /Vigsel/ });
    for (const guest of [alva, bo]) {
      expect(
        within(guest)
          .getAllByRole('group', { name: /Lördag/ })
          .map((group) => group.textContent),
      ).toEqual([expect.stringContaining('Vigsel'), expect.stringContaining('Middag')]);
    }
    await userEvent.click(within(eventChoice(alva, /Vigsel/)).getByRole('radio', { name: 'Kommer' }));
    await userEvent.click(within(eventChoice(alva, /Middag/)).getByRole('radio', { name: 'Kommer' }));
    await userEvent.click(within(eventChoice(bo, /Vigsel/)).getByRole('radio', { name: 'Kommer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    // Bo has not answered for the dinner yet.
    expect(eventChoice(bo, /Middag/)).toHaveAccessibleDescription('Svara om du kommer på Middag');
    expect(sentBodies(requests, 'POST', SUBMIT_PATH)).toEqual([]);
    await userEvent.click(within(eventChoice(bo, /Middag/)).getByRole('radio', { name: 'Kommer inte' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));

    const dialog = await screen.findByRole('dialog', { name: 'Tack!' });
    const [body] = sentBodies(requests, 'POST', SUBMIT_PATH) as SentRsvp[];
    expect(body?.householdToken).toBe(TOKEN);
    expect(body?.guests.map((sent) => sent.formElements[0]?.value)).toEqual(['Alva', 'Bo']);
    expect(body?.guests.map((sent) => sent.attendance)).toEqual([
      [
        { eventId: 'ceremony', attending: true },
        { eventId: 'dinner', attending: true },
      ],
      [
        { eventId: 'ceremony', attending: true },
        { eventId: 'dinner', attending: false },
      ],
    ]);
    const summary = within(dialog).getByRole('region', { name: 'Vem kommer på vad' });
    expect(summary).toHaveTextContent('AlvaVigsel, Middag');
    expect(summary).toHaveTextContent('BoVigsel');
    // The page read the household once, for the RSVP and anything else on it.
    expect(requests.filter((request) => request.path === HOUSEHOLD_PATH)).toHaveLength(1);
  });

  it('shows the server’s refusal of an event the guest was not asked as the RSVP’s error', async () => {
    mockFetch(
      answersFrom({
        'GET /api/rsvps/post-key': { body: { key: 'rsvp-key' } },
        [`POST ${SUBMIT_PATH}`]: {
          status: 403,
          body: {
            isErrorResponse: true,
            code: 'EVENT_NOT_INVITED',
            errorDescription: {
              sv: 'Ni är inte bjudna till den delen av programmet.',
              en: 'You are not invited to that part of the programme.',
              da: 'I er ikke inviteret til den del af programmet.',
            },
            message: 'Event not invited',
          },
        },
      }),
    );
    renderRsvp();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hur många är ni?' }), '1');
    const guest = await screen.findByRole('region', { name: 'Person 1' });
    await userEvent.type(within(guest).getByLabelText(/Namn/), 'Alva');
    await userEvent.click(
      within(await within(guest).findByRole('group', { name: /Vigsel/ })).getByRole('radio', {
        name: 'Kommer',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ett fel uppstod' });
    expect(within(dialog).getByText('Misslyckades att skicka OSA')).toBeVisible();
    expect(within(dialog).getByText('Ni är inte bjudna till den delen av programmet.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    // The answers stay, so the guest can answer again once the page is fresh.
    expect(within(eventChoice(guest, /Vigsel/)).getByRole('radio', { name: 'Kommer' })).toBeChecked();
  });

  it('asks nothing per event where the programme asks nothing', async () => {
    mockFetch(answersFrom({ 'GET /api/rsvps/post-key': { body: { key: 'rsvp-key' } } }));
    render(
      <RsvpView
        {...moduleInContext<RsvpModule>(rsvp, { site: { siteModules: [{ ...programme, events: [party] }] } })}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hur många är ni?' }), '1');
    const guest = await screen.findByRole('region', { name: 'Person 1' });
    expect(within(guest).getByLabelText(/Namn/)).toBeInTheDocument();
    expect(within(guest).queryByRole('group')).toBeNull();
  });
});
