import { legacyModuleSchema, type LegacyModule } from '@eventsite/core/schemas/legacy-site';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../../test/render-with-intl';
import { LegacyModuleTexts } from './legacy-module-texts';

/** The editor with its draft kept, as the dialog keeps it; `latest` holds what it would save. */
function renderTexts(module: LegacyModule) {
  const latest = { module };
  function Harness() {
    const [draft, setDraft] = useState(module);
    return (
      <LegacyModuleTexts
        module={draft}
        onChange={(next) => {
          latest.module = next;
          setDraft(next);
        }}
      />
    );
  }
  renderWithIntl(<Harness />);
  return latest;
}

const rsvp = legacyModuleSchema.parse({
  id: 'CLIENTID1',
  type: 'Rsvp',
  title: 'OSA',
  customMultipleRadioGroups: [
    { id: 'RadioGroup1', label: 'Kommer du?', options: [{ id: 'RadioGroupOption1', label: 'Ja' }] },
  ],
});

describe('LegacyModuleTexts (002 §2.3, §3)', () => {
  it("edits a text module's title and text", async () => {
    const user = userEvent.setup();
    const latest = renderTexts(legacyModuleSchema.parse({ id: 'CLIENTID2', type: 'Text', title: 'Hej' }));
    await user.clear(screen.getByLabelText('Rubrik'));
    await user.type(screen.getByLabelText('Rubrik'), 'Välkommen');
    await user.type(screen.getByLabelText('Text'), 'Vi gifter oss!');
    expect(latest.module).toMatchObject({ title: 'Välkommen', text: 'Vi gifter oss!' });
  });

  it('adds text fields and radio groups with their defaults, and a new answer Nytt svar', async () => {
    const user = userEvent.setup();
    const latest = renderTexts(rsvp);
    await user.click(screen.getAllByRole('button', { name: 'Lägg till textfält' })[0]!);
    expect(latest.module.customTextFieldsAbove).toEqual([
      { id: expect.stringMatching(/^textField/), label: 'Text som beskriver fältet', mandatory: false },
    ]);
    await user.click(screen.getAllByRole('button', { name: 'Lägg till fråga' })[1]!);
    expect(latest.module.customMultipleRadioGroupsBelow).toEqual([
      {
        id: expect.stringMatching(/^RadioGroup/),
        label: 'En fråga att svara på?',
        options: [
          { id: expect.stringMatching(/^RadioGroupOption/), label: 'Ja' },
          { id: expect.stringMatching(/^RadioGroupOption/), label: 'Nej' },
        ],
      },
    ]);
    const groups = screen.getByRole('group', { name: 'Frågor med svarsalternativ' });
    await user.click(within(groups).getByRole('button', { name: 'Lägg till svar' }));
    expect(latest.module.customMultipleRadioGroups).toMatchObject([
      { options: [{ label: 'Ja' }, { label: 'Nytt svar' }] },
    ]);
  });

  it('keeps the old label when the owner empties it (002 §5)', async () => {
    const user = userEvent.setup();
    const latest = renderTexts(rsvp);
    const question = within(screen.getByRole('group', { name: 'Frågor med svarsalternativ' })).getByLabelText(
      'Fråga',
    );
    await user.clear(question);
    expect(latest.module.customMultipleRadioGroups).toMatchObject([{ label: 'Kommer du?' }]);
    await user.tab();
    expect(question).toHaveValue('Kommer du?');
  });
});
