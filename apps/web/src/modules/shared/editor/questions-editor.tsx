import { PlusIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SiteLanguageCode } from '@eventsite/core/constants/languages';
import { addFormElement } from '@eventsite/core/editor/form/add-form-element';
import {
  findMissingFormTexts,
  type MissingFormText,
} from '@eventsite/core/editor/form/find-missing-form-texts';
import type { Form, FormElementType } from '@eventsite/core/schemas/form';
import { newItemId } from '../../../components/editor-ui/new-item-id';
import { Button } from '../../../components/ui/button';
import { QuestionEditor } from './question-editor';
import styles from './questions-editor.module.css';

export interface QuestionsEditorProps {
  form: Form;
  onChange: (form: Form) => void;
  /** The site language the owner writes in. */
  language: SiteLanguageCode;
  /** Every language of the site: each question and answer needs a text in all of them (`002` §5). */
  languages: readonly SiteLanguageCode[];
  /** Set after a 'Klar' that found something missing. */
  showValidation: boolean;
  /** Only free-text questions without conditions, as a speech sign-up's text fields are. */
  freeTextOnly?: boolean;
}

/** What a question lacks, looked up by the question card. */
export interface MissingTexts {
  label: (language: SiteLanguageCode) => boolean;
  option: (optionId: string, language: SiteLanguageCode) => boolean;
  noOptions: boolean;
}

function missingTextsOf(missing: readonly MissingFormText[], elementId: string): MissingTexts {
  const own = missing.filter((entry) => entry.elementId === elementId);
  return {
    label: (language) => own.some((entry) => entry.type === 'LABEL' && entry.language === language),
    option: (optionId, language) =>
      own.some(
        (entry) => entry.type === 'OPTION' && entry.optionId === optionId && entry.language === language,
      ),
    noOptions: own.some((entry) => entry.type === 'NO_OPTIONS'),
  };
}

/**
 * The questions of a form or RSVP as cards (`002` §4 "Form elements"): added as free text or with answers,
 * moved one step, deleted after a confirm step, with answers, the required toggle and a show condition.
 */
export function QuestionsEditor({
  form,
  onChange,
  language,
  languages,
  showValidation,
  freeTextOnly = false,
}: QuestionsEditorProps) {
  const intl = useIntl();
  const [addedId, setAddedId] = useState<string | null>(null);
  const missing = useMemo(() => findMissingFormTexts(form, languages), [form, languages]);
  const count = form.formElements.length;

  const add = (type: FormElementType) => {
    const id = newItemId();
    onChange(addFormElement(form, type, id));
    setAddedId(id);
  };

  return (
    <section
      className={styles.questions}
      aria-label={intl.formatMessage({ id: 'formEditor.questions.title' })}
    >
      {count === 0 ? (
        <p className={styles.empty}>{intl.formatMessage({ id: 'formEditor.questions.empty' })}</p>
      ) : (
        <ol className={styles.list}>
          {form.formElements.map((element, index) => (
            <QuestionEditor
              key={element.id}
              form={form}
              element={element}
              index={index}
              count={count}
              onChange={onChange}
              language={language}
              languages={languages}
              missing={missingTextsOf(missing, element.id)}
              showValidation={showValidation}
              autoFocus={element.id === addedId}
              withCondition={!freeTextOnly}
            />
          ))}
        </ol>
      )}
      <div className={styles.addRow}>
        <Button variant="secondary" onClick={() => add('ShortText')}>
          <PlusIcon />
          {intl.formatMessage({ id: 'formEditor.questions.addShortText' })}
        </Button>
        {!freeTextOnly && (
          <Button variant="secondary" onClick={() => add('SingleSelect')}>
            <PlusIcon />
            {intl.formatMessage({ id: 'formEditor.questions.addSingleSelect' })}
          </Button>
        )}
      </div>
    </section>
  );
}
