import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderEditApp } from '../../../test/render-edit-app';
import { buildLegacyDemoDocument } from '@eventsite/core/demo/legacy-demo-site';
import { answers, site, SITE_ID } from './answers-test-data';

afterEach(() => {
  vi.unstubAllGlobals();
});

function ownerApi(list = answers) {
  return mockFetch((request) => {
    if (request.path === `/api/sites/${SITE_ID}`) return jsonResponse(site);
    if (request.path === `/api/rsvps/${SITE_ID}/v4`) return jsonResponse({ data: { data: list } });
    if (request.path === `/api/form-submissions/${SITE_ID}`) return jsonResponse({ data: { data: [] } });
    return undefined;
  });
}

async function openQuestions(path = `/redigera/${SITE_ID}/visa-osa/fragor`) {
  renderEditApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Svar per fråga' }, { timeout: 15_000 });
  return await screen.findByRole('searchbox', { name: 'Filtrera frågor och svar' });
}

/** The accordion item of a question, by its label. */
function question(label: string): HTMLElement {
  const summary = screen.getByText(label, { selector: 'span' }).closest('details');
  if (!summary) throw new Error(`no question ${label}`);
  return summary;
}

/** Every question of the accordion. */
function items(): HTMLDetailsElement[] {
  return [...document.querySelectorAll('details')];
}

function answerRows(item: HTMLElement): string[] {
  return within(item)
    .queryAllByRole('listitem')
    .map((entry) => entry.textContent ?? '');
}

describe('the answers per question', { timeout: 20_000 }, () => {
  it('lists every question closed, with its type and number of answers, and opens one at a click', async () => {
    const user = userEvent.setup();
    ownerApi();
    await openQuestions();

    const coming = question('Kommer du?');
    expect(coming).not.toHaveAttribute('open');
    expect(coming.querySelector('summary')).toHaveTextContent('Kommer du?Svarsalternativ4 svar');
    expect(question('Namn').querySelector('summary')).toHaveTextContent('NamnFritext4 svar');

    await user.click(within(coming).getByText('Kommer du?'));
    expect(coming).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Frågor' })).toHaveAttribute('aria-current', 'page');
  });

  it('counts a single-select question per option, unchosen options included', async () => {
    ownerApi([...answers.slice(0, 3)]);
    await openQuestions();
    expect(answerRows(question('Kommer du?'))).toEqual([
      'Ja!2 gäster',
      'Nej tyvärr1 gäst',
      'Vet inte än0 gäster',
    ]);
  });

  it('groups written answers case aside and counts the guests who left them empty', async () => {
    ownerApi();
    await openQuestions();
    const food = question('Specialkost');
    // Anna, the first guest of her party, wrote it first.
    expect(answerRows(food)).toEqual(['vegetarisk2 gäster', 'Glutenfri1 gäst']);
    expect(food).toHaveTextContent('1 gäst har inte svarat');
  });

  it('filters by question or by answer, opening what it finds, and says when nothing matches', async () => {
    const user = userEvent.setup();
    ownerApi();
    const filter = await openQuestions();

    await user.type(filter, 'kommer');
    expect(items()).toHaveLength(1);
    expect(question('Kommer du?')).toHaveAttribute('open');
    expect(answerRows(question('Kommer du?'))).toHaveLength(3);

    await user.clear(filter);
    await user.type(filter, 'GLUTEN');
    expect(items()).toHaveLength(1);
    expect(answerRows(question('Specialkost'))).toEqual(['Glutenfri1 gäst']);

    await user.clear(filter);
    await user.type(filter, 'fisk');
    expect(screen.getByText('Inga frågor eller svar matchar ”fisk”.')).toBeVisible();
  });

  it('opens and closes every question at once', async () => {
    const user = userEvent.setup();
    ownerApi();
    await openQuestions();
    await user.click(screen.getByRole('button', { name: 'Visa alla' }));
    for (const item of items()) expect(item).toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Dölj alla' }));
    for (const item of items()) expect(item).not.toHaveAttribute('open');
  });

  it('shows labelled example answers in quick start', async () => {
    mockFetch(() => undefined);
    await openQuestions('/snabbstart/visa-osa/fragor');
    expect(screen.getByRole('region', { name: 'Exempelsvar' })).toBeVisible();
    expect(answerRows(question('Kommer du?'))).toEqual(['Ja7 gäster', 'Nej2 gäster']);
  });
});

describe(
  'the answers per question of a version-1 site (002 §4 "answers view per version")',
  { timeout: 20_000 },
  () => {
    it('counts the legacy answers per question of its older RSVP', async () => {
      const user = userEvent.setup();
      const document = buildLegacyDemoDocument({
        brand: 'party',
        market: 'se',
        domain: 'party.localhost',
        now: new Date('2026-11-26T12:00:00Z'),
      });
      const legacySite = { ...document.site, _id: SITE_ID, usesSiteModules: false, siteVersion: 1 };
      const rsvps = document.rsvps.map((answer) => ({ ...answer, site: SITE_ID }));
      mockFetch((request) => {
        if (request.path === `/api/sites/${SITE_ID}`) return jsonResponse(legacySite);
        if (request.path === `/api/rsvps/${SITE_ID}`) return jsonResponse({ data: { data: rsvps } });
        return undefined;
      });
      await openQuestions();
      const coming = question('Kommer du?');
      await user.click(within(coming).getByText('Kommer du?'));
      expect(answerRows(coming)).toEqual(['Ja1 gäst', 'Nej0 gäster']);
      const song = question('Vilken låt får dig att dansa?');
      await user.click(within(song).getByText('Vilken låt får dig att dansa?'));
      expect(answerRows(song)).toEqual(['Dancing Queen1 gäst']);
    });
  },
);
