import { TriangleExclamationPointIcon } from 'lucide-react';
import { useState } from 'react';
import type { SiteLanguageCode } from '@eventsite/core/constants/languages';
import { setShowCondition, type ShowConditionChoice } from '@eventsite/core/editor/form/set-show-condition';
import { showConditionCandidates } from '@eventsite/core/editor/form/show-condition-candidates';
import { showConditionProblem } from '@eventsite/core/rules/show-condition-problem';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { Form, FormElement } from '@eventsite/core/schemas/form';
import { SelectField } from '../../../components/editor-ui/select-field';
import { SwitchField } from '../../../components/editor-ui/switch-field';
import { useFormEditorText } from './module-editor-texts';
import styles from './questions-editor.module.css';

export interface ShowConditionEditorProps {
  form: Form;
  element: FormElement;
  onChange: (form: Form) => void;
  language: SiteLanguageCode;
}

/**
 * 'Show only after a certain answer' for one question (`002` §4 "Form elements"): a toggle, then the
 * question and the answer. The choice is kept here while incomplete; the form gets a condition only once
 * both are chosen, and none otherwise. A condition whose question or answer is gone shows a warning.
 */
export function ShowConditionEditor({ form, element, onChange, language }: ShowConditionEditorProps) {
  const t = useFormEditorText();
  const stored = element.showConditions[0];
  const [choice, setChoice] = useState<ShowConditionChoice>(() => ({
    enabled: stored !== undefined,
    formElementId: stored?.formElementId ?? null,
    optionId: stored?.formElementOptionIds[0] ?? null,
  }));
  const candidates = showConditionCandidates(form, element.id);
  const problem = showConditionProblem(form, element);
  const question = candidates.find((candidate) => candidate.id === choice.formElementId);
  const option = question?.options.find((candidate) => candidate.id === choice.optionId);

  const choose = (next: ShowConditionChoice) => {
    setChoice(next);
    const nextQuestion = candidates.find((candidate) => candidate.id === next.formElementId);
    const nextOption = nextQuestion?.options.find((candidate) => candidate.id === next.optionId);
    onChange(
      setShowCondition(form, element.id, {
        enabled: next.enabled,
        formElementId: nextQuestion?.id ?? null,
        optionId: nextOption?.id ?? null,
      }),
    );
  };

  const questionName = (candidate: FormElement) =>
    translateText(candidate.label, language) ||
    t('question.name', { number: form.formElements.indexOf(candidate) + 1 });

  return (
    <div className={styles.condition}>
      <SwitchField
        label={t('condition.toggle')}
        hint={candidates.length === 0 && !choice.enabled ? t('condition.noCandidates') : t('condition.hint')}
        checked={choice.enabled}
        disabled={candidates.length === 0 && !choice.enabled}
        onCheckedChange={(enabled) => choose({ ...choice, enabled })}
      />
      {choice.enabled && (
        <div className={styles.conditionChoice}>
          <SelectField
            label={t('condition.question')}
            placeholder={t('condition.chooseQuestion')}
            value={question?.id ?? ''}
            options={candidates.map((candidate) => ({ value: candidate.id, label: questionName(candidate) }))}
            onChange={(event) =>
              choose({ ...choice, formElementId: event.currentTarget.value, optionId: null })
            }
          />
          <SelectField
            label={t('condition.answer')}
            placeholder={t('condition.chooseAnswer')}
            value={option?.id ?? ''}
            disabled={question === undefined}
            options={(question?.options ?? []).map((candidate, index) => ({
              value: candidate.id,
              label: translateText(candidate.text, language) || t('question.option', { number: index + 1 }),
            }))}
            onChange={(event) => choose({ ...choice, optionId: event.currentTarget.value })}
          />
        </div>
      )}
      {problem !== null ? (
        <p className={styles.warning} role="status">
          <TriangleExclamationPointIcon />
          <span>
            {t(problem === 'QUESTION_MISSING' ? 'condition.questionMissing' : 'condition.answerMissing')}
          </span>
        </p>
      ) : (
        choice.enabled && option === undefined && <p className={styles.hint}>{t('condition.incomplete')}</p>
      )}
    </div>
  );
}
