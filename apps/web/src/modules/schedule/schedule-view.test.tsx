import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  scheduleEventSchema,
  type ScheduleEventInput,
  type ScheduleModule,
} from '@eventsite/core/schemas/site-modules';
import { moduleInContext, type TestContextOptions } from '../module-test-utils';
import { forgetPersonalLinkHouseholds } from '../shared/personal-link-household';
import { ScheduleView } from './schedule-view';

const paragraph = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }],
});

const CEREMONY: ScheduleEventInput = {
  id: 'ceremony',
  title: { sv: 'Vigsel', en: 'Ceremony', da: 'Vielse' },
  startsAt: '2027-06-12T14:00',
  endsAt: '2027-06-12T15:00',
  place: { sv: 'Uppsala domkyrka' },
  address: 'Domkyrkoplan 2, Uppsala',
  dressCode: { sv: 'Kavaj', en: 'Lounge suit', da: 'Jakkesæt' },
  text: { sv: paragraph('Kom i god tid.') },
};
const DINNER: ScheduleEventInput = {
  id: 'dinner',
  title: { sv: 'Middag', en: 'Dinner', da: 'Middag' },
  startsAt: '2027-06-12T17:30',
  openToAll: false,
};
const BRUNCH: ScheduleEventInput = {
  id: 'brunch',
  title: { sv: 'Brunch', en: 'Brunch', da: 'Brunch' },
  startsAt: '2027-06-13T11:00',
};

function renderSchedule(events: ScheduleEventInput[], context: TestContextOptions = {}) {
  const props = moduleInContext<ScheduleModule>(
    { id: 'programme', siteModuleType: 'Schedule', title: { sv: 'Program', en: 'Programme' }, events },
    context,
  );
  return render(<ScheduleView {...props} />);
}

const eventTitles = () => screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);

/** Opens the page through a personal link whose household the server answers with `invitedEvents`. */
function openWithPersonalLink(invitedEvents: { moduleId: string; event: ScheduleEventInput }[]) {
  window.history.replaceState(null, '', '/?g=token-1');
  // As the server sends them: every field of an event, defaults filled in.
  const whole = invitedEvents.map(({ moduleId, event }) => ({
    moduleId,
    event: scheduleEventSchema.parse(event),
  }));
  const fetchHousehold = vi.fn(async () =>
    Response.json({
      name: 'Familjen Berg',
      members: ['Eva'],
      language: 'sv',
      events: [],
      invitedEvents: whole,
    }),
  );
  vi.stubGlobal('fetch', fetchHousehold);
  return fetchHousehold;
}

describe('ScheduleView (issue 34 item 1)', () => {
  afterEach(() => {
    forgetPersonalLinkHouseholds();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('lists the events in time order under a heading per day, whatever order they are stored in', () => {
    renderSchedule([BRUNCH, { ...DINNER, openToAll: true }, CEREMONY]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((day) => day.textContent)).toEqual([
      'Lördag 12 juni',
      'Söndag 13 juni',
    ]);
    expect(eventTitles()).toEqual(['Vigsel', 'Middag', 'Brunch']);
  });

  it("shows one day as a line, with each event's start and end time, place, dress code and text", () => {
    renderSchedule([CEREMONY]);
    expect(screen.getByText('Lördag 12 juni').tagName).toBe('P');
    const event = screen.getByRole('heading', { level: 3, name: 'Vigsel' }).closest('li') as HTMLElement;
    expect(within(event).getByText('14:00')).toHaveAttribute('datetime', '2027-06-12T14:00');
    expect(within(event).getByText('15:00')).toHaveAttribute('datetime', '2027-06-12T15:00');
    expect(event).toHaveTextContent('Uppsala domkyrka');
    expect(event).toHaveTextContent('Klädsel: Kavaj');
    expect(event).toHaveTextContent('Kom i god tid.');
  });

  it('links the address to a maps search, in a new tab', () => {
    renderSchedule([CEREMONY]);
    const link = screen.getByRole('link', { name: 'Öppna Domkyrkoplan 2, Uppsala i kartor (ny flik)' });
    expect(link).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Domkyrkoplan%202%2C%20Uppsala',
    );
    expect(link).toHaveAttribute('target', '_blank');
  });

  it.each([
    ['sv', 'Lördag 12 juni', '14:00', 'Klädsel: Kavaj'],
    ['en', 'Saturday 12 June', '14:00', 'Dress code: Lounge suit'],
    ['da', 'Lørdag 12. juni', '14.00', 'Påklædning: Jakkesæt'],
  ])('writes the day and times in the site language (%s)', (language, day, time, dressCode) => {
    renderSchedule([CEREMONY], {
      language,
      site: { availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }, { languageCode: 'da' }] },
    });
    expect(screen.getByText(day)).toBeInTheDocument();
    expect(screen.getByText(time)).toHaveAttribute('datetime', '2027-06-12T14:00');
    expect(screen.getByText(dressCode)).toBeInTheDocument();
  });

  it('shows a guest without a personal link the open events only', () => {
    renderSchedule([CEREMONY, DINNER, BRUNCH]);
    expect(eventTitles()).toEqual(['Vigsel', 'Brunch']);
    expect(document.body).not.toHaveTextContent('Middag');
  });

  it('adds a calendar link per event and one for the whole programme', () => {
    renderSchedule([CEREMONY, BRUNCH]);
    expect(screen.getByRole('link', { name: 'Lägg till i kalendern: Vigsel' })).toHaveAttribute(
      'href',
      '/api/sites/public/site-1/calendar/ceremony.ics?language=sv',
    );
    expect(screen.getByRole('link', { name: 'Lägg hela programmet i kalendern' })).toHaveAttribute(
      'href',
      '/api/sites/public/site-1/calendar/programme.ics?language=sv',
    );
  });

  it("merges the personal link's invited events in time order, and its calendar links carry the token", async () => {
    const fetchHousehold = openWithPersonalLink([
      { moduleId: 'programme', event: DINNER },
      {
        moduleId: 'another-programme',
        event: { id: 'other', title: { sv: 'Annat' }, startsAt: '2027-06-12T16:00' },
      },
    ]);
    renderSchedule([BRUNCH, CEREMONY, DINNER]);

    expect(await screen.findByRole('heading', { level: 4, name: 'Middag' })).toBeInTheDocument();
    expect(eventTitles()).toEqual(['Vigsel', 'Middag', 'Brunch']);
    expect(fetchHousehold).toHaveBeenCalledWith(
      '/api/sites/public/site-1/households/token-1',
      expect.anything(),
    );
    expect(screen.getByRole('link', { name: 'Lägg till i kalendern: Middag' })).toHaveAttribute(
      'href',
      '/api/sites/public/site-1/calendar/dinner.ics?g=token-1&language=sv',
    );
    expect(screen.getByRole('link', { name: 'Lägg hela programmet i kalendern' })).toHaveAttribute(
      'href',
      '/api/sites/public/site-1/calendar/programme.ics?g=token-1&language=sv',
    );
  });

  it('is empty for guests when no event is theirs to see', () => {
    const { container } = renderSchedule([DINNER]);
    expect(container).toBeEmptyDOMElement();
  });

  it('names a day an evening ends on after midnight', () => {
    renderSchedule([{ ...BRUNCH, startsAt: '2027-06-12T21:00', endsAt: '2027-06-13T01:00' }]);
    expect(screen.getByText(/01:00/)).toHaveTextContent('Söndag 13 juni 01:00');
  });
});
