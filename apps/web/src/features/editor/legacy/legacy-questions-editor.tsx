import {
  newLegacyRadioGroup,
  newLegacyTextField,
  withNewLegacyRadioOption,
} from '@eventsite/core/editor/legacy/legacy-questions';
import type { LegacyRadioGroup, LegacyTextField } from '@eventsite/core/schemas/legacy-site';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import type { MessageId } from '../../../lib/i18n/messages';
import { LegacyLabelInput } from './legacy-label-input';
import styles from './legacy-site-editor.module.css';

/** A short random part for the ids of new questions, unique without asking the server. */
function uniquePart(): string {
  return crypto.randomUUID().slice(0, 8);
}

export interface LegacyTextFieldsEditorProps {
  heading: string;
  fields: readonly LegacyTextField[];
  onChange: (fields: LegacyTextField[]) => void;
}

/** The text fields of an older form (`002` §3 "Text field definition"): label, mandatory, add and remove. */
export function LegacyTextFieldsEditor({ heading, fields, onChange }: LegacyTextFieldsEditorProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const replace = (index: number, field: LegacyTextField) =>
    onChange(fields.map((entry, at) => (at === index ? field : entry)));
  return (
    <fieldset className={styles.questions}>
      <legend className={styles.label}>{heading}</legend>
      {fields.map((field, index) => (
        <div key={field.id} className={styles.question}>
          <LegacyLabelInput
            label={t('legacy.questions.fieldLabel')}
            value={field.label}
            onChange={(label) => replace(index, { ...field, label })}
          />
          <div className={styles.questionRow}>
            <CheckboxField
              label={t('legacy.questions.mandatory')}
              checked={field.mandatory}
              onChange={(event) => replace(index, { ...field, mandatory: event.currentTarget.checked })}
            />
            <Button variant="quiet" onClick={() => onChange(fields.filter((_, at) => at !== index))}>
              {t('legacy.questions.remove')}
            </Button>
          </div>
        </div>
      ))}
      <Button variant="secondary" onClick={() => onChange([...fields, newLegacyTextField(uniquePart())])}>
        {t('legacy.questions.addField')}
      </Button>
    </fieldset>
  );
}

export interface LegacyRadioGroupsEditorProps {
  heading: string;
  groups: readonly LegacyRadioGroup[];
  onChange: (groups: LegacyRadioGroup[]) => void;
}

/** The radio groups of the older RSVP (`002` §3 "Radio group"): question, answers, add and remove. */
export function LegacyRadioGroupsEditor({ heading, groups, onChange }: LegacyRadioGroupsEditorProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const replace = (index: number, group: LegacyRadioGroup) =>
    onChange(groups.map((entry, at) => (at === index ? group : entry)));
  return (
    <fieldset className={styles.questions}>
      <legend className={styles.label}>{heading}</legend>
      {groups.map((group, index) => (
        <div key={group.id} className={styles.question}>
          <LegacyLabelInput
            label={t('legacy.questions.question')}
            value={group.label}
            onChange={(label) => replace(index, { ...group, label })}
          />
          <ul className={styles.options}>
            {group.options.map((option, optionIndex) => (
              <li key={option.id} className={styles.option}>
                <LegacyLabelInput
                  label={`${t('legacy.questions.answer')} ${optionIndex + 1}`}
                  value={option.label}
                  onChange={(label) =>
                    replace(index, {
                      ...group,
                      options: group.options.map((entry) =>
                        entry.id === option.id ? { ...entry, label } : entry,
                      ),
                    })
                  }
                />
                {group.options.length > 1 && (
                  <Button
                    variant="quiet"
                    onClick={() =>
                      replace(index, {
                        ...group,
                        options: group.options.filter((entry) => entry.id !== option.id),
                      })
                    }
                  >
                    {t('legacy.questions.remove')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <div className={styles.questionRow}>
            <Button
              variant="secondary"
              onClick={() => replace(index, withNewLegacyRadioOption(group, uniquePart()))}
            >
              {t('legacy.questions.addAnswer')}
            </Button>
            <Button variant="quiet" onClick={() => onChange(groups.filter((_, at) => at !== index))}>
              {t('legacy.questions.removeQuestion')}
            </Button>
          </div>
        </div>
      ))}
      <Button variant="secondary" onClick={() => onChange([...groups, newLegacyRadioGroup(uniquePart())])}>
        {t('legacy.questions.addQuestion')}
      </Button>
    </fieldset>
  );
}
