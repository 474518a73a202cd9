import { legacyRsvpModulePropertiesSchema } from '@eventsite/core/schemas/legacy-site';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../../test/render-with-intl';
import { LegacyRsvpSettings } from './legacy-rsvp-settings';

const properties = legacyRsvpModulePropertiesSchema.parse({
  maxNumberOfPersons: 3,
  customMultipleRadioGroups: [
    {
      id: 'RadioGroup1',
      label: 'Kommer du?',
      options: [
        { id: 'RadioGroupOption1', label: 'Ja' },
        { id: 'RadioGroupOption2', label: 'Nej' },
      ],
    },
  ],
});

describe('LegacyRsvpSettings (002 §2.3, §4)', () => {
  it('sets max persons and a condition on a chosen answer, and clears it with the switch off', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithIntl(<LegacyRsvpSettings properties={properties} onChange={onChange} />);
    expect(screen.getByLabelText('Max antal personer per svar')).toHaveValue('3');
    await user.selectOptions(screen.getByLabelText('Max antal personer per svar'), '2');
    await user.click(screen.getByLabelText('Visa frågorna längst ned bara vid ett visst svar'));
    await user.selectOptions(screen.getByLabelText('Fråga'), 'RadioGroup1');
    await user.selectOptions(screen.getByLabelText('Svar'), 'RadioGroupOption1');
    expect(onChange).toHaveBeenLastCalledWith({
      maxNumberOfPersons: 2,
      conditionShowTextFieldsBelow: { question: 'RadioGroup1', answer: 'RadioGroupOption1' },
    });
    await user.click(screen.getByLabelText('Visa frågorna längst ned bara vid ett visst svar'));
    expect(onChange).toHaveBeenLastCalledWith({ maxNumberOfPersons: 2, conditionShowTextFieldsBelow: null });
  });

  it('says when the condition names a removed answer', () => {
    renderWithIntl(
      <LegacyRsvpSettings
        properties={{
          ...properties,
          conditionShowTextFieldsBelow: { question: 'RadioGroup1', answer: 'gone' },
        }}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Svaret som villkoret gällde finns inte längre, så frågorna längst ned visas alltid.',
    );
  });
});
