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
  customTextFields: [{ id: 'textField-name', label: { sv: 'Ditt namn' }, mandatory: true }],
};
const done = () => userEvent.click(screen.getByRole('button', { name: 'Klar' }));

function renderSpeechEditor() {
  return renderModuleEditor<Speech2Module>(Speech2Editor, speechModule);
}

describe('Speech2Editor (002 §2.3, §3 "Speech module")', () => {
  it('has the questions, confirmation and buttons tabs, with free-text questions only', () => {
    renderSpeechEditor();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Frågor',
      'Bekräftelse',
      'Knappar',
    ]);
    expect(screen.getByRole('button', { name: 'Fråga med fritext' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fråga med svarsalternativ' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Visa bara vid ett visst svar' })).toBeNull();
  });

  it('edits the text fields, the confirmation, the recipients and the buttons', async () => {
    const { onApply } = renderSpeechEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Fråga med fritext' }));
    const second = screen.getByRole('listitem', { name: 'Fråga 2' });
    await userEvent.type(within(second).getByRole('textbox', { name: 'Frågetext' }), 'Hur länge?');
    await userEvent.click(within(second).getByRole('switch', { name: 'Obligatorisk' }));

    await userEvent.click(screen.getByRole('tab', { name: 'Bekräftelse' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Text på bekräftelsen' }), ' Vi hör av oss.');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-postadress 1' }), 'anna@example.se');

    await userEvent.click(screen.getByRole('tab', { name: 'Knappar' }));
    const start = screen.getByRole('textbox', { name: 'Knapp som visar anmälan' });
    await userEvent.clear(start);
    await userEvent.type(start, 'Jag vill tala');
    await done();

    const { module, changes } = lastApplied<Speech2Module>(onApply);
    expect(module.customTextFields).toEqual([
      { id: 'textField-name', label: { sv: 'Ditt namn' }, mandatory: true },
      { id: expect.any(String), label: { sv: 'Hur länge?' }, mandatory: true },
    ]);
    expect(module.confirmationText.sv).toBe('Tack för att du anmält dig att tala Vi hör av oss.');
    expect(module.showFormButton.sv).toBe('Jag vill tala');
    expect(changes).toEqual({ formRecipients: { formId: 'speech-1', recipients: ['anna@example.se'] } });
  });

  it('suggests the start button in the language being written, not in Swedish', async () => {
    renderModuleEditor<Speech2Module>(Speech2Editor, speechModule, {
      site: { availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'da' }] },
      language: 'da',
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Knappar' }));
    expect(screen.getByRole('textbox', { name: /Knapp som visar anmälan/ })).toHaveAttribute(
      'placeholder',
      'Tilmeld en tale',
    );
  });

  it('does not apply a field without a text', async () => {
    const { onApply } = renderSpeechEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Fråga med fritext' }));
    await done();
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText('Skriv frågan.')).toBeInTheDocument();
  });
});
