import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SiteModuleInput, Speech2Module } from '@eventsite/core/schemas/site-modules';
import { lastApplied, renderModuleEditor } from '../../shared/editor/editor-test-utils';
import Speech2Editor from './speech2-editor';

vi.setConfig({ testTimeout: 30000 });

const speechModule: SiteModuleInput = {
  id: 'speech-1',
  siteModuleType: 'Speech2',
  title: { sv: 'Tal' },
};
const countdown: SiteModuleInput = {
  id: 'cd',
  siteModuleType: 'Countdown',
  countdownDate: '2027-06-12T15:00',
};
const done = () => userEvent.click(screen.getByRole('button', { name: 'Klar' }));

function renderSpeechEditor(
  module: Partial<SiteModuleInput> = {},
  siteModules: SiteModuleInput[] = [countdown],
) {
  return renderModuleEditor<Speech2Module>(Speech2Editor, { ...speechModule, ...module } as SiteModuleInput, {
    site: { siteModules },
  });
}

describe('Speech2Editor (issue 36 items 1–3)', () => {
  it('has the sign-up, toastmaster and confirmation tabs', () => {
    renderSpeechEditor();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Anmälan',
      'Toastmaster',
      'Bekräftelse',
    ]);
    expect(screen.queryByRole('button', { name: 'Fråga med fritext' })).toBeNull();
  });

  it('shows the last day a week before the party when none is set, and keeps one that is', async () => {
    const { onApply } = renderSpeechEditor();
    const deadline = screen.getByLabelText('Sista dag att anmäla sig');
    expect(
      screen.getByText('Lämna tomt så stänger anmälan en vecka före festen: 5 juni 2027.'),
    ).toBeInTheDocument();
    await userEvent.type(deadline, '2027-06-01');
    await done();
    expect(lastApplied<Speech2Module>(onApply).module.deadline).toBe('2027-06-01');
  });

  it('says where the times come from while the module names none', () => {
    renderSpeechEditor({}, [
      countdown,
      {
        id: 'programme',
        siteModuleType: 'Schedule',
        events: [
          { id: 'dinner', title: { sv: 'Middag' }, startsAt: '2027-06-12T18:00' },
          { id: 'dance', title: { sv: 'Dans' }, startsAt: '2027-06-12T22:00' },
        ],
      },
    ]);
    expect(
      screen.getByText('Inga egna tillfällen: gästerna väljer bland programmets punkter (Middag, Dans).'),
    ).toBeInTheDocument();
  });

  it('adds, renames, reorders and removes the times to speak', async () => {
    const { onApply } = renderSpeechEditor();
    expect(
      screen.getByText('Inga egna tillfällen: gästerna kan bara välja ”Under kvällen”.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till tillfälle' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Namn' }), 'Förrätten');
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till tillfälle' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Namn' }), 'Varmrätten');
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till tillfälle' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Namn' }), 'Kaffet');
    await userEvent.click(screen.getByRole('button', { name: /Flytta upp Kaffet/ }));
    await userEvent.click(screen.getByRole('button', { name: /Ta bort Förrätten/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort' }));
    await done();
    expect(lastApplied<Speech2Module>(onApply).module.slots.map((slot) => slot.title.sv)).toEqual([
      'Kaffet',
      'Varmrätten',
    ]);
  });

  it('does not apply a time without a name', async () => {
    const { onApply } = renderSpeechEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till tillfälle' }));
    await done();
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText('Fyll i det här fältet.')).toBeInTheDocument();
  });

  it('names one or two toastmasters and keeps surprise mode on unless switched off', async () => {
    const { onApply } = renderSpeechEditor();
    await userEvent.click(screen.getByRole('tab', { name: 'Toastmaster' }));
    const surprise = screen.getByRole('switch', { name: 'Överraskningsläge' });
    expect(surprise).toBeChecked();
    expect(screen.getByText(/ni ser bara hur många som ska tala och hur många minuter/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till toastmaster' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Namn' }), 'Lisa Ek');
    await userEvent.type(screen.getByRole('textbox', { name: /E-post/ }), 'Lisa@Example.se');
    await userEvent.type(screen.getByRole('textbox', { name: 'Telefon' }), '070-123 45 67');
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till toastmaster' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Namn' }), 'Per Ek');
    expect(screen.queryByRole('button', { name: 'Lägg till toastmaster' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Öppna sidan Tal' })).toHaveAttribute(
      'href',
      '/redigera/site-1/tal?modul=speech-1',
    );
    await done();
    const { module } = lastApplied<Speech2Module>(onApply);
    expect(module.toastmasters).toEqual([
      { id: expect.any(String), name: 'Lisa Ek', mail: 'lisa@example.se', phone: '070-123 45 67' },
      { id: expect.any(String), name: 'Per Ek', mail: '', phone: '' },
    ]);
    expect(module.surprise).toBe(true);
  });

  it('switches surprise mode off', async () => {
    const { onApply } = renderSpeechEditor();
    await userEvent.click(screen.getByRole('tab', { name: 'Toastmaster' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Överraskningsläge' }));
    await done();
    expect(lastApplied<Speech2Module>(onApply).module.surprise).toBe(false);
  });

  it("refuses a toastmaster's broken mail address and opens its tab", async () => {
    const { onApply } = renderSpeechEditor({
      toastmasters: [{ id: 'tm-1', name: 'Lisa', mail: '', phone: '' }],
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Toastmaster' }));
    await userEvent.type(screen.getByRole('textbox', { name: /E-post/ }), 'lisa@');
    await userEvent.click(screen.getByRole('tab', { name: 'Anmälan' }));
    await done();
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Toastmaster' })).toHaveAttribute('aria-selected', 'true');
    const list = screen.getByRole('list', { name: 'Toastmasters' });
    expect(
      within(list).getByText('Skriv en giltig e-postadress, till exempel namn@exempel.se.'),
    ).toBeInTheDocument();
  });

  it('edits the start button in the language being written', async () => {
    renderModuleEditor<Speech2Module>(Speech2Editor, speechModule, {
      site: { availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'da' }] },
      language: 'da',
    });
    expect(screen.getByRole('textbox', { name: /Knapp som visar anmälan/ })).toHaveAttribute(
      'placeholder',
      'Tilmeld en tale',
    );
  });
});
