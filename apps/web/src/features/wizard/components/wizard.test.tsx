import { MAX_SITE_LANGUAGES, SITE_LANGUAGE_CODES } from '@eventsite/core/constants/languages';
import { WIZARD_DESIGN_TEMPLATES } from '@eventsite/core/demo/wizard-demo-site';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WIZARD_ANSWERS_STORAGE_KEY } from '../../../lib/wizard-answers';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderEditApp } from '../../../test/render-edit-app';

/** The steps click through whole screens; a busy machine needs more than the default 5 s. */
const SLOW = 30_000;

const WEDDING = { brand: 'wedding', productName: 'Bröllopssidan', domain: 'brollopssidan.se' } as const;

function storedAnswers(): Record<string, unknown> {
  return JSON.parse(window.sessionStorage.getItem(WIZARD_ANSWERS_STORAGE_KEY) ?? '{}');
}

const STEP_TITLES: Record<string, string> = {
  '/kom-igang': 'Välj en stil för er bröllopssida',
  '/kom-igang/information': 'Berätta om er',
  '/kom-igang/sprak': 'Vilka språk ska sidan ha?',
  '/kom-igang/innehall': 'Vad vill ni berätta för gästerna?',
};

/**
 * Lazy screens load before the router moves, which takes a while on a busy machine. The router's state moves
 * first and React draws the step in a transition after it, so a step is waited for until it is drawn: a
 * click on the step before it could land on an element about to be replaced.
 */
async function expectPath(router: { state: { location: { pathname: string } } }, path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 15_000 });
  const title = STEP_TITLES[path];
  if (title !== undefined) await screen.findByRole('heading', { name: title }, { timeout: 15_000 });
}

function openWizard(path: string) {
  return renderEditApp(path, { config: WEDDING });
}

// The router loads each step lazily; loaded once here, no step waits for its first transform mid-test.
beforeAll(async () => {
  await Promise.all([
    import('./wizard-layout'),
    import('./look-step'),
    import('./information-step'),
    import('./languages-step'),
    import('./content-step'),
  ]);
}, 120_000);

beforeEach(() => {
  mockFetch(({ path }) =>
    path === '/api/accounts/me/' ? errorResponse(403, 'NOT_LOGGED_IN', 'Inte inloggad.') : undefined,
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('the get-started wizard (002 §2.6)', () => {
  it(
    'exists for the wedding brand only',
    async () => {
      renderEditApp('/kom-igang');
      expect(await screen.findByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();
      expect(screen.queryByText('Steg 1 av 4')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'step 1 offers the looks as cards; continuing keeps the chosen one, skipping keeps none',
    async () => {
      const user = userEvent.setup();
      const { router } = openWizard('/kom-igang');
      const looks = await screen.findByRole('radiogroup', { name: 'Välj en stil för er bröllopssida' });
      expect(within(looks).getAllByRole('radio')).toHaveLength(WIZARD_DESIGN_TEMPLATES.length);
      expect(screen.getByText('Steg 1 av 4')).toBeVisible();

      await user.click(within(looks).getByRole('radio', { name: /Klassisk elfenben/ }));
      await user.click(screen.getByRole('button', { name: 'Fortsätt' }));
      await expectPath(router, '/kom-igang/information');
      expect(storedAnswers()).toEqual({ designTemplate: 'classicIvory' });

      await router.navigate('/kom-igang');
      expect(await screen.findByRole('radio', { name: /Klassisk elfenben/ })).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Hoppa över' }));
      await expectPath(router, '/kom-igang/information');
      expect(storedAnswers()).not.toHaveProperty('designTemplate', 'classicIvory');
    },
    SLOW,
  );

  it(
    'ticks a step passed only when it was answered, not when it was skipped (issue 39 item 10)',
    async () => {
      const user = userEvent.setup();
      const { router } = openWizard('/kom-igang');
      await screen.findByRole('radiogroup', { name: 'Välj en stil för er bröllopssida' });
      await user.click(screen.getByRole('button', { name: 'Hoppa över' }));
      await expectPath(router, '/kom-igang/information');
      const steps = () => screen.getByRole('navigation', { name: 'Steg' });
      expect(within(steps()).getByRole('link', { name: /Stil/ })).toHaveTextContent(/^1Stil$/);

      await router.navigate('/kom-igang');
      const looks = await screen.findByRole('radiogroup', { name: 'Välj en stil för er bröllopssida' });
      await user.click(within(looks).getByRole('radio', { name: /Klassisk elfenben/ }));
      await user.click(screen.getByRole('button', { name: 'Fortsätt' }));
      await expectPath(router, '/kom-igang/information');
      expect(within(steps()).getByRole('link', { name: /Stil/ })).toHaveTextContent(/^✓Stil$/);
    },
    SLOW,
  );

  it(
    'step 1 keeps the chosen look on a reload, before continuing',
    async () => {
      const user = userEvent.setup();
      openWizard('/kom-igang');
      const looks = await screen.findByRole('radiogroup', { name: 'Välj en stil för er bröllopssida' });
      await user.click(within(looks).getByRole('radio', { name: /Klassisk elfenben/ }));
      expect(storedAnswers()).toEqual({ designTemplate: 'classicIvory' });

      cleanup();
      openWizard('/kom-igang');
      expect(await screen.findByRole('radio', { name: /Klassisk elfenben/ })).toBeChecked();
    },
    SLOW,
  );

  it(
    'step 2 keeps names, place and date; "not decided" clears and disables the date; a reload restores them',
    async () => {
      const user = userEvent.setup();
      openWizard('/kom-igang/information');
      await user.type(await screen.findByLabelText('Ditt namn'), 'Anna');
      await user.type(screen.getByLabelText('Din partners namn'), 'Erik');
      await user.type(screen.getByLabelText('Plats'), 'Ulriksdals slott');
      const date = screen.getByLabelText('Datum och tid');
      await user.type(date, '2027-08-14T14:30');
      expect(storedAnswers()).toMatchObject({
        name1: 'Anna',
        name2: 'Erik',
        location: 'Ulriksdals slott',
        dateStart: '2027-08-14T14:30',
      });

      await user.click(screen.getByRole('checkbox', { name: 'Vi har inte bestämt datum än' }));
      expect(date).toBeDisabled();
      expect(date).toHaveValue('');
      expect(storedAnswers()).toMatchObject({ dateNotDecided: true, dateStart: '' });

      cleanup();
      const { router } = openWizard('/kom-igang/information');
      expect(await screen.findByLabelText('Ditt namn')).toHaveValue('Anna');
      expect(screen.getByLabelText('Plats')).toHaveValue('Ulriksdals slott');
      expect(screen.getByLabelText('Datum och tid')).toBeDisabled();
      expect(screen.getByRole('checkbox', { name: 'Vi har inte bestämt datum än' })).toBeChecked();

      await user.click(screen.getByRole('button', { name: 'Fortsätt' }));
      await expectPath(router, '/kom-igang/sprak');
    },
    SLOW,
  );

  it(
    'step 2 can be skipped, and goes back to step 1',
    async () => {
      const user = userEvent.setup();
      const { router } = openWizard('/kom-igang/information');
      await user.click(await screen.findByRole('button', { name: 'Hoppa över' }));
      await expectPath(router, '/kom-igang/sprak');
      await router.navigate('/kom-igang/information');
      // The language step has a back link too: wait for the information step before clicking.
      await screen.findByRole('heading', { name: 'Berätta om er' }, { timeout: 15_000 });
      await user.click(screen.getByRole('link', { name: 'Tillbaka' }));
      await expectPath(router, '/kom-igang');
    },
    SLOW,
  );

  it(
    'step 3 offers Swedish only or chosen languages, removable only while more than one remains',
    async () => {
      const user = userEvent.setup();
      openWizard('/kom-igang/sprak');
      expect(await screen.findByRole('radio', { name: /Bara svenska/ })).toBeChecked();

      await user.click(screen.getByRole('radio', { name: /Välj språk/ }));
      const chosen = screen.getByRole('list', { name: 'Valda språk' });
      expect(within(chosen).getByText('Svenska')).toBeVisible();
      expect(within(chosen).queryByRole('button')).not.toBeInTheDocument();

      const add = screen.getByRole('combobox', { name: 'Lägg till ett språk' });
      // Languages already chosen are not offered again.
      expect(within(add).queryByRole('option', { name: 'Svenska' })).not.toBeInTheDocument();
      await user.selectOptions(add, 'en');
      expect(within(chosen).getByText('Engelska')).toBeVisible();
      expect(storedAnswers()).toMatchObject({ chooseLanguages: true, languages: ['sv', 'en'] });

      await user.click(within(chosen).getByRole('button', { name: 'Ta bort Svenska' }));
      expect(storedAnswers()).toMatchObject({ languages: ['en'] });
      expect(within(chosen).queryByRole('button')).not.toBeInTheDocument();

      cleanup();
      openWizard('/kom-igang/sprak');
      expect(await screen.findByRole('radio', { name: /Välj språk/ })).toBeChecked();
      expect(within(screen.getByRole('list', { name: 'Valda språk' })).getByText('Engelska')).toBeVisible();

      await user.click(screen.getByRole('radio', { name: /Bara svenska/ }));
      expect(storedAnswers()).toMatchObject({ chooseLanguages: false, languages: ['sv'] });
      expect(screen.queryByRole('list', { name: 'Valda språk' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'step 3 stops offering languages at the most a site can have',
    async () => {
      const full = SITE_LANGUAGE_CODES.slice(0, MAX_SITE_LANGUAGES);
      window.sessionStorage.setItem(
        WIZARD_ANSWERS_STORAGE_KEY,
        JSON.stringify({ chooseLanguages: true, languages: full.slice(0, -1) }),
      );
      const user = userEvent.setup();
      openWizard('/kom-igang/sprak');
      const last = full[full.length - 1] ?? '';
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Lägg till ett språk' }), last);
      expect(storedAnswers()).toMatchObject({ languages: full });
      // One more would make wizard data no site can be made from.
      expect(screen.queryByRole('combobox', { name: 'Lägg till ett språk' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'step 4 starts at the defaults, describes the gifts and dress code chosen, and opens the editor',
    async () => {
      const user = userEvent.setup();
      const { router } = openWizard('/kom-igang/innehall');
      expect(await screen.findByRole('radio', { name: 'Inga barn' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Önskelista' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Kavaj' })).toBeChecked();
      expect(screen.getByText(/Sidan får en önskelista/)).toBeVisible();
      expect(screen.getByText(/Kostym eller kavaj och klänning/)).toBeVisible();

      await user.click(screen.getByRole('radio', { name: 'Pengar' }));
      expect(screen.getByText(/Gästerna bidrar till något ni drömmer om/)).toBeVisible();
      await user.click(screen.getByRole('radio', { name: 'Smoking' }));
      expect(screen.getByText('Smoking för herrarna och lång klänning för damerna.')).toBeVisible();
      await user.click(screen.getByRole('radio', { name: 'Barn är välkomna' }));

      await user.click(screen.getByRole('button', { name: 'Skapa vår sida' }));
      await expectPath(router, '/kom-igang/redigera');
      expect(storedAnswers()).toMatchObject({
        children: 'CHILDREN_WELCOME',
        gifts: 'MONEY',
        dressCode: 'BLACK_TIE',
      });
    },
    SLOW,
  );

  it(
    "gives the new site's 'Hitta hit' a map of the couple's own place",
    async () => {
      window.sessionStorage.setItem(WIZARD_ANSWERS_STORAGE_KEY, JSON.stringify({ location: 'Visby' }));
      const requests = mockFetch(({ method, path }) => {
        if (path === '/api/accounts/me/') return errorResponse(403, 'NOT_LOGGED_IN', 'Inte inloggad.');
        if (method === 'POST' && path.startsWith('/api/sites/quick-start/maps/')) {
          return jsonResponse({
            path: '/uploads/quick-start/',
            fileName: 'visby.png',
            width: 640,
            height: 420,
          });
        }
        return undefined;
      });
      openWizard('/kom-igang/redigera');
      await waitFor(() => expect(document.querySelector('img[src*="visby.png"]')).not.toBeNull(), {
        timeout: 15_000,
      });
      expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
        '/api/sites/quick-start/maps/Visby/12/NORMAL/ea4335/',
      ]);
    },
    SLOW,
  );
});
