import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderEditApp } from '../../../test/render-edit-app';
import { afterPartyAnswers, answers, siteWithSeveralForms, SITE_ID, songAnswers } from './answers-test-data';

afterEach(() => {
  vi.unstubAllGlobals();
});

function ownerApi() {
  let forms = [...songAnswers];
  return mockFetch((request) => {
    if (request.path === `/api/sites/${SITE_ID}`) return jsonResponse(siteWithSeveralForms);
    if (request.path === `/api/rsvps/${SITE_ID}/v4`) {
      return jsonResponse({ data: { data: [...afterPartyAnswers, ...answers] } });
    }
    if (request.path === `/api/form-submissions/${SITE_ID}`) return jsonResponse({ data: { data: forms } });
    if (request.method === 'DELETE' && request.path.startsWith(`/api/form-submissions/${SITE_ID}/`)) {
      forms = forms.filter((answer) => !request.path.endsWith(`/${answer._id}`));
      return jsonResponse({});
    }
    return undefined;
  });
}

function rowNames(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('rowheader')
    .map((header) => header.querySelector('span')?.textContent ?? '');
}

async function openTable(path = `/redigera/${SITE_ID}/visa-osa`) {
  renderEditApp(path);
  return await screen.findByRole('table', { name: 'Alla svar, en rad per gäst' }, { timeout: 15_000 });
}

describe('the answers of a site with several RSVPs, forms and speech sign-ups', { timeout: 20_000 }, () => {
  it('shows one module at a time, the first RSVP first, with its own questions, guests and chart', async () => {
    ownerApi();
    const table = await openTable();
    const picker = screen.getByRole('navigation', { name: 'Visa svar från' });
    expect(
      within(picker)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['MiddagenOSA', 'ÖnskelåtarFormulär', 'EfterfestenOSA', 'TalAnmälan av tal']);
    expect(within(picker).getByRole('link', { name: /Middagen/ })).toHaveAttribute('aria-current', 'true');
    expect(rowNames(table)).toEqual(['Cecilia Ek', 'Anna Ek', 'Bertil Ek', 'David Berg']);
    expect(screen.getByTestId('attendance-guests')).toHaveTextContent('4 gäster totalt');
  });

  it('tells two RSVPs with the same title apart by their order (issue 39 item 9)', async () => {
    mockFetch((request) => {
      if (request.path === `/api/sites/${SITE_ID}`) {
        return jsonResponse({
          ...siteWithSeveralForms,
          siteModules: siteWithSeveralForms.siteModules.map((module) =>
            module.siteModuleType === 'Rsvp' ? { ...module, title: { sv: 'OSA' } } : module,
          ),
        });
      }
      if (request.path === `/api/rsvps/${SITE_ID}/v4`) return jsonResponse({ data: { data: answers } });
      if (request.path === `/api/form-submissions/${SITE_ID}`) return jsonResponse({ data: { data: [] } });
      return undefined;
    });
    await openTable();
    const picker = screen.getByRole('navigation', { name: 'Visa svar från' });
    expect(
      within(picker)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['OSA (1)', 'ÖnskelåtarFormulär', 'OSA (2)', 'TalAnmälan av tal']);
  });

  it('switches to another RSVP without mixing in the first one’s answers, and keeps it on the questions tab', async () => {
    const user = userEvent.setup();
    ownerApi();
    const table = await openTable();
    await user.click(screen.getByRole('link', { name: /Efterfesten/ }));

    await waitFor(() => expect(rowNames(table)).toEqual(['Erik Ström', 'Frida Ström']));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Namn', 'Kommer du på efterfesten?', 'Datum', 'Språk', 'Ta bort']);
    expect(screen.getByTestId('attendance-guests')).toHaveTextContent('2 gäster totalt');
    expect(screen.getByTestId('attendance-yes')).toHaveTextContent('Ja1');

    const nav = screen.getByRole('navigation', { name: 'OSA-svar' });
    expect(within(nav).getByRole('link', { name: 'Frågor' })).toHaveAttribute(
      'href',
      `/redigera/${SITE_ID}/visa-osa/fragor?modul=after`,
    );
    await user.click(within(nav).getByRole('link', { name: 'Frågor' }));
    await screen.findByRole('heading', { level: 1, name: 'Svar per fråga' });
    const labels = [...document.querySelectorAll('details summary')].map(
      (summary) => summary.querySelector('span span')?.textContent,
    );
    expect(labels).toEqual(['Namn', 'Kommer du på efterfesten?']);
  });

  it('reads a form’s answers there too, without the attendance chart, and deletes one of them', async () => {
    const user = userEvent.setup();
    const requests = ownerApi();
    const table = await openTable(`/redigera/${SITE_ID}/visa-osa?modul=songs`);
    expect(rowNames(table)).toEqual(['September']);
    expect(screen.queryByTestId('attendance-guests')).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Ta bort svaret från September' }));
    const dialog = screen.getByRole('dialog', { name: 'Ta bort svaret?' });
    expect(dialog).toHaveTextContent('Svaret från September tas bort för gott.');
    expect(dialog).not.toHaveTextContent('sällskapet');
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() =>
      expect(
        requests.filter((request) => request.method === 'DELETE').map((request) => request.path),
      ).toEqual([`/api/form-submissions/${SITE_ID}/song-1`]),
    );
    // With its only answer gone the form shows example answers to its own question.
    expect(await screen.findByRole('region', { name: 'Exempelsvar' })).toBeVisible();
  });
});
