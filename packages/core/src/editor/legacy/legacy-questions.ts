import { LEGACY_DEFAULT_TEXTS } from '../../constants/default-texts';
import { LEGACY_ID_PREFIXES } from '../../constants/legacy-modules';
import type { LegacyRadioGroup, LegacyTextField } from '../../schemas/legacy-site';

/*
 * New questions of the older RSVP and speech forms with the defaults of `002` §3 ("Text field definition",
 * "Radio group"). `uniquePart` is made unique by the caller (a random id) and follows the id prefix.
 */

/** A text field: id `textField…`, label 'Text som beskriver fältet', not mandatory. */
export function newLegacyTextField(uniquePart: string): LegacyTextField {
  return {
    id: `${LEGACY_ID_PREFIXES.textField}${uniquePart}`,
    label: LEGACY_DEFAULT_TEXTS.textFieldLabel,
    mandatory: false,
  };
}

/** A radio group: id `RadioGroup…`, label 'En fråga att svara på?', options 'Ja' and 'Nej' in that order. */
export function newLegacyRadioGroup(uniquePart: string): LegacyRadioGroup {
  return {
    id: `${LEGACY_ID_PREFIXES.radioGroup}${uniquePart}`,
    label: LEGACY_DEFAULT_TEXTS.radioGroupLabel,
    options: LEGACY_DEFAULT_TEXTS.radioGroupOptions.map((label, index) => ({
      id: `${LEGACY_ID_PREFIXES.radioGroupOption}${uniquePart}-${index + 1}`,
      label,
    })),
  };
}

/** A radio group with one more option, 'Nytt svar', at the end. */
export function withNewLegacyRadioOption(group: LegacyRadioGroup, uniquePart: string): LegacyRadioGroup {
  return {
    ...group,
    options: [
      ...group.options,
      {
        id: `${LEGACY_ID_PREFIXES.radioGroupOption}${uniquePart}`,
        label: LEGACY_DEFAULT_TEXTS.newRadioGroupOption,
      },
    ],
  };
}

/** A label as the legacy editors keep it (`002` §5): an empty edit restores the old label. */
export function keptLegacyLabel(previous: string, typed: string): string {
  return typed.trim() === '' ? previous : typed;
}
