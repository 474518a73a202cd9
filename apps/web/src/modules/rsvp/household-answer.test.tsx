import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import HouseholdAnswer from './household-answer';

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
    render(
      <HouseholdAnswer siteId="site-1" token="token-abcdefghijklmnopqrstuv" language="en" revision={0} />,
    );
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
    const { container } = render(
      <HouseholdAnswer siteId="site-1" token="token-abcdefghijklmnopqrstuv" language="sv" revision={0} />,
    );
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
