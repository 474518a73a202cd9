import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RsvpModule, SiteModuleInput } from '@eventsite/core/schemas/site-modules';
import { answersFrom, mockFetch, sentBodies } from '../../test/fetch-mock';
import { moduleInContext } from '../module-test-utils';
import { RsvpView } from './rsvp-view';

const rsvpModule: Extract<SiteModuleInput, { siteModuleType: 'Rsvp' }> = {
  id: 'r',
  siteModuleType: 'Rsvp',
  title: { sv: 'OSA' },
  maxNumberOfGuests: 1,
  form: {
    formElements: [
      { id: 'name', formElementType: 'ShortText', label: { sv: 'Namn' }, required: true },
      { id: 'allergy', formElementType: 'ShortText', label: { sv: 'Allergier' }, required: true },
    ],
  },
};
const SUBMIT_PATH = '/api/rsvps/site-1/v4/';
const NOTE =
  'Svaren om kost och allergier delas med värdarna och deras cateringfirma, och bara om du samtycker. Utan samtycke skickas resten av svaret ändå.';

afterEach(() => vi.unstubAllGlobals());

async function answer(consent: boolean, dietQuestionIds: string[]) {
  const requests = mockFetch(
    answersFrom({
      'GET /api/rsvps/post-key': { body: { key: 'rsvp-key' } },
      'GET /api/sites/public/site-1/diet-questions': { body: { questionIds: dietQuestionIds } },
      [`POST ${SUBMIT_PATH}`]: { body: { invertedSuccess: false } },
    }),
  );
  render(<RsvpView {...moduleInContext<RsvpModule>(rsvpModule)} />);
  await userEvent.click(screen.getByRole('button', { name: 'OSA' }));
  const form = await screen.findByRole('button', { name: 'Skicka' });
  await userEvent.type(screen.getByLabelText(/Namn/), 'Alva');
  await userEvent.type(screen.getByLabelText(/Allergier/), 'Nötter');
  if (consent) {
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Jag samtycker till att svaren om kost och allergier delas' }),
    );
  }
  await userEvent.click(form);
  expect(await screen.findByRole('dialog', { name: 'Tack!' })).toBeInTheDocument();
  return sentBodies(requests, 'POST', SUBMIT_PATH)[0] as {
    guests: { formElements: { formElement: { id: string }; value: string }[] }[];
    dietConsent?: boolean;
  };
}

const sentAnswers = (body: Awaited<ReturnType<typeof answer>>) =>
  body.guests[0]?.formElements.map((element) => [element.formElement.id, element.value]);

describe('RsvpView, consent to share diet answers (issue 33 item 5)', () => {
  it('says the diet answers go to the hosts and their caterer, and without consent sends the rest only', async () => {
    const body = await answer(false, ['allergy']);
    expect(sentAnswers(body)).toEqual([['name', 'Alva']]);
    expect(body.dietConsent).toBe(false);
  });

  it('lets a guest who does not consent leave a required diet question empty', async () => {
    const requests = mockFetch(
      answersFrom({
        'GET /api/rsvps/post-key': { body: { key: 'rsvp-key' } },
        'GET /api/sites/public/site-1/diet-questions': { body: { questionIds: ['allergy'] } },
        [`POST ${SUBMIT_PATH}`]: { body: { invertedSuccess: false } },
      }),
    );
    render(<RsvpView {...moduleInContext<RsvpModule>(rsvpModule)} />);
    await userEvent.click(screen.getByRole('button', { name: 'OSA' }));
    await screen.findByText(NOTE);
    await userEvent.type(screen.getByLabelText(/Namn/), 'Alva');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByRole('dialog', { name: 'Tack!' })).toBeInTheDocument();
    expect(sentBodies(requests, 'POST', SUBMIT_PATH)).toHaveLength(1);
  });

  it('sends the diet answer with the consent', async () => {
    const body = await answer(true, ['allergy']);
    expect(sentAnswers(body)).toEqual([
      ['name', 'Alva'],
      ['allergy', 'Nötter'],
    ]);
    expect(body.dietConsent).toBe(true);
  });

  it('shows the note before the send button, and none where no question is marked', async () => {
    mockFetch(
      answersFrom({
        'GET /api/rsvps/post-key': { body: { key: 'rsvp-key' } },
        'GET /api/sites/public/site-1/diet-questions': { body: { questionIds: ['allergy'] } },
      }),
    );
    const { unmount } = render(<RsvpView {...moduleInContext<RsvpModule>(rsvpModule)} />);
    await userEvent.click(screen.getByRole('button', { name: 'OSA' }));
    const note = await screen.findByText(NOTE);
    const send = screen.getByRole('button', { name: 'Skicka' });
    expect(note.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();

    mockFetch(
      answersFrom({
        'GET /api/rsvps/post-key': { body: { key: 'rsvp-key' } },
        'GET /api/sites/public/site-1/diet-questions': { body: { questionIds: [] } },
      }),
    );
    render(<RsvpView {...moduleInContext<RsvpModule>(rsvpModule)} />);
    await userEvent.click(screen.getByRole('button', { name: 'OSA' }));
    await screen.findByRole('button', { name: 'Skicka' });
    expect(screen.queryByText(NOTE)).toBeNull();
    expect(within(document.body).queryByRole('checkbox')).toBeNull();
  });
});
