import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SeatingModule } from '@eventsite/core/schemas/site-modules';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { moduleInContext, type TestContextOptions } from '../module-test-utils';
import { seatingModule } from '.';
import { SeatingView } from './seating-view';

const paragraph = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }],
});

function seatingInContext(context: TestContextOptions = {}) {
  return moduleInContext<SeatingModule>(
    {
      id: 'seating',
      siteModuleType: 'Seating',
      title: { sv: 'Bordsplacering', en: 'Seating', da: 'Bordplan' },
      text: { sv: paragraph('Hitta ditt bord.'), en: paragraph('Find your table.') },
    },
    context,
  );
}

function renderSeating(context: TestContextOptions = {}) {
  const props = seatingInContext(context);
  return render(<SeatingView {...props} />);
}

const SEARCH_PATH = '/api/sites/public/site-1/seating/search?name=';

/** Answers the search with `body` and `status`, recording what was asked. */
function answerSearch(body: unknown, status = 200) {
  return mockFetch(({ path }) => (path.startsWith(SEARCH_PATH) ? jsonResponse(body, status) : undefined));
}

async function searchFor(name: string, button = 'Sök') {
  const user = userEvent.setup();
  await user.type(screen.getByRole('searchbox'), name);
  await user.click(screen.getByRole('button', { name: button }));
}

/** The live region the answers are read out from. */
const results = () => {
  const region = document.querySelector('[aria-live="polite"]');
  if (!(region instanceof HTMLElement)) throw new Error('no live region');
  return region;
};

describe('SeatingView (issue 35 item 4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the owner's title and text and a labelled search field", () => {
    renderSeating();
    expect(screen.getByRole('heading', { level: 2, name: 'Bordsplacering' })).toBeVisible();
    expect(screen.getByText('Hitta ditt bord.')).toBeVisible();
    const form = screen.getByRole('search');
    expect(within(form).getByRole('searchbox', { name: 'Sök på ditt namn' })).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Sök' })).toBeEnabled();
  });

  it('lists the names found with their tables, read out as they arrive', async () => {
    const requests = answerSearch({
      matches: [
        { member: 'Anna Svensson', table: 'Bord 4' },
        { member: 'Anna Berg', table: 'Rosen' },
      ],
    });
    renderSeating();
    await searchFor(' Anna Å ');
    const listed = await within(results()).findAllByRole('listitem');
    expect(listed.map((item) => item.textContent)).toEqual([
      'Anna Svensson — bord 4',
      'Anna Berg — bordet Rosen',
    ]);
    expect(requests.map((request) => request.path)).toEqual([`${SEARCH_PATH}Anna%20%C3%85`]);
  });

  it('says kindly that the plan is not shown yet when the server answers 404, in each language', async () => {
    for (const [language, button, message] of [
      ['sv', 'Sök', 'Bordsplaceringen visas här på festdagen.'],
      ['en', 'Search', 'The seating plan will be shown here on the day.'],
      ['da', 'Søg', 'Bordplanen vises her på festdagen.'],
    ] as const) {
      answerSearch({ isErrorResponse: true, code: 'NOT_FOUND', message: 'Not Found' }, 404);
      const { unmount } = renderSeating({ language });
      await searchFor('Anna', button);
      expect(await within(results()).findByText(message)).toBeVisible();
      unmount();
    }
  });

  it('says no one was found, with the name searched, when the plan has no such name', async () => {
    answerSearch({ matches: [] });
    renderSeating({ language: 'en' });
    await searchFor('Zoe', 'Search');
    expect(
      await within(results()).findByText('We found no one called “Zoe”. Try just the first or last name.'),
    ).toBeVisible();
    expect(within(results()).queryByRole('list')).toBeNull();
  });

  it('asks for two letters before asking the server', async () => {
    const requests = answerSearch({ matches: [] });
    renderSeating();
    await searchFor('A');
    expect(within(results()).getByText('Skriv minst två bokstäver av namnet.')).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it('says when more names match than it shows', async () => {
    const matches = Array.from({ length: 10 }, (_, index) => ({ member: `Anna ${index + 1}`, table: '1' }));
    answerSearch({ matches });
    renderSeating();
    await searchFor('Anna');
    expect(await within(results()).findAllByRole('listitem')).toHaveLength(10);
    expect(
      within(results()).getByText('Fler namn passar. Skriv mer av namnet för att hitta rätt.'),
    ).toBeVisible();
  });

  it('says the search does not work when the server fails or answers another shape', async () => {
    for (const [body, status] of [
      [{ isErrorResponse: true, code: 'INTERNAL_ERROR', message: 'Error' }, 500],
      [{ found: 'Anna' }, 200],
    ] as const) {
      answerSearch(body, status);
      const { unmount } = renderSeating();
      await searchFor('Anna');
      expect(
        await within(results()).findByText('Sökningen fungerar inte just nu. Försök igen om en stund.'),
      ).toBeVisible();
      unmount();
    }
  });

  it('tells the owner in the editor when guests can search', () => {
    renderSeating({ mode: 'EDIT' });
    expect(
      screen.getByText(
        'Gästerna söker här på sitt namn och ser sitt bord, när du har publicerat bordsplaceringen.',
      ),
    ).toBeVisible();
  });
});

describe('SeatingView drawn on the server (issue 35 item 4)', () => {
  it('draws the title, text and search field into the page, and the button works once the page runs', async () => {
    const { module, context } = seatingInContext();
    const { View } = seatingModule;
    // As the server draws a page: every lazy part waited for.
    const { prelude } = await prerender(<View module={module} context={context} />);
    const html = await new Response(prelude).text();
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    expect(within(root).getByRole('heading', { name: 'Bordsplacering' })).toBeInTheDocument();
    expect(within(root).getByText('Hitta ditt bord.')).toBeInTheDocument();
    expect(within(root).getByRole('searchbox', { name: 'Sök på ditt namn' })).toBeInTheDocument();
    // Without scripts the button cannot search: it waits, and a browser without JavaScript says why.
    expect(within(root).getByRole('button', { name: 'Sök' })).toBeDisabled();
    expect(html).toContain('För att söka behöver du slå på JavaScript i webbläsaren.');

    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(root, <View module={module} context={context} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(await within(root).findByRole('button', { name: 'Sök' })).toBeEnabled();
    root.remove();
  });
});
