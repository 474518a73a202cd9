import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RsvpModule, SiteModuleInput } from '@eventsite/core/schemas/site-modules';
import { moduleInContext } from '../module-test-utils';
import { answersFrom, errorResponse, jsonResponse, mockFetch, sentBodies } from '../../test/fetch-mock';
import { forgetPersonalLinkHouseholds } from '../shared/personal-link-household';
import { RsvpView } from './rsvp-view';

describe('RsvpView, before a guest starts (001 §4)', () => {
  it('offers 1 to the maximum number of guests', () => {
    const props = moduleInContext<RsvpModule>({ id: 'r', siteModuleType: 'Rsvp', maxNumberOfGuests: 3 });
    render(<RsvpView {...props} />);
    const select = screen.getByRole('combobox', { name: 'Hur många är ni?' });
    expect(Array.from((select as HTMLSelectElement).options, (option) => option.value)).toEqual([
      '',
      '1',
      '2',
      '3',
    ]);
  });

  it('offers a single button when the maximum is one', () => {
    const props = moduleInContext<RsvpModule>(
      { id: 'r', siteModuleType: 'Rsvp', maxNumberOfGuests: 1 },
      { language: 'en' },
    );
    render(<RsvpView {...props} />);
    expect(screen.getByRole('button', { name: 'RSVP' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

describe('RsvpView, drawn by the server', () => {
  it('offers the number of guests from the first paint; a choice made before hydration opens the form (issue 40)', async () => {
    mockFetch(answersFrom({ 'GET /api/rsvps/post-key': { body: { key: 'rsvp-key' } } }));
    const props = moduleInContext<RsvpModule>(rsvpModule);
    const html = renderToString(<RsvpView {...props} />);
    expect(html).not.toMatch(/<select[^>]*disabled/);
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    const select = within(root).getByRole<HTMLSelectElement>('combobox', { name: 'Hur många är ni?' });
    expect(select).toBeEnabled();
    // The guest chooses on the server's page; the boot script holds it and, once the app runs, makes the
    // choice again as a change (guest-boot.ts), since hydration puts the app's value back.
    select.value = '2';
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(root, <RsvpView {...props} />, { onRecoverableError: recoverable });
    });
    fireEvent.change(select, { target: { value: '2' } });
    expect(await within(root).findByRole('region', { name: 'Person 2' })).toBeInTheDocument();
    expect(select).toHaveValue('2');
    expect(recoverable).not.toHaveBeenCalled();
    root.remove();
  });
});

describe('RsvpView, answer-by day (issue 21, item 4)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the last day in the guest’s language, the Danish way in Danish', async () => {
    vi.useFakeTimers({ now: new Date('2027-05-01T10:00:00Z'), toFake: ['Date'] });
    const module = { id: 'r', siteModuleType: 'Rsvp', answerBy: '2027-06-01' } as const;
    const { unmount } = render(<RsvpView {...moduleInContext<RsvpModule>(module)} />);
    expect(await screen.findByText('Svara senast 1 juni 2027')).toBeInTheDocument();
    unmount();
    render(<RsvpView {...moduleInContext<RsvpModule>(module, { language: 'da', market: 'dk' })} />);
    expect(await screen.findByText('Svar senest 1. juni 2027')).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toBeInTheDocument();
  });

  it('shows a polite closed message instead of the form after the day when the owner closes it', async () => {
    vi.useFakeTimers({ now: new Date('2027-06-01T22:00:00Z'), toFake: ['Date'] });
    const module = {
      id: 'r',
      siteModuleType: 'Rsvp',
      answerBy: '2027-06-01',
      closeAfterAnswerBy: true,
    } as const;
    render(<RsvpView {...moduleInContext<RsvpModule>(module, { language: 'en' })} />);
    expect(await screen.findByRole('status')).toHaveTextContent('The last day to answer was 1 June 2027');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByText(/JavaScript/)).toBeNull();
  });
});

const rsvpModule: Extract<SiteModuleInput, { siteModuleType: 'Rsvp' }> = {
  id: 'r',
  siteModuleType: 'Rsvp',
  title: { sv: 'OSA' },
  maxNumberOfGuests: 3,
  form: {
    formElements: [{ id: 'name', formElementType: 'ShortText', label: { sv: 'Namn' }, required: true }],
  },
};

const SUBMIT_PATH = '/api/rsvps/site-1/v4/';

afterEach(() => vi.unstubAllGlobals());

describe('RsvpView, answering (001 §4)', () => {
  it('sends one form per guest under one group identifier', async () => {
    const requests = mockFetch(
      answersFrom({
        'GET /api/rsvps/post-key': { body: { key: 'rsvp-key' } },
        [`POST ${SUBMIT_PATH}`]: { body: { invertedSuccess: false } },
      }),
    );
    render(<RsvpView {...moduleInContext<RsvpModule>(rsvpModule)} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hur många är ni?' }), '2');

    const first = await screen.findByRole('region', { name: 'Person 1' });
    const second = screen.getByRole('region', { name: 'Person 2' });
    await userEvent.type(within(first).getByLabelText(/Namn/), 'Alva');
    await userEvent.type(within(second).getByLabelText(/Namn/), 'Bo');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));

    expect(await screen.findByRole('dialog', { name: 'Tack!' })).toBeInTheDocument();
    const [body] = sentBodies(requests, 'POST', SUBMIT_PATH) as {
      guests: { formElements: { value: string }[] }[];
      groupIdentifier: string;
      postKey: string;
    }[];
    expect(body?.guests.map((guest) => guest.formElements.map((element) => element.value))).toEqual([
      ['Alva'],
      ['Bo'],
    ]);
    expect(body?.postKey).toBe('rsvp-key');
    expect(body?.groupIdentifier).not.toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('combobox', { name: 'Hur många är ni?' })).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Person 1' })).toBeNull();
  });

  it('lets a guest the guest list refused write to the couple of a wedding, then starts the RSVP over', async () => {
    const notOnList = {
      isErrorResponse: true,
      code: 'NOT_ON_GUEST_LIST',
      errorDescription: {
        sv: 'Vi hittar inte namnet på gästlistan.',
        en: 'Not on the list.',
        da: 'Ikke på listen.',
      },
      message: 'Not on the guest list',
    };
    const requests = mockFetch(
      answersFrom({
        'GET /api/rsvps/post-key': { body: { key: 'rsvp-key' } },
        [`POST ${SUBMIT_PATH}`]: { status: 403, body: notOnList },
        'POST /api/rsvps/site-1/write-to-hosts': { body: { invertedSuccess: false } },
      }),
    );
    render(<RsvpView {...moduleInContext<RsvpModule>(rsvpModule, { brand: 'wedding' })} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hur många är ni?' }), '1');
    await userEvent.type(
      within(await screen.findByRole('region', { name: 'Person 1' })).getByLabelText(/Namn/),
      'Okänd',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Vi hittar inte namnet på gästlistan.')).toBeVisible();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Skriv till brudparet' }));
    await userEvent.type(within(dialog).getByLabelText(/Din e-postadress/), 'okand@example.se');
    await userEvent.type(within(dialog).getByLabelText(/Meddelande/), 'Vi träffades på midsommar!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skicka till brudparet' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Brudparet har fått ditt meddelande');
    expect(sentBodies(requests, 'POST', '/api/rsvps/site-1/write-to-hosts')).toEqual([
      {
        formId: rsvpModule.id,
        postKey: 'rsvp-key',
        language: 'sv',
        names: ['Okänd'],
        mail: 'okand@example.se',
        message: 'Vi träffades på midsommar!',
      },
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    // The note spent the post key: the guest starts over.
    expect(screen.getByRole('combobox', { name: 'Hur många är ni?' })).toHaveValue('');
  });

  it('offers no note to the hosts when an RSVP fails for another reason', async () => {
    mockFetch(
      answersFrom({
        'GET /api/rsvps/post-key': { body: { key: 'rsvp-key' } },
        [`POST ${SUBMIT_PATH}`]: {
          status: 409,
          body: {
            isErrorResponse: true,
            code: 'RSVP_CLOSED',
            errorDescription: { sv: 'OSA:n är stängd.', en: 'Closed.', da: 'Lukket.' },
            message: 'closed',
          },
        },
      }),
    );
    render(<RsvpView {...moduleInContext<RsvpModule>(rsvpModule)} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hur många är ni?' }), '1');
    await userEvent.type(
      within(await screen.findByRole('region', { name: 'Person 1' })).getByLabelText(/Namn/),
      'Alva',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('OSA:n är stängd.')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /Skriv till/ })).toBeNull();
  });

  it('blocks sending while a guest’s required answer is missing', async () => {
    const requests = mockFetch(answersFrom({ 'GET /api/rsvps/post-key': { body: { key: 'rsvp-key' } } }));
    render(<RsvpView {...moduleInContext<RsvpModule>(rsvpModule)} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hur många är ni?' }), '1');
    await userEvent.click(await screen.findByRole('button', { name: 'Skicka' }));
    expect(screen.getByText('Fyll i det här fältet')).toBeInTheDocument();
    expect(sentBodies(requests, 'POST', SUBMIT_PATH)).toEqual([]);
  });

  it('starts from the single button without guest headings, and sends nothing in EDIT mode', async () => {
    const requests = mockFetch(answersFrom({ 'GET /api/rsvps/post-key': { body: { key: 'rsvp-key' } } }));
    render(
      <RsvpView
        {...moduleInContext<RsvpModule>(
          { ...rsvpModule, maxNumberOfGuests: 1 },
          { language: 'en', mode: 'EDIT' },
        )}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'RSVP' }));
    await userEvent.type(await screen.findByLabelText(/Namn/), 'Alva');
    expect(screen.queryByRole('heading', { name: /Guest/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/You cannot send the form from preview mode/)).toBeInTheDocument();
    expect(sentBodies(requests, 'POST', SUBMIT_PATH)).toEqual([]);
  });

  it('shows an older RSVP for one person at once when its owner chose so, and again after each answer', async () => {
    const requests = mockFetch(
      answersFrom({
        'GET /api/rsvps/post-key': { body: { key: 'rsvp-key' } },
        'POST /api/rsvps/site-1/v3/': { body: { invertedSuccess: false } },
      }),
    );
    const legacy = { rsvpsShowingFormAtOnce: new Set(['r']) };
    render(
      <RsvpView {...moduleInContext<RsvpModule>({ ...rsvpModule, maxNumberOfGuests: 1 }, { legacy })} />,
    );
    await userEvent.type(await screen.findByLabelText(/Namn/), 'Alva');
    expect(screen.queryByRole('button', { name: 'OSA' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByRole('dialog', { name: 'Tack!' })).toBeInTheDocument();
    expect(sentBodies(requests, 'POST', '/api/rsvps/site-1/v3/')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByLabelText(/Namn/)).toHaveValue('');
  });

  it('keeps the single button of an older RSVP whose owner did not choose so', () => {
    const legacy = { rsvpsShowingFormAtOnce: new Set(['another']) };
    render(
      <RsvpView {...moduleInContext<RsvpModule>({ ...rsvpModule, maxNumberOfGuests: 1 }, { legacy })} />,
    );
    expect(screen.getByRole('button', { name: 'OSA' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Namn/)).toBeNull();
  });

  it('when no post key comes, the send asks again, shows the error and keeps the answers for another send', async () => {
    let keyFails = true;
    const requests = mockFetch((request) =>
      request.path === '/api/rsvps/post-key' && keyFails
        ? errorResponse(503, 'INTERNAL', 'Servern är upptagen')
        : answersFrom({
            'GET /api/rsvps/post-key': { body: { key: 'rsvp-key' } },
            [`POST ${SUBMIT_PATH}`]: { body: { invertedSuccess: false } },
          })(request),
    );
    render(<RsvpView {...moduleInContext<RsvpModule>(rsvpModule)} />);
    await userEvent.selectOptions(screen.getByRole('combobox'), '1');
    await userEvent.type(
      within(await screen.findByRole('region', { name: 'Person 1' })).getByLabelText(/Namn/),
      'Alva',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Misslyckades att skicka OSA')).toBeInTheDocument();
    expect(within(dialog).getByText('Servern är upptagen')).toBeInTheDocument();
    // The key the choice asked for failed, and the send asked once more.
    expect(requests.filter((request) => request.path === '/api/rsvps/post-key')).toHaveLength(2);
    expect(sentBodies(requests, 'POST', SUBMIT_PATH)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    keyFails = false;
    expect(within(screen.getByRole('region', { name: 'Person 1' })).getByLabelText(/Namn/)).toHaveValue(
      'Alva',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByRole('dialog', { name: 'Tack!' })).toBeInTheDocument();
    expect(sentBodies(requests, 'POST', SUBMIT_PATH)).toEqual([
      expect.objectContaining({ postKey: 'rsvp-key' }),
    ]);
  });
});

describe('RsvpView with the keyboard (issue 18 #11)', () => {
  it('keeps focus on the number of guests while the form loads, so arrows go on changing it', async () => {
    mockFetch(answersFrom({ 'GET /api/rsvps/post-key': { body: { key: 'rsvp-key' } } }));
    render(<RsvpView {...moduleInContext<RsvpModule>(rsvpModule)} />);
    const select = screen.getByRole('combobox', { name: 'Hur många är ni?' });
    select.focus();
    // A closed select changes its value on each arrow key, as a change event per step.
    fireEvent.change(select, { target: { value: '1' } });
    expect(select).toBeEnabled();
    expect(select).toHaveFocus();
    fireEvent.change(select, { target: { value: '2' } });
    expect(await screen.findByRole('region', { name: 'Person 2' })).toBeInTheDocument();
    expect(select).toHaveFocus();
    expect(select).toHaveValue('2');
  });

  it('moves focus from the single RSVP button to the first question before the post key has come; the send waits for it', async () => {
    let answerPostKey: () => void = () => undefined;
    const keyAnswered = new Promise<void>((resolve) => (answerPostKey = resolve));
    const requests = mockFetch((request) =>
      request.path === '/api/rsvps/post-key'
        ? keyAnswered.then(() => jsonResponse({ key: 'rsvp-key' }))
        : answersFrom({ [`POST ${SUBMIT_PATH}`]: { body: { invertedSuccess: false } } })(request),
    );
    render(<RsvpView {...moduleInContext<RsvpModule>({ ...rsvpModule, maxNumberOfGuests: 1 })} />);
    const button = screen.getByRole('button', { name: 'OSA' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const name = await screen.findByLabelText(/Namn/);
    await vi.waitFor(() => expect(name).toHaveFocus());
    await userEvent.type(name, 'Alva');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(sentBodies(requests, 'POST', SUBMIT_PATH)).toEqual([]);
    answerPostKey();
    expect(await screen.findByRole('dialog', { name: 'Tack!' })).toBeInTheDocument();
    expect(sentBodies(requests, 'POST', SUBMIT_PATH)).toEqual([
      expect.objectContaining({ postKey: 'rsvp-key' }),
    ]);
  });

  it('gives focus back to the number of guests when the confirmation closes', async () => {
    mockFetch(
      answersFrom({
        'GET /api/rsvps/post-key': { body: { key: 'rsvp-key' } },
        [`POST ${SUBMIT_PATH}`]: { body: { invertedSuccess: false } },
      }),
    );
    render(<RsvpView {...moduleInContext<RsvpModule>(rsvpModule)} />);
    const select = screen.getByRole('combobox', { name: 'Hur många är ni?' });
    await userEvent.selectOptions(select, '1');
    await userEvent.type(await screen.findByLabelText(/Namn/), 'Alva');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(select).toHaveFocus());
  });
});

describe('RsvpView through a personal link (issue 39 item 5)', () => {
  const TOKEN = 'token-abcdefghijklmnopqrstuv';
  const HOUSEHOLD_PATH = `/api/sites/public/site-1/households/${TOKEN}`;
  afterEach(() => {
    forgetPersonalLinkHouseholds();
    window.history.replaceState(null, '', '/');
  });

  it('lets a household larger than the RSVP’s maximum answer for every member', async () => {
    window.history.replaceState(null, '', `/?g=${TOKEN}`);
    const members = ['Alva', 'Bo', 'Cilla', 'Dan'];
    const requests = mockFetch(
      answersFrom({
        [`GET ${HOUSEHOLD_PATH}`]: {
          body: { name: 'Familjen Berg', members, language: 'sv', events: [], invitedEvents: [] },
        },
        [`GET ${HOUSEHOLD_PATH}/answer`]: { body: { guests: [] } },
        'GET /api/rsvps/post-key': { body: { key: 'rsvp-key' } },
        'POST /api/rsvps/site-1/v4/': { body: { invertedSuccess: false } },
      }),
    );
    const rsvp: SiteModuleInput = {
      id: 'r',
      siteModuleType: 'Rsvp',
      maxNumberOfGuests: 2,
      form: {
        formElements: [{ id: 'name', formElementType: 'ShortText', label: { sv: 'Namn' }, required: true }],
      },
    };
    render(<RsvpView {...moduleInContext<RsvpModule>(rsvp)} />);

    const fourth = await screen.findByRole('region', { name: 'Person 4' });
    expect(within(fourth).getByLabelText(/Namn/)).toHaveValue('Dan');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));

    await screen.findByRole('dialog', { name: 'Tack!' });
    const [body] = sentBodies(requests, 'POST', '/api/rsvps/site-1/v4/') as {
      guests: { formElements: { value: string }[] }[];
    }[];
    expect(body?.guests.map((guest) => guest.formElements[0]?.value)).toEqual(members);
  });
});
