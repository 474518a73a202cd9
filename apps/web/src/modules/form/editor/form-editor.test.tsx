import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormModule, SiteModuleInput } from '@eventsite/core/schemas/site-modules';
import { lastApplied, renderModuleEditor } from '../../shared/editor/editor-test-utils';
import FormEditor from './form-editor';

vi.setConfig({ testTimeout: 30000 });

const formModule: SiteModuleInput = { id: 'form-1', siteModuleType: 'Form', title: { sv: 'Tal' } };
const done = () => userEvent.click(screen.getByRole('button', { name: 'Klar' }));

function renderForm(site = {}) {
  return renderModuleEditor<FormModule>(FormEditor, formModule, {
    site: { formRecipients: [{ formId: 'form-1', recipients: ['anna@example.se'] }], ...site },
  });
}

describe('FormEditor (002 §2.3: tabs Questions, Confirmation, Buttons)', () => {
  it('has the three tabs', () => {
    renderForm();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Frågor',
      'Bekräftelse',
      'Knappar',
    ]);
    expect(screen.getByText('Text ovanför frågorna')).toBeVisible();
  });

  it('edits the title and builds a conditional question', async () => {
    const { onApply } = renderForm();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Rubrik' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Rubrik' }), 'Anmäl tal');
    await userEvent.click(screen.getByRole('button', { name: 'Fråga med svarsalternativ' }));
    const first = screen.getByRole('listitem', { name: 'Fråga 1' });
    await userEvent.type(within(first).getByRole('textbox', { name: 'Frågetext' }), 'Vill du tala?');
    await userEvent.click(within(first).getByRole('button', { name: 'Lägg till svar' }));
    await userEvent.type(within(first).getByRole('textbox', { name: 'Svar 1' }), 'Ja');
    await userEvent.click(screen.getByRole('button', { name: 'Fråga med fritext' }));
    const second = screen.getByRole('listitem', { name: 'Fråga 2' });
    await userEvent.type(within(second).getByRole('textbox', { name: 'Frågetext' }), 'Hur länge?');
    await userEvent.click(within(second).getByRole('switch', { name: 'Visa bara vid ett visst svar' }));
    await userEvent.selectOptions(
      within(second).getByRole('combobox', { name: 'Om frågan' }),
      'Vill du tala?',
    );
    await userEvent.selectOptions(within(second).getByRole('combobox', { name: 'besvaras med' }), 'Ja');
    await done();

    const { module, changes } = lastApplied<FormModule>(onApply);
    expect(module.title).toEqual({ sv: 'Anmäl tal' });
    const [speak, length] = module.form.formElements;
    const yes = speak?.formElementType === 'SingleSelect' ? speak.options[0] : undefined;
    expect(length?.showConditions).toEqual([
      { type: 'SHOW', formElementId: speak?.id, formElementOptionIds: [yes?.id] },
    ]);
    expect(changes).toEqual({ formRecipients: { formId: 'form-1', recipients: ['anna@example.se'] } });
  });

  it('edits the confirmation texts', async () => {
    const { onApply } = renderForm();
    await userEvent.click(screen.getByRole('tab', { name: 'Bekräftelse' }));
    expect(screen.getByRole('textbox', { name: 'Rubrik på bekräftelsen' })).toHaveValue('Tack!');
    await userEvent.type(screen.getByRole('textbox', { name: 'Text på bekräftelsen' }), 'Vi hörs!');
    await done();
    expect(lastApplied<FormModule>(onApply).module.confirmationText).toEqual({ sv: 'Vi hörs!' });
  });

  it('starts the buttons from their defaults and keeps what the owner writes (002 §9)', async () => {
    const { onApply } = renderForm();
    await userEvent.click(screen.getByRole('tab', { name: 'Knappar' }));
    expect(screen.getByRole('textbox', { name: 'Knapp som visar formuläret' })).toHaveValue('Visa formulär');
    expect(screen.getByRole('textbox', { name: 'Skicka-knapp' })).toHaveValue('Skicka');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Knapp som visar formuläret' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Knapp som visar formuläret' }), 'Anmäl dig');
    await done();
    expect(lastApplied<FormModule>(onApply).module).toMatchObject({
      showFormButton: { sv: 'Anmäl dig', en: 'Show form' },
      sendButton: { sv: 'Skicka', en: 'Send' },
    });
  });

  it('edits the English texts in English, leaving the Swedish ones', async () => {
    const { onApply } = renderModuleEditor<FormModule>(FormEditor, formModule, {
      language: 'en',
      site: {
        availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
        formRecipients: [{ formId: 'form-1', recipients: ['anna@example.se'] }],
      },
    });
    expect(screen.getByText('Texterna skrivs på engelska.')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Rubrik' }), 'Speeches');
    await done();
    expect(lastApplied<FormModule>(onApply).module.title).toEqual({ sv: 'Tal', en: 'Speeches' });
  });
});
