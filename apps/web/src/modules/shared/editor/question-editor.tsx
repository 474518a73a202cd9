import { ArrowDownIcon, ArrowUpIcon, PlusIcon, TrashIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SiteLanguageCode } from '@eventsite/core/constants/languages';
import { addFormElementOption } from '@eventsite/core/editor/form/add-form-element-option';
import { deleteFormElement } from '@eventsite/core/editor/form/delete-form-element';
import { moveFormElement } from '@eventsite/core/editor/form/move-form-element';
import { removeFormElementOption } from '@eventsite/core/editor/form/remove-form-element-option';
import { setFormElementLabel } from '@eventsite/core/editor/form/set-form-element-label';
import { setFormElementOptionText } from '@eventsite/core/editor/form/set-form-element-option-text';
import { setFormElementRequired } from '@eventsite/core/editor/form/set-form-element-required';
import type { Form, FormElement } from '@eventsite/core/schemas/form';
import { newItemId } from '../../../components/editor-ui/new-item-id';
import { SwitchField } from '../../../components/editor-ui/switch-field';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { CompactInput } from './compact-input-editor';
import { languageNameInText } from '@eventsite/core/rules/language-names';
import type { MissingTexts } from './questions-editor';
import { ShowConditionEditor } from './show-condition-editor';
import { useFormEditorText } from './module-editor-texts';
import styles from './questions-editor.module.css';

export interface QuestionEditorProps {
  form: Form;
  element: FormElement;
  index: number;
  count: number;
  onChange: (form: Form) => void;
  language: SiteLanguageCode;
  languages: readonly SiteLanguageCode[];
  missing: MissingTexts;
  showValidation: boolean;
  autoFocus: boolean;
  /** Whether the question offers 'show only after a certain answer'. */
  withCondition: boolean;
}

/** One question as a card: its text in every site language, its answers or required toggle, its condition. */
export function QuestionEditor({
  form,
  element,
  index,
  count,
  onChange,
  language,
  languages,
  missing,
  showValidation,
  autoFocus,
  withCondition,
}: QuestionEditorProps) {
  const { locale } = useIntl();
  const languageName = (code: string) => languageNameInText(locale, code);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [addedOptionId, setAddedOptionId] = useState<string | null>(null);
  const number = index + 1;
  const otherLanguages = languages.filter((code) => code !== language);
  const dependants = form.formElements.filter(
    (candidate) => candidate.showConditions[0]?.formElementId === element.id,
  );
  const t = useFormEditorText();

  return (
    <li className={styles.card} aria-label={t('question.name', { number })}>
      <div className={styles.cardHeader}>
        <p className={styles.cardTitle}>
          <span className={styles.number}>{t('question.name', { number })}</span>
          <span className={styles.type}>{t(`question.type.${element.formElementType}`)}</span>
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.iconButton}
            disabled={index === 0}
            aria-label={t('question.moveUp', { number })}
            onClick={() => onChange(moveFormElement(form, element.id, -1))}
          >
            <ArrowUpIcon />
          </button>
          <button
            type="button"
            className={styles.iconButton}
            disabled={index === count - 1}
            aria-label={t('question.moveDown', { number })}
            onClick={() => onChange(moveFormElement(form, element.id, 1))}
          >
            <ArrowDownIcon />
          </button>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.danger}`}
            aria-label={t('question.delete', { number })}
            aria-expanded={confirmingDelete}
            onClick={() => setConfirmingDelete(true)}
          >
            <TrashIcon />
          </button>
        </div>
      </div>

      {confirmingDelete && (
        <div className={styles.confirm} role="group" aria-label={t('question.deleteConfirm.title')}>
          <p className={styles.confirmTitle}>{t('question.deleteConfirm.title')}</p>
          <p className={styles.confirmText}>
            {dependants.length > 0
              ? t('question.deleteConfirm.dependants')
              : t('question.deleteConfirm.text')}
          </p>
          <div className={styles.confirmActions}>
            <Button variant="secondary" onClick={() => setConfirmingDelete(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              className={styles.dangerButton}
              onClick={() => onChange(deleteFormElement(form, element.id))}
            >
              {t('question.deleteConfirm.confirm')}
            </Button>
          </div>
        </div>
      )}

      <div className={styles.labelGroup}>
        <TextField
          label={t('question.label')}
          value={element.label[language] ?? ''}
          aria-required="true"
          autoFocus={autoFocus}
          placeholder={t(`question.labelPlaceholder.${element.formElementType}`)}
          customError={missing.label(language) ? t('question.labelMissing') : undefined}
          onChange={(event) =>
            onChange(setFormElementLabel(form, element.id, language, event.currentTarget.value))
          }
        />
        {otherLanguages.map((code) => (
          <CompactInput
            key={code}
            prefix={code.toUpperCase()}
            label={t('question.labelIn', { language: languageName(code) })}
            value={element.label[code] ?? ''}
            placeholder={t('question.translationPlaceholder', { language: languageName(code) })}
            error={
              missing.label(code) ? t('question.labelMissingIn', { language: languageName(code) }) : undefined
            }
            showError={showValidation}
            onChange={(text) => onChange(setFormElementLabel(form, element.id, code, text))}
          />
        ))}
      </div>

      {element.formElementType === 'ShortText' ? (
        <SwitchField
          label={t('question.required')}
          hint={t('question.requiredHint')}
          checked={element.required}
          onCheckedChange={(required) => onChange(setFormElementRequired(form, element.id, required))}
        />
      ) : (
        <fieldset className={styles.options}>
          <legend className={styles.optionsLegend}>{t('question.options')}</legend>
          <p className={styles.hint}>{t('question.optionsHint')}</p>
          {element.options.length > 0 && (
            <ol className={styles.optionList}>
              {element.options.map((option, optionIndex) => {
                const optionNumber = optionIndex + 1;
                return (
                  <li key={option.id} className={styles.option}>
                    <span className={styles.radio} aria-hidden="true" />
                    <div className={styles.optionInputs}>
                      <CompactInput
                        label={t('question.option', { number: optionNumber })}
                        value={option.text[language] ?? ''}
                        placeholder={t('question.optionPlaceholder')}
                        autoFocus={option.id === addedOptionId}
                        error={missing.option(option.id, language) ? t('question.optionMissing') : undefined}
                        showError={showValidation}
                        onChange={(text) =>
                          onChange(setFormElementOptionText(form, element.id, option.id, language, text))
                        }
                      />
                      {otherLanguages.map((code) => (
                        <CompactInput
                          key={code}
                          prefix={code.toUpperCase()}
                          label={t('question.optionIn', {
                            number: optionNumber,
                            language: languageName(code),
                          })}
                          value={option.text[code] ?? ''}
                          placeholder={t('question.translationPlaceholder', { language: languageName(code) })}
                          error={
                            missing.option(option.id, code)
                              ? t('question.optionMissingIn', { language: languageName(code) })
                              : undefined
                          }
                          showError={showValidation}
                          onChange={(text) =>
                            onChange(setFormElementOptionText(form, element.id, option.id, code, text))
                          }
                        />
                      ))}
                    </div>
                    <button
                      type="button"
                      className={styles.iconButton}
                      aria-label={t('question.removeOption', { number: optionNumber })}
                      onClick={() => onChange(removeFormElementOption(form, element.id, option.id))}
                    >
                      <XIcon />
                    </button>
                  </li>
                );
              })}
            </ol>
          )}
          {showValidation && missing.noOptions && (
            <p className={styles.error} role="alert">
              {t('question.noOptions')}
            </p>
          )}
          <Button
            variant="quiet"
            className={styles.addOption}
            onClick={() => {
              const id = newItemId();
              onChange(addFormElementOption(form, element.id, id));
              setAddedOptionId(id);
            }}
          >
            <PlusIcon />
            {t('question.addOption')}
          </Button>
        </fieldset>
      )}

      {withCondition && (
        <ShowConditionEditor form={form} element={element} onChange={onChange} language={language} />
      )}
    </li>
  );
}
