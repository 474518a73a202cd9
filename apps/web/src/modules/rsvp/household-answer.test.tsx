import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuestHousehold } from '@eventsite/core/schemas/household';
import { scheduleEventSchema, type ScheduleModule } from '@eventsite/core/schemas/site-modules';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { moduleInContext } from '../module-test-utils';
import HouseholdAnswer from './household-answer';

const event = (id: string, title: string, startsAt: string, openToAll = true) => ({
  id,
  title: { en: title },
  startsAt,
  openToAll,
});
// The page holds the open events; the household's by-invitation dinner comes with its personal link.
const { context } = moduleInContext<ScheduleModule>({
  id: 'programme',
  siteModuleType: 'Schedule',
  events: [event('ceremony', 'Ceremony', '2027-06-12T14:00'), event('party', 'Party', '2027-06-12T21:00')],
});
const household: GuestHousehold = {
  name: 'The Bergs',
  members: ['Sam', 'Kim'],
  language: 'en',
  events: ['ceremony', 'dinner', 'party'],
  invitedEvents: [
    {
      moduleId: 'programme',
      event: scheduleEventSchema.parse(event('dinner', 'Dinner', '2027-06-12T17:00', false)),
    },
  ],
};
const props = { site: context.site, household, token: 'token-abcdefghijklmnopqrstuv', revision: 0 };

const ANSWER_PATH = '/api/sites/public/site-1/households/token-abcdefghijklmnopqrstuv/answer';

afterEach(() => vi.unstubAllGlobals());

describe("HouseholdAnswer, a personal link's own answer (issue 33 item 5)", () => {
  it('shows what the household answered and erases it on a confirmed withdrawal', async () => {
    let stored = true;
    const requests = mockFetch(({ method, path }) => {
      if (path !== ANSWER_PATH) return undefined;
      if (method === 'DELETE') {
        stored = false;
        return new Response(null, { status: 204 });
      }
      return jsonResponse({
        guests: stored
          ? [
              {
                _id: 'a1',
                formId: 'r',
                createdAt: '2027-01-01T10:00:00.000Z',
                attendance: [],
                formElements: [
                  {
                    formElement: { id: 'name', formElementType: 'ShortText', label: { en: 'Name' } },
                    value: 'Sam',
                  },
                  {
                    formElement: { id: 'coming', formElementType: 'SingleSelect', label: { en: 'Coming?' } },
                    value: null,
                    selectedOption: { id: 'yes', text: { en: 'Yes' } },
                  },
                ],
              },
            ]
          : [],
      });
    });
    render(<HouseholdAnswer {...props} language="en" />);
    const answer = await screen.findByRole('region', { name: 'Your answer' });
    expect(answer).toHaveTextContent('NameSam');
    expect(answer).toHaveTextContent('Coming?Yes');

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the answer' }));
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    expect(
      screen.getByText('The answer is erased completely and the hosts no longer see it. Withdraw it?'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the answer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your answer has been erased.');
    expect(screen.queryByRole('region', { name: 'Your answer' })).toBeNull();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('shows nothing before the household has answered', async () => {
    const requests = mockFetch(({ path }) =>
      path === ANSWER_PATH ? jsonResponse({ guests: [] }) : undefined,
    );
    const { container } = render(<HouseholdAnswer {...props} language="sv" />);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows per person which events of the programme they come to, the invited ones by name too (issue 34)', async () => {
    const guest = (id: string, name: string, attendance: { eventId: string; attending: boolean }[]) => ({
      _id: id,
      formId: 'r',
      createdAt: '2027-01-01T10:00:00.000Z',
      attendance,
      formElements: [
        {
          formElement: { id: 'name', formElementType: 'ShortText', label: { en: 'Name' } },
          value: name,
        },
      ],
    });
    mockFetch(({ path }) =>
      path === ANSWER_PATH
        ? jsonResponse({
            guests: [
              guest('a1', 'Sam', [
                { eventId: 'party', attending: true },
                { eventId: 'ceremony', attending: true },
                { eventId: 'dinner', attending: true },
              ]),
              guest('a2', 'Kim', [
                { eventId: 'ceremony', attending: true },
                { eventId: 'dinner', attending: false },
                { eventId: 'party', attending: false },
              ]),
              guest('a3', 'Bo', [{ eventId: 'ceremony', attending: false }]),
            ],
          })
        : undefined,
    );
    render(<HouseholdAnswer {...props} language="en" />);
    const answer = await screen.findByRole('region', { name: 'Your answer' });
    const [sam, kim, bo] = answer.querySelectorAll('dl');
    expect(sam).toHaveTextContent('NameSamComing toCeremony, Dinner, Party');
    expect(kim).toHaveTextContent('NameKimComing toCeremony');
    expect(bo).toHaveTextContent('NameBoComing toNot coming to any part of the programme');
  });
});
