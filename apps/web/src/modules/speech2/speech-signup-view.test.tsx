import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuestHousehold } from '@eventsite/core/schemas/household';
import type { SiteModuleInput, Speech2Module } from '@eventsite/core/schemas/site-modules';
import { moduleInContext, type TestContextOptions } from '../module-test-utils';
import { forgetPersonalLinkHouseholds } from '../shared/personal-link-household';
import { answersFrom, mockFetch, sentBodies } from '../../test/fetch-mock';
import { speech2Module } from './index';

vi.setConfig({ testTimeout: 30000 });

const SUBMIT = '/api/speeches/site-1/v2';
const POST_KEY = { 'GET /api/form-submissions/post-key': { body: { key: 'key-1' } } };
const TOKEN = 'token-abcdefghijklmnopqrstuv';
const View = speech2Module.View;

const speechModule: SiteModuleInput = {
  id: 'speech-1',
  siteModuleType: 'Speech2',
  title: { sv: 'Tal' },
  customTextFields: [{ id: 'tf-name', label: { sv: 'Ditt förnamn' }, mandatory: true }],
  toastmasters: [
    { id: 'tm-1', name: 'Lisa Ek', mail: 'lisa@example.se', phone: '070-123 45 67' },
    { id: 'tm-2', name: 'Per Ek', mail: '', phone: '' },
  ],
  slots: [
    { id: 'starter', title: { sv: 'Förrätten' } },
    { id: 'main', title: { sv: 'Varmrätten' } },
  ],
  deadline: '2099-06-01',
};

function renderSpeech(module: Partial<SiteModuleInput> = {}, context: TestContextOptions = {}) {
  return render(
    <View {...moduleInContext<Speech2Module>({ ...speechModule, ...module } as SiteModuleInput, context)} />,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetPersonalLinkHouseholds();
  window.history.replaceState(null, '', '/');
});

describe('the speech sign-up of a version-2 site (issue 36 item 1)', () => {
  it('shows the toastmasters, how to reach them and the last day, before the form opens', async () => {
    renderSpeech();
    expect(await screen.findByText('Kvällens toastmasters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mejla Lisa Ek' })).toHaveAttribute(
      'href',
      'mailto:lisa@example.se',
    );
    expect(screen.getByRole('link', { name: 'Ring Lisa Ek' })).toHaveAttribute('href', 'tel:0701234567');
    expect(screen.getByText('Per Ek')).toBeInTheDocument();
    expect(screen.getByText('Anmäl dig senast 1 juni 2099')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmälan av tal' })).toBeInTheDocument();
    // The structured questions replace the owner's text fields of the older sign-up.
    expect(screen.queryByLabelText(/Ditt förnamn/)).toBeNull();
  });

  it('asks the questions, sends them structured and thanks the speaker', async () => {
    const requests = mockFetch(
      answersFrom({ ...POST_KEY, [`POST ${SUBMIT}`]: { body: { invertedSuccess: false } } }),
    );
    renderSpeech();
    await userEvent.click(await screen.findByRole('button', { name: 'Anmälan av tal' }));
    const name = await screen.findByRole('textbox', { name: /Ditt namn/ });
    expect(name).toHaveFocus();
    await userEvent.type(name, 'Kim Berg');
    await userEvent.type(screen.getByRole('textbox', { name: 'Din relation till värdarna' }), 'Brudens bror');
    const minutes = screen.getByRole('spinbutton', { name: 'Hur länge vill du tala?' });
    expect(minutes).toHaveValue(3);
    expect(screen.getByText('Runt 5 minuter passar nära familj, 3 minuter alla andra.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'En minut längre' }));
    await userEvent.click(screen.getByRole('button', { name: 'En minut längre' }));
    expect(minutes).toHaveValue(5);
    const slots = screen.getByRole('group', { name: 'När vill du helst tala?' });
    expect(
      within(slots)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Förrätten', 'Varmrätten', 'Ingen önskan']);
    await userEvent.click(within(slots).getByRole('radio', { name: 'Varmrätten' }));
    expect(screen.queryByRole('textbox', { name: 'Sångens titel' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mikrofon' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sånghäften att skriva ut' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Sångens titel' }), 'Helan går');
    await userEvent.type(screen.getByRole('textbox', { name: /Något toastmastern bör veta/ }), 'Med gitarr');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-post' }), 'kim@example.se');
    await userEvent.type(screen.getByRole('textbox', { name: 'Telefon' }), '070 111 22 33');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));

    expect(await screen.findByText('Tack för att du anmält dig att tala')).toBeInTheDocument();
    expect(sentBodies(requests, 'POST', SUBMIT)).toEqual([
      {
        speech: {
          name: 'Kim Berg',
          relation: 'Brudens bror',
          minutes: 5,
          slot: 'main',
          needs: ['microphone', 'songSheets'],
          songTitle: 'Helan går',
          note: 'Med gitarr',
          mail: 'kim@example.se',
          phone: '070 111 22 33',
        },
        postKey: 'key-1',
        source: 'site-form-speech-1',
        language: 'sv',
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Stäng' }));
    expect(screen.getByRole('button', { name: 'Anmälan av tal' })).toBeInTheDocument();
  });

  it('refuses to send without a name or with a broken mail address', async () => {
    const requests = mockFetch(
      answersFrom({ ...POST_KEY, [`POST ${SUBMIT}`]: { body: { invertedSuccess: false } } }),
    );
    renderSpeech();
    await userEvent.click(await screen.findByRole('button', { name: 'Anmälan av tal' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-post' }), 'kim@');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(screen.getByText('Fyll i det här fältet')).toBeInTheDocument();
    expect(screen.getByText('Skriv en e-postadress, t.ex. namn@exempel.se')).toBeInTheDocument();
    expect(sentBodies(requests, 'POST', SUBMIT)).toEqual([]);
  });

  it('offers the whole evening when neither the module nor a programme names a slot', async () => {
    mockFetch(answersFrom(POST_KEY));
    renderSpeech({ slots: [] });
    await userEvent.click(await screen.findByRole('button', { name: 'Anmälan av tal' }));
    const slots = await screen.findByRole('group', { name: 'När vill du helst tala?' });
    expect(
      within(slots)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Under kvällen', 'Ingen önskan']);
  });

  it('names the speaker from a personal link and sends its token', async () => {
    window.history.replaceState(null, '', `/?g=${TOKEN}`);
    const household: GuestHousehold = {
      name: 'Familjen Berg',
      language: 'sv',
      members: ['Anna Berg', 'Olle Berg'],
      events: [],
      invitedEvents: [],
    };
    const requests = mockFetch(
      answersFrom({
        ...POST_KEY,
        [`GET /api/sites/public/site-1/households/${TOKEN}`]: { body: household },
        [`POST ${SUBMIT}`]: { body: { invertedSuccess: false } },
      }),
    );
    renderSpeech();
    await userEvent.click(await screen.findByRole('button', { name: 'Anmälan av tal' }));
    const name = await screen.findByRole('textbox', { name: /Ditt namn/ });
    await vi.waitFor(() => expect(name).toHaveValue('Anna Berg'));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Vem av er vill tala?' })).getByRole('button', {
        name: 'Olle Berg',
      }),
    );
    expect(name).toHaveValue('Olle Berg');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    await screen.findByText('Tack för att du anmält dig att tala');
    expect(sentBodies(requests, 'POST', SUBMIT)).toMatchObject([
      { speech: { name: 'Olle Berg', minutes: 3, slot: null, householdToken: TOKEN } },
    ]);
  });

  it('is closed after the last day, 7 days before the countdown when the owner set none', async () => {
    renderSpeech(
      { deadline: null },
      {
        site: { siteModules: [{ id: 'cd', siteModuleType: 'Countdown', countdownDate: '2020-06-13T15:00' }] },
      },
    );
    expect(
      await screen.findByText(
        'Anmälan till tal stängde 6 juni 2020. Vill du ändå säga några ord? Hör av dig till toastmastern.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anmälan av tal' })).toBeNull();
    // The toastmasters can still be reached.
    expect(screen.getByRole('link', { name: 'Mejla Lisa Ek' })).toBeInTheDocument();
  });

  it('reads in Danish on a Danish page', async () => {
    renderSpeech(
      { showFormButton: { sv: 'Anmälan av tal', da: 'Tilmeld en tale' } },
      { language: 'da', market: 'dk' },
    );
    expect(await screen.findByText('Tilmeld dig senest 1. juni 2099')).toBeInTheDocument();
    expect(screen.getByText('Aftenens toastmastere')).toBeInTheDocument();
  });

  it('keeps the older text fields on a version-1 site', async () => {
    const requests = mockFetch(
      answersFrom({ ...POST_KEY, [`POST ${SUBMIT}`]: { body: { invertedSuccess: false } } }),
    );
    renderSpeech({}, { legacy: { rsvpsShowingFormAtOnce: new Set() } });
    expect(screen.queryByText('Kvällens toastmasters')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Anmälan av tal' }));
    await userEvent.type(await screen.findByLabelText(/Ditt förnamn/), 'Kim');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    await screen.findByText('Tack för att du anmält dig att tala');
    expect(sentBodies(requests, 'POST', SUBMIT)).toEqual([
      {
        speech: { customValues: [{ id: 'tf-name', value: 'Kim', type: 'TextField', label: 'Ditt förnamn' }] },
        postKey: 'key-1',
        source: 'site-form-speech-1',
        language: 'sv',
      },
    ]);
  });
});
