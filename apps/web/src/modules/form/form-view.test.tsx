import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormModule, SiteModuleInput } from '@eventsite/core/schemas/site-modules';
import { moduleInContext, type TestContextOptions } from '../module-test-utils';
import { answersFrom, errorResponse, jsonResponse, mockFetch, sentBodies } from '../../test/fetch-mock';
import { FormView } from './form-view';

const SUBMIT = 'POST /api/form-submissions/site-1/';
const POST_KEY = { 'GET /api/form-submissions/post-key': { body: { key: 'key-1' } } };

const formModule: SiteModuleInput = {
  id: 'f',
  siteModuleType: 'Form',
  title: { sv: 'Frågor' },
  confirmationText: { sv: 'Vi hörs!' },
  form: {
    formElements: [
      {
        id: 'coming',
        formElementType: 'SingleSelect',
        label: { sv: 'Kommer du?' },
        options: [
          { id: 'yes', text: { sv: 'Ja' } },
          { id: 'no', text: { sv: 'Nej' } },
        ],
      },
      {
        id: 'food',
        formElementType: 'ShortText',
        label: { sv: 'Allergier' },
        required: true,
        showConditions: [{ type: 'SHOW', formElementId: 'coming', formElementOptionIds: ['yes'] }],
      },
      { id: 'note', formElementType: 'ShortText', label: { sv: 'Hälsning' } },
    ],
  },
};

function renderForm(context: TestContextOptions = {}) {
  return render(<FormView {...moduleInContext<FormModule>(formModule, context)} />);
}

async function openForm() {
  await userEvent.click(screen.getByRole('button', { name: 'Visa formulär' }));
  return screen.findByRole('button', { name: 'Skicka' });
}

afterEach(() => vi.unstubAllGlobals());

describe('FormView (001 "Form module", §4, §5)', () => {
  it('shows a question only after the answer its show condition names', async () => {
    mockFetch(answersFrom(POST_KEY));
    renderForm();
    await openForm();
    expect(screen.queryByLabelText(/Allergier/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Nej' }));
    expect(screen.queryByLabelText(/Allergier/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Ja' }));
    expect(screen.getByLabelText(/Allergier/)).toBeRequired();
  });

  it('blocks sending while a required answer is missing', async () => {
    const requests = mockFetch(answersFrom({ ...POST_KEY, [SUBMIT]: { body: { invertedSuccess: false } } }));
    renderForm();
    await userEvent.click(await openForm());
    expect(screen.getByText('Välj ett alternativ')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Ja' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(screen.getByText('Fyll i det här fältet')).toBeInTheDocument();
    expect(sentBodies(requests, 'POST', '/api/form-submissions/site-1/')).toEqual([]);
  });

  it('sends the answers, hidden ones empty, thanks the guest and starts over', async () => {
    const requests = mockFetch(answersFrom({ ...POST_KEY, [SUBMIT]: { body: { invertedSuccess: false } } }));
    renderForm();
    await openForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Nej' }));
    await userEvent.type(screen.getByLabelText('Hälsning'), 'Grattis');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));

    const dialog = await screen.findByRole('dialog', { name: 'Tack!' });
    expect(within(dialog).getByText('Vi hörs!')).toBeInTheDocument();
    const [body] = sentBodies(requests, 'POST', '/api/form-submissions/site-1/');
    expect(body).toMatchObject({
      postKey: 'key-1',
      formId: 'f',
      language: 'sv',
      formTitle: { sv: 'Frågor' },
    });
    const elements = (
      body as { formElements: { value?: string | null; selectedOption?: { id: string } | null }[] }
    ).formElements;
    expect(elements.map((element) => element.selectedOption?.id ?? element.value)).toEqual([
      'no',
      '',
      'Grattis',
    ]);
    const request = requests.find((request) => request.method === 'POST')?.init;
    expect(new Headers(request?.headers).get('content-type')).toBe('application/json');

    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Visa formulär' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skicka' })).toBeNull();
  });

  it('keeps keyboard focus in the form when it opens and on its button after the thanks (issue 39 item 11)', async () => {
    mockFetch(answersFrom({ ...POST_KEY, [SUBMIT]: { body: { invertedSuccess: false } } }));
    renderForm();
    screen.getByRole('button', { name: 'Visa formulär' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'Skicka' });
    await vi.waitFor(() => expect(screen.getByRole('radio', { name: 'Ja' })).toHaveFocus());
    await userEvent.click(screen.getByRole('radio', { name: 'Nej' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tack!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Visa formulär' })).toHaveFocus());
  });

  it('greets a Danish guest with the default buttons in Danish', async () => {
    mockFetch(answersFrom(POST_KEY));
    renderForm({ language: 'da' });
    await userEvent.click(screen.getByRole('button', { name: 'Vis formular' }));
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('tells a suspected bot to try again (SPAM)', async () => {
    mockFetch(answersFrom({ ...POST_KEY, [SUBMIT]: { body: { invertedSuccess: true } } }));
    renderForm({ language: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Show form' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Nej' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(within(dialog).getByText(/Unfortunately we identified you as a bot/)).toBeInTheDocument();
  });

  it('sends nothing in EDIT mode and says why (EDIT_MODE)', async () => {
    const requests = mockFetch(answersFrom(POST_KEY));
    renderForm({ mode: 'EDIT' });
    await openForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Nej' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(
      await screen.findByText(/Du kan inte skicka in formuläret från granska-läget/),
    ).toBeInTheDocument();
    expect(sentBodies(requests, 'POST', '/api/form-submissions/site-1/')).toEqual([]);
  });

  it('asks for the post key on the press, with the form’s code, and the click takes that one key', async () => {
    const requests = mockFetch(answersFrom({ ...POST_KEY, [SUBMIT]: { body: { invertedSuccess: false } } }));
    renderForm();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Visa formulär' });
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    const keyRequests = () => requests.filter((request) => request.path.endsWith('/post-key'));
    expect(keyRequests()).toHaveLength(1);
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    await screen.findByRole('button', { name: 'Skicka' });
    await user.click(screen.getByRole('radio', { name: 'Nej' }));
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    await screen.findByText('Vi hörs!');
    expect(keyRequests()).toHaveLength(1);
    expect(sentBodies(requests, 'POST', '/api/form-submissions/site-1/')).toEqual([
      expect.objectContaining({ postKey: 'key-1' }),
    ]);
  });

  it('opens the form before its post key has come, and the send waits for the key', async () => {
    let answerPostKey: () => void = () => undefined;
    const keyAnswered = new Promise<void>((resolve) => (answerPostKey = resolve));
    const requests = mockFetch((request) =>
      request.path === '/api/form-submissions/post-key'
        ? keyAnswered.then(() => jsonResponse({ key: 'key-1' }))
        : answersFrom({ [SUBMIT]: { body: { invertedSuccess: false } } })(request),
    );
    renderForm();
    await openForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Nej' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(sentBodies(requests, 'POST', '/api/form-submissions/site-1/')).toEqual([]);
    answerPostKey();
    await screen.findByText('Vi hörs!');
    expect(sentBodies(requests, 'POST', '/api/form-submissions/site-1/')).toEqual([
      expect.objectContaining({ postKey: 'key-1' }),
    ]);
  });

  it('when no post key comes, the send asks again, shows the error with the server’s words and keeps the answers', async () => {
    let keyFails = true;
    const requests = mockFetch((request) =>
      request.path === '/api/form-submissions/post-key' && keyFails
        ? errorResponse(429, 'RATE_LIMITED', 'För många försök')
        : answersFrom({ ...POST_KEY, [SUBMIT]: { body: { invertedSuccess: false } } })(request),
    );
    const keyRequests = () => requests.filter((request) => request.path.endsWith('/post-key'));
    renderForm();
    await openForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Nej' }));
    await userEvent.type(screen.getByLabelText('Hälsning'), 'Grattis');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ett fel uppstod' });
    expect(within(dialog).getByText('Misslyckades att skicka formuläret')).toBeInTheDocument();
    expect(within(dialog).getByText('För många försök')).toBeInTheDocument();
    // The key the button asked for failed, and the send asked once more.
    expect(keyRequests()).toHaveLength(2);
    expect(sentBodies(requests, 'POST', '/api/form-submissions/site-1/')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    keyFails = false;
    expect(screen.getByLabelText('Hälsning')).toHaveValue('Grattis');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    await screen.findByText('Vi hörs!');
    expect(sentBodies(requests, 'POST', '/api/form-submissions/site-1/')).toEqual([
      expect.objectContaining({
        postKey: 'key-1',
        formElements: expect.arrayContaining([expect.objectContaining({ value: 'Grattis' })]),
      }),
    ]);
  });
});
