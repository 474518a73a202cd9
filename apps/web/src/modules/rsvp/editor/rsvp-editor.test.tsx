import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RsvpModule, SiteModuleInput } from '@eventsite/core/schemas/site-modules';
import { lastApplied, renderModuleEditor } from '../../shared/editor/editor-test-utils';
import RsvpEditor from './rsvp-editor';

// Typing into a dialog of many fields is slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 30000 });

const RECIPIENTS = { formRecipients: [{ formId: 'rsvp', recipients: ['anna@example.se'] }] };

const rsvp: SiteModuleInput = {
  id: 'rsvp',
  siteModuleType: 'Rsvp',
  title: { sv: 'OSA' },
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
      { id: 'name', formElementType: 'ShortText', label: { sv: 'Namn' } },
    ],
  },
};

function renderRsvp(module: SiteModuleInput = rsvp, site = {}) {
  return renderModuleEditor<RsvpModule>(RsvpEditor, module, { site: { ...RECIPIENTS, ...site } });
}

const question = (number: number) => screen.getByRole('listitem', { name: `Fråga ${number}` });
const labels = (module: RsvpModule) => module.form.formElements.map((element) => element.label.sv);
const done = () => userEvent.click(screen.getByRole('button', { name: 'Klar' }));

describe('RsvpEditor: questions (002 §4 "Form elements")', () => {
  it('adds a free-text question and a question with choices, with their defaults', async () => {
    const { onApply } = renderRsvp();
    await userEvent.click(screen.getByRole('button', { name: 'Fråga med fritext' }));
    await userEvent.type(within(question(3)).getByRole('textbox', { name: 'Frågetext' }), 'Allergier');
    await userEvent.click(screen.getByRole('button', { name: 'Fråga med svarsalternativ' }));
    await userEvent.type(within(question(4)).getByRole('textbox', { name: 'Frågetext' }), 'Mat');
    await userEvent.click(within(question(4)).getByRole('button', { name: 'Lägg till svar' }));
    await userEvent.type(within(question(4)).getByRole('textbox', { name: 'Svar 1' }), 'Fisk');
    await done();
    const { module } = lastApplied<RsvpModule>(onApply);
    expect(module.form.formElements.slice(2)).toMatchObject([
      { formElementType: 'ShortText', label: { sv: 'Allergier' }, required: false, showConditions: [] },
      {
        formElementType: 'SingleSelect',
        label: { sv: 'Mat' },
        required: true,
        options: [{ text: { sv: 'Fisk' } }],
      },
    ]);
  });

  it('shows the required toggle for free text only', async () => {
    const { onApply } = renderRsvp();
    expect(within(question(1)).queryByRole('switch', { name: 'Obligatorisk' })).toBeNull();
    await userEvent.click(within(question(2)).getByRole('switch', { name: 'Obligatorisk' }));
    await done();
    expect(lastApplied<RsvpModule>(onApply).module.form.formElements[1]?.required).toBe(true);
  });

  it('moves a question one step, the first cannot move up and the last not down', async () => {
    const { onApply } = renderRsvp();
    expect(screen.getByRole('button', { name: 'Flytta upp fråga 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Flytta ned fråga 2' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Flytta ned fråga 1' }));
    await done();
    expect(labels(lastApplied<RsvpModule>(onApply).module)).toEqual(['Namn', 'Kommer du?']);
  });

  it('deletes a question only after the confirm step', async () => {
    const { onApply } = renderRsvp();
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort fråga 2' }));
    await userEvent.click(within(question(2)).getByRole('button', { name: 'Avbryt' }));
    expect(screen.getAllByRole('listitem', { name: /^Fråga \d$/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort fråga 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort frågan' }));
    expect(screen.getAllByRole('listitem', { name: /^Fråga \d$/ })).toHaveLength(1);
    await done();
    expect(labels(lastApplied<RsvpModule>(onApply).module)).toEqual(['Kommer du?']);
  });

  it('removes an answer', async () => {
    const { onApply } = renderRsvp();
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort svar 2' }));
    await done();
    const coming = lastApplied<RsvpModule>(onApply).module.form.formElements[0];
    expect(coming?.formElementType === 'SingleSelect' && coming.options.map((option) => option.id)).toEqual([
      'yes',
    ]);
  });
});

describe('RsvpEditor: show conditions (002 §3, §4)', () => {
  it('sets a condition only once both a question and an answer are chosen', async () => {
    const { onApply } = renderRsvp();
    const card = question(2);
    await userEvent.click(within(card).getByRole('switch', { name: 'Visa bara vid ett visst svar' }));
    await userEvent.selectOptions(within(card).getByRole('combobox', { name: 'Om frågan' }), 'Kommer du?');
    expect(within(card).getByText('Välj både fråga och svar, annars visas frågan alltid.')).toBeVisible();
    await done();
    expect(lastApplied<RsvpModule>(onApply).module.form.formElements[1]?.showConditions).toEqual([]);

    await userEvent.selectOptions(within(card).getByRole('combobox', { name: 'besvaras med' }), 'Ja');
    await done();
    expect(lastApplied<RsvpModule>(onApply).module.form.formElements[1]?.showConditions).toEqual([
      { type: 'SHOW', formElementId: 'coming', formElementOptionIds: ['yes'] },
    ]);
  });

  it('clears the condition when the toggle is turned off', async () => {
    const conditional = structuredClone(rsvp) as { form: { formElements: Record<string, unknown>[] } };
    conditional.form.formElements[1]!.showConditions = [
      { type: 'SHOW', formElementId: 'coming', formElementOptionIds: ['no'] },
    ];
    const { onApply } = renderRsvp(conditional as SiteModuleInput);
    const card = question(2);
    expect(within(card).getByRole('combobox', { name: 'besvaras med' })).toHaveValue('no');
    await userEvent.click(within(card).getByRole('switch', { name: 'Visa bara vid ett visst svar' }));
    await done();
    expect(lastApplied<RsvpModule>(onApply).module.form.formElements[1]?.showConditions).toEqual([]);
  });

  it('offers no condition before there is another question with choices', () => {
    renderRsvp();
    expect(within(question(1)).getByRole('switch', { name: 'Visa bara vid ett visst svar' })).toBeDisabled();
  });

  it('warns when the answer of a condition is deleted, and clears the condition on apply', async () => {
    const conditional = structuredClone(rsvp) as { form: { formElements: Record<string, unknown>[] } };
    conditional.form.formElements[1]!.showConditions = [
      { type: 'SHOW', formElementId: 'coming', formElementOptionIds: ['no'] },
    ];
    const { onApply } = renderRsvp(conditional as SiteModuleInput);
    expect(screen.queryByText(/finns inte längre/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort svar 2' }));
    expect(within(question(2)).getByText(/Svaret som villkoret gällde finns inte längre/)).toBeVisible();
    await done();
    expect(lastApplied<RsvpModule>(onApply).module.form.formElements[1]?.showConditions).toEqual([]);
  });

  it('warns about a condition whose question no longer exists', () => {
    const stale = structuredClone(rsvp) as { form: { formElements: Record<string, unknown>[] } };
    stale.form.formElements[1]!.showConditions = [
      { type: 'SHOW', formElementId: 'gone', formElementOptionIds: ['x'] },
    ];
    renderRsvp(stale as SiteModuleInput);
    expect(within(question(2)).getByText(/Frågan som villkoret gällde finns inte längre/)).toBeVisible();
  });
});

describe('RsvpEditor: validation (002 §5)', () => {
  it('requires every question and answer in every site language', async () => {
    const { onApply } = renderRsvp(rsvp, {
      availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
    });
    await done();
    expect(onApply).not.toHaveBeenCalled();
    expect(within(question(1)).getByText('Skriv frågan på engelska också.')).toBeVisible();
    expect(within(question(1)).getAllByText('Skriv svaret på engelska också.')).toHaveLength(2);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(question(1)).getByRole('textbox', { name: 'Frågetext på engelska' }),
      ),
    );

    await userEvent.type(
      within(question(1)).getByRole('textbox', { name: 'Frågetext på engelska' }),
      'Coming?',
    );
    await userEvent.type(within(question(1)).getByRole('textbox', { name: 'Svar 1 på engelska' }), 'Yes');
    await userEvent.type(within(question(1)).getByRole('textbox', { name: 'Svar 2 på engelska' }), 'No');
    await userEvent.type(within(question(2)).getByRole('textbox', { name: 'Frågetext på engelska' }), 'Name');
    await done();
    expect(lastApplied<RsvpModule>(onApply).module.form.formElements[0]?.label).toEqual({
      sv: 'Kommer du?',
      en: 'Coming?',
    });
  });

  it('refuses a label of only spaces and a question with choices but no answers', async () => {
    const { onApply } = renderRsvp();
    await userEvent.clear(within(question(2)).getByRole('textbox', { name: 'Frågetext' }));
    await userEvent.type(within(question(2)).getByRole('textbox', { name: 'Frågetext' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Fråga med svarsalternativ' }));
    await userEvent.type(within(question(3)).getByRole('textbox', { name: 'Frågetext' }), 'Mat');
    await done();
    expect(onApply).not.toHaveBeenCalled();
    expect(within(question(2)).getByText('Skriv frågan.')).toBeVisible();
    expect(within(question(3)).getByRole('alert')).toHaveTextContent('Lägg till minst ett svar');
  });
});

describe('RsvpEditor: recipients (002 §3 formRecipients, §5)', () => {
  it('trims the mails and drops the empty ones', async () => {
    const { onApply } = renderRsvp(rsvp, { formRecipients: [] });
    await userEvent.click(screen.getByRole('tab', { name: 'Bekräftelse' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'E-postadress 1' }), '  bo@example.se ');
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till mottagare' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till mottagare' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'E-postadress 3' }), 'cia@example.se');
    await done();
    expect(lastApplied<RsvpModule>(onApply).changes).toEqual({
      formRecipients: { formId: 'rsvp', recipients: ['bo@example.se', 'cia@example.se'] },
    });
  });

  it('requires one mail and opens the tab that lacks it', async () => {
    const { onApply } = renderRsvp(rsvp, { formRecipients: [] });
    await done();
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Bekräftelse' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Skriv minst en e-postadress som svaren ska skickas till.')).toBeVisible();
    // The owner lands on the problem itself, not at the top of the tab (issue 39 item 7).
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-postadress 1' })).toHaveFocus());
  });

  it('refuses what is not a mail address', async () => {
    const { onApply } = renderRsvp();
    await userEvent.click(screen.getByRole('tab', { name: 'Bekräftelse' }));
    const mail = screen.getByRole('textbox', { name: 'E-postadress 1' });
    expect(mail).toHaveAttribute('type', 'email');
    await userEvent.clear(mail);
    await userEvent.type(mail, 'anna');
    await done();
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText(/Skriv en giltig e-postadress/)).toBeVisible();
  });

  it('offers at most six recipients', async () => {
    renderRsvp();
    await userEvent.click(screen.getByRole('tab', { name: 'Bekräftelse' }));
    for (let i = 0; i < 5; i += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Lägg till mottagare' }));
    }
    expect(screen.getAllByRole('textbox', { name: /E-postadress/ })).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Lägg till mottagare' })).toBeNull();
  });
});

describe('RsvpEditor: other settings', () => {
  it('warns when the site already has RSVPs', () => {
    renderRsvp(rsvp, { hasRsvps: true });
    expect(screen.getByRole('note')).toHaveTextContent(
      'Ändra inte vad frågorna eller svaren betyder, för då stämmer inte de svar du redan fått. Det är bara säkert att rätta stavfel eller att göra en fråga obligatorisk. Vill du fråga något annat, ta bort frågan och skapa en ny.',
    );
  });

  it('tells the owner that the programme’s asking events are asked in the RSVP too (issue 34)', () => {
    const event = (id: string, title: string, askAttendance: boolean) => ({
      id,
      title: { sv: title },
      startsAt: '2027-06-12T14:00',
      askAttendance,
    });
    renderRsvp(rsvp, {
      siteModules: [
        {
          id: 'programme',
          siteModuleType: 'Schedule',
          events: [
            event('ceremony', 'Vigsel', true),
            event('dinner', 'Middag', true),
            event('party', 'Fest', false),
          ],
        },
      ],
    });
    expect(
      screen.getByText(
        /Varje gäst svarar också ”kommer \/ kommer inte” för programmets delar: Vigsel, Middag\./,
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of the programme on a site without one', () => {
    renderRsvp();
    expect(screen.queryByText(/programmets delar/)).toBeNull();
  });

  it('shows no warning on a site without RSVPs', () => {
    renderRsvp();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('chooses from 1 to 5 guests (default 5) and the texts that go with the choice', async () => {
    const { onApply } = renderRsvp();
    await userEvent.click(screen.getByRole('tab', { name: 'Övrigt' }));
    const choices = screen.getAllByRole('radio');
    expect(choices.map((choice) => choice.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('radio', { name: '5' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Rubrik för varje gäst' })).toHaveValue('Person');
    await userEvent.click(screen.getByRole('radio', { name: '1' }));
    expect(screen.getByRole('textbox', { name: 'Knapp som öppnar OSA' })).toHaveValue('OSA');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Skicka-knapp' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Skicka-knapp' }), 'Skicka svar');
    await done();
    expect(lastApplied<RsvpModule>(onApply).module).toMatchObject({
      maxNumberOfGuests: 1,
      oneGuestRsvpButton: { sv: 'OSA', en: 'RSVP' },
      sendButton: { sv: 'Skicka svar', en: 'Send' },
    });
  });

  it('sets a last day to answer and closes the RSVP after it', async () => {
    const { onApply } = renderRsvp();
    await userEvent.click(screen.getByRole('tab', { name: 'Övrigt' }));
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Sista dag att svara/), { target: { value: '2027-06-01' } });
    await userEvent.click(screen.getByRole('switch', { name: 'Stäng OSA:n efter sista dagen' }));
    await done();
    expect(lastApplied<RsvpModule>(onApply).module).toMatchObject({
      answerBy: '2027-06-01',
      closeAfterAnswerBy: true,
    });
  });

  it('leaves without a change on Avbryt', async () => {
    const { onApply, onClose } = renderRsvp();
    await userEvent.click(screen.getByRole('button', { name: 'Fråga med fritext' }));
    const footerCancel = screen.getAllByRole('button', { name: 'Avbryt' }).at(-1);
    if (footerCancel) await userEvent.click(footerCancel);
    expect(onClose).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });
});
