import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderOwnerScreen } from '../../test/render-owner-screen';
import { FeedbackDialog } from './feedback-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDialog() {
  const requests = mockFetch(({ method, path }) => {
    if (path === '/api/accounts/me/')
      return jsonResponse({ mail: 'anna@example.se', site: { _id: 's1' }, language: 'sv' });
    if (method === 'POST' && path === '/api/feedback/') return jsonResponse({ ok: true });
    return undefined;
  });
  const rendered = renderOwnerScreen('*', <FeedbackDialog open onOpenChange={() => {}} />, { path: '/' });
  return { ...rendered, requests };
}

describe('the feedback dialog (000 §2.6)', () => {
  it('requires the text before anything is sent', async () => {
    const { user, requests } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(screen.getByText('Skriv din feedback.')).toBeVisible();
    expect(requests.filter((request) => request.path === '/api/feedback/')).toHaveLength(0);
  });

  it('sends the text and, when a reply is wanted, the mail, then thanks', async () => {
    const { user, requests } = renderDialog();
    await user.type(screen.getByLabelText('Din feedback'), 'Fler teman, tack!');
    await user.click(screen.getByLabelText('Jag vill ha svar'));
    expect(await screen.findByLabelText('E-post för svar')).toHaveValue('anna@example.se');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));

    expect(await screen.findByRole('heading', { name: 'Tack för din feedback!' })).toBeVisible();
    expect(screen.getByText('Vi har tagit emot den och svarar till anna@example.se.')).toBeVisible();
    expect(requests.find((request) => request.path === '/api/feedback/')?.body).toEqual({
      feedbackText: 'Fler teman, tack!',
      expectsReply: true,
      userMail: 'anna@example.se',
    });
  });

  it('sends no mail when no reply is wanted', async () => {
    const { user, requests } = renderDialog();
    await user.type(screen.getByLabelText('Din feedback'), 'Bra!');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByText('Vi har tagit emot den.')).toBeVisible();
    expect(requests.find((request) => request.path === '/api/feedback/')?.body).toEqual({
      feedbackText: 'Bra!',
      expectsReply: false,
      userMail: '',
    });
  });
});
