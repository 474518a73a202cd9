import { MAX_NUMBER_OF_GUESTS } from '@eventsite/core/constants/rsvp';
import { legacyConditionProblem, legacyConditionToSave } from '@eventsite/core/rules/legacy-rsvp';
import type { LegacyModule, LegacyRsvpModuleProperties } from '@eventsite/core/schemas/legacy-site';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/messages';
import styles from './legacy-site-editor.module.css';

export interface LegacyRsvpSettingsValue {
  maxNumberOfPersons: number;
  conditionShowTextFieldsBelow: LegacyRsvpModuleProperties['conditionShowTextFieldsBelow'];
}

/** The older RSVP module with the dialog's choices applied. */
export function withLegacyRsvpSettings(module: LegacyModule, value: LegacyRsvpSettingsValue): LegacyModule {
  return {
    ...module,
    maxNumberOfPersons: value.maxNumberOfPersons,
    conditionShowTextFieldsBelow: value.conditionShowTextFieldsBelow ?? null,
  };
}

export interface LegacyRsvpSettingsProps {
  properties: LegacyRsvpModuleProperties;
  /** Called with every change; the dialog saves the last one. */
  onChange: (value: LegacyRsvpSettingsValue) => void;
}

/**
 * The older RSVP's max-persons and conditional-questions settings (`002` §2.3, §4): the questions at the
 * bottom show always, or only when the guest gave a chosen answer to a chosen question; a condition on a
 * removed question or answer is named, and they then show always.
 */
export function LegacyRsvpSettings({ properties, onChange }: LegacyRsvpSettingsProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const ids = { max: useId(), question: useId(), answer: useId(), enabled: useId() };
  const condition = properties.conditionShowTextFieldsBelow;
  const [max, setMax] = useState(properties.maxNumberOfPersons);
  const [enabled, setEnabled] = useState(Boolean(condition));
  const [question, setQuestion] = useState(condition?.question ?? '');
  const [answer, setAnswer] = useState(condition?.answer ?? '');
  const problem = legacyConditionProblem(properties);
  const groups = properties.customMultipleRadioGroups;
  const options = groups.find((group) => group.id === question)?.options ?? [];

  const update = (next: { max?: number; enabled?: boolean; question?: string; answer?: string }) => {
    const value = { max, enabled, question, answer, ...next };
    setMax(value.max);
    setEnabled(value.enabled);
    setQuestion(value.question);
    setAnswer(value.answer);
    onChange({
      maxNumberOfPersons: value.max,
      conditionShowTextFieldsBelow: legacyConditionToSave(value.enabled, value.question, value.answer),
    });
  };

  return (
    <div className={styles.settings}>
      <label htmlFor={ids.max} className={styles.label}>
        {t('legacy.rsvp.maxPersons')}
      </label>
      <select
        id={ids.max}
        className={styles.select}
        value={max}
        onChange={(event) => update({ max: Number(event.currentTarget.value) })}
      >
        {Array.from({ length: MAX_NUMBER_OF_GUESTS.max }, (_, index) => (
          <option key={index + 1} value={index + 1}>
            {index + 1}
          </option>
        ))}
      </select>
      <label className={styles.switch} htmlFor={ids.enabled}>
        <input
          id={ids.enabled}
          type="checkbox"
          checked={enabled}
          onChange={(event) => update({ enabled: event.currentTarget.checked })}
        />
        {t('legacy.rsvp.condition')}
      </label>
      {problem && (
        <p role="alert" className={styles.warning}>
          {t(problem === 'QUESTION_MISSING' ? 'legacy.rsvp.questionMissing' : 'legacy.rsvp.answerMissing')}
        </p>
      )}
      {enabled && (
        <>
          <label htmlFor={ids.question} className={styles.label}>
            {t('legacy.rsvp.question')}
          </label>
          <select
            id={ids.question}
            className={styles.select}
            value={question}
            onChange={(event) => update({ question: event.currentTarget.value, answer: '' })}
          >
            <option value="">{t('legacy.rsvp.choose')}</option>
            {groups.map((group) => (
              <option key={group.id} value={group.id}>
                {group.label}
              </option>
            ))}
          </select>
          <label htmlFor={ids.answer} className={styles.label}>
            {t('legacy.rsvp.answer')}
          </label>
          <select
            id={ids.answer}
            className={styles.select}
            value={answer}
            disabled={options.length === 0}
            onChange={(event) => update({ answer: event.currentTarget.value })}
          >
            <option value="">{t('legacy.rsvp.choose')}</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </>
      )}
    </div>
  );
}
