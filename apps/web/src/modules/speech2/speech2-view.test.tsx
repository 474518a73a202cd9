import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteModuleInput, Speech2Module } from '@eventsite/core/schemas/site-modules';
import { moduleInContext, type TestContextOptions } from '../module-test-utils';
import { answersFrom, mockFetch, sentBodies } from '../../test/fetch-mock';
import { Speech2View } from './speech2-view';

const SUBMIT = 'POST /api/speeches/site-1/v2';
const POST_KEY = { 'GET /api/form-submissions/post-key': { body: { key: 'key-1' } } };

const speechModule: SiteModuleInput = {
  id: 'speech-1',
  siteModuleType: 'Speech2',
  title: { sv: 'Tal' },
  customTextFields: [
    { id: 'tf-name', label: { sv: 'Ditt namn' }, mandatory: true },
    { id: 'tf-minutes', label: { sv: 'Hur många minuter?' } },
  ],
};

function renderSpeech(context: TestContextOptions = {}) {
  return render(<Speech2View {...moduleInContext<Speech2Module>(speechModule, context)} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('Speech2View (001 §4 "Speech sign-up")', () => {
  it('opens the fields with the start button, sends them and thanks the speaker', async () => {
    const requests = mockFetch(answersFrom({ ...POST_KEY, [SUBMIT]: { body: { invertedSuccess: false } } }));
    renderSpeech();
    await userEvent.click(screen.getByRole('button', { name: 'Anmälan av tal' }));
    await userEvent.type(await screen.findByLabelText(/Ditt namn/), 'Kim');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByText('Tack för att du anmält dig att tala')).toBeInTheDocument();
    expect(sentBodies(requests, 'POST', '/api/speeches/site-1/v2')).toEqual([
      {
        speech: {
          customValues: [
            { id: 'tf-name', value: 'Kim', type: 'TextField', label: 'Ditt namn' },
            { id: 'tf-minutes', value: '', type: 'TextField', label: 'Hur många minuter?' },
          ],
        },
        postKey: 'key-1',
        source: 'site-form-speech-1',
        language: 'sv',
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Stäng' }));
    expect(screen.getByRole('button', { name: 'Anmälan av tal' })).toBeInTheDocument();
  });

  it('refuses to send without the mandatory field', async () => {
    const requests = mockFetch(answersFrom({ ...POST_KEY, [SUBMIT]: { body: { invertedSuccess: false } } }));
    renderSpeech();
    await userEvent.click(screen.getByRole('button', { name: 'Anmälan av tal' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Skicka' }));
    expect(screen.getByText('Fyll i det här fältet')).toBeInTheDocument();
    expect(sentBodies(requests, 'POST', '/api/speeches/site-1/v2')).toEqual([]);
  });

  it('tells a suspected robot so', async () => {
    mockFetch(answersFrom({ ...POST_KEY, [SUBMIT]: { body: { invertedSuccess: true } } }));
    renderSpeech();
    await userEvent.click(screen.getByRole('button', { name: 'Anmälan av tal' }));
    await userEvent.type(await screen.findByLabelText(/Ditt namn/), 'Bot');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByText(/identifierade vi dig som en robot/)).toBeInTheDocument();
  });

  it('sends nothing from the editor', async () => {
    const requests = mockFetch(answersFrom(POST_KEY));
    renderSpeech({ mode: 'EDIT' });
    await userEvent.click(screen.getByRole('button', { name: 'Anmälan av tal' }));
    await userEvent.type(await screen.findByLabelText(/Ditt namn/), 'Kim');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByText(/granska-läget/)).toBeInTheDocument();
    expect(sentBodies(requests, 'POST', '/api/speeches/site-1/v2')).toEqual([]);
  });

  it("shows the spec's own send error when no post key comes for the sign-up", async () => {
    const requests = mockFetch(
      answersFrom({ 'GET /api/form-submissions/post-key': { status: 500, body: {} } }),
    );
    renderSpeech();
    await userEvent.click(screen.getByRole('button', { name: 'Anmälan av tal' }));
    await userEvent.type(await screen.findByLabelText(/Ditt namn/), 'Kim');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(
      await screen.findByText(
        'Tyvärr misslyckades vi att skicka ditt meddelande om tal. Något gick fel. Försök gärna igen.',
      ),
    ).toBeInTheDocument();
    expect(sentBodies(requests, 'POST', '/api/speeches/site-1/v2')).toEqual([]);
  });

  it("shows the spec's own error when the sign-up is not sent", async () => {
    mockFetch(answersFrom({ ...POST_KEY, [SUBMIT]: { status: 500, body: {} } }));
    renderSpeech();
    await userEvent.click(screen.getByRole('button', { name: 'Anmälan av tal' }));
    await userEvent.type(await screen.findByLabelText(/Ditt namn/), 'Kim');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(
      await screen.findByText(
        'Tyvärr misslyckades vi att skicka ditt meddelande om tal. Något gick fel. Försök gärna igen.',
      ),
    ).toBeInTheDocument();
  });
});
