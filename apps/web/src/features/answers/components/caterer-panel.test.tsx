import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderEditApp } from '../../../test/render-edit-app';
import { exportCatererSheet } from '../export/export-answers';
import { answers, site, SITE_ID } from './answers-test-data';

vi.mock('../export/export-answers', () => ({ exportAnswers: vi.fn(), exportCatererSheet: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
});

const summary = {
  guests: 3,
  choices: [{ question: 'Kommer du?', options: [{ text: 'Ja!', count: 2 }] }],
  dietAnswers: [{ guest: 'Anna Ek', party: 1, question: 'Specialkost', answer: 'vegetarisk' }],
};

/** The owner's API; `saving` answers the diet questions' save, which by default stores them. */
function ownerApi(saving?: () => Promise<Response>) {
  let marked: string[] = [];
  return mockFetch((request) => {
    if (request.path === `/api/sites/${SITE_ID}`) return jsonResponse(site);
    if (request.path === `/api/rsvps/${SITE_ID}/v4`) return jsonResponse({ data: { data: answers } });
    if (request.path === `/api/form-submissions/${SITE_ID}`) return jsonResponse({ data: { data: [] } });
    if (request.path.startsWith(`/api/rsvps/${SITE_ID}/caterer?`)) {
      return jsonResponse({ questionIds: marked, forms: [{ formId: 'rsvp', title: 'OSA', summary }] });
    }
    if (request.method === 'PUT' && request.path === `/api/rsvps/${SITE_ID}/diet-questions`) {
      if (saving) return saving();
      marked = (request.body as { questionIds: string[] }).questionIds;
      return jsonResponse({ questionIds: marked });
    }
    return undefined;
  });
}

describe('for the caterer (issue 21, item 7)', { timeout: 20_000 }, () => {
  it('marks a free-text question as diet and downloads the sheet of the chosen RSVP', async () => {
    const requests = ownerApi();
    renderEditApp(`/redigera/${SITE_ID}/visa-osa`);
    const panel = await screen.findByRole('region', { name: 'Till cateringen' }, { timeout: 15_000 });
    // Only free-text questions can be about diet; the yes/no choice is counted instead.
    const boxes = within(panel).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(['Namn', 'Specialkost']);
    const food = within(panel).getByRole('checkbox', { name: 'Specialkost' });
    await waitFor(() => expect(food).toBeEnabled());
    await userEvent.click(food);
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ questionIds: ['food'] }),
    );
    expect(food).toBeChecked();

    await userEvent.click(within(panel).getByRole('button', { name: 'Ladda ner underlag till cateringen' }));
    await waitFor(() => expect(exportCatererSheet).toHaveBeenCalled());
    const [sent, texts, fileName] = vi.mocked(exportCatererSheet).mock.calls[0] ?? [];
    expect(sent).toEqual(summary);
    expect(texts).toMatchObject({ dietSheet: 'Specialkost och allergier', party: 'Sällskap' });
    expect(fileName).toBe('underlag-catering.xlsx');
  });

  it('shows the mark at once while it is saved, and what is stored again when the save fails', async () => {
    let failSave: () => void = () => {};
    const saved = new Promise<Response>((resolve) => {
      failSave = () => resolve(errorResponse(500, 'INTERNAL', 'Något gick fel'));
    });
    ownerApi(() => saved);
    renderEditApp(`/redigera/${SITE_ID}/visa-osa`);
    const panel = await screen.findByRole('region', { name: 'Till cateringen' }, { timeout: 15_000 });
    const food = within(panel).getByRole('checkbox', { name: 'Specialkost' });
    await waitFor(() => expect(food).toBeEnabled());

    await userEvent.click(food);
    expect(food).toBeChecked();

    failSave();
    await waitFor(() => expect(food).not.toBeChecked());
    const error = await screen.findByRole('dialog', { name: 'Fel' });
    expect(error).toHaveTextContent('Markeringen kunde inte sparas.');
  });
});
