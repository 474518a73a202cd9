import { useId } from 'react';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { FormElement } from '@eventsite/core/schemas/form';
import { useFormState } from '../../components/ui/form';
import { moduleText } from './module-texts';
import { visibleElementsOf, type FormAnswers } from './form-answers';
import styles from './form-elements.module.css';

export interface FormElementsProps {
  elements: readonly FormElement[];
  answers: FormAnswers;
  onAnswer: (elementId: string, answer: string) => void;
  language: string;
}

type ElementOf<T extends FormElement['formElementType']> = Extract<FormElement, { formElementType: T }>;

interface FieldProps<T extends FormElement['formElementType']> {
  element: ElementOf<T>;
  answer: string;
  onAnswer: (answer: string) => void;
  language: string;
}

function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className={styles.error}>
      {children}
    </p>
  );
}

function ShortTextField({ element, answer, onAnswer, language }: FieldProps<'ShortText'>) {
  const id = useId();
  const { showValidation } = useFormState();
  const missing = showValidation && element.required && answer.trim() === '';
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {translateText(element.label, language)}
        {element.required && <span className={styles.required}> *</span>}
      </label>
      <input
        id={id}
        className={styles.input}
        type="text"
        value={answer}
        required={element.required}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-error` : undefined}
        onChange={(event) => onAnswer(event.target.value)}
      />
      {missing && <FieldError id={`${id}-error`}>{moduleText('valueMissing', language)}</FieldError>}
    </div>
  );
}

/** A SingleSelect as a group of choice chips; always required for guests (`001` §5). */
function SingleSelectField({ element, answer, onAnswer, language }: FieldProps<'SingleSelect'>) {
  const name = useId();
  const { showValidation } = useFormState();
  const missing = showValidation && answer === '';
  return (
    <fieldset
      className={styles.field}
      aria-invalid={missing || undefined}
      aria-describedby={missing ? `${name}-error` : undefined}
    >
      <legend className={styles.label}>
        {translateText(element.label, language)}
        <span className={styles.required}> *</span>
      </legend>
      <div className={styles.chips}>
        {element.options.map((option) => (
          <label key={option.id} className={styles.chip}>
            <input
              className={styles.radio}
              type="radio"
              name={name}
              value={option.id}
              checked={answer === option.id}
              required
              onChange={() => onAnswer(option.id)}
            />
            <span className={styles.chipText}>{translateText(option.text, language)}</span>
          </label>
        ))}
      </div>
      {missing && <FieldError id={`${name}-error`}>{moduleText('optionMissing', language)}</FieldError>}
    </fieldset>
  );
}

/**
 * The questions of one form that show with the current answers (`001` §5): ShortText as a text field,
 * SingleSelect as choice chips. Validation is native; messages appear after the first submit attempt.
 */
export function FormElements({ elements, answers, onAnswer, language }: FormElementsProps) {
  return (
    <div className={styles.elements}>
      {visibleElementsOf(elements, answers).map((element) => {
        const common = {
          answer: answers[element.id] ?? '',
          onAnswer: (answer: string) => onAnswer(element.id, answer),
          language,
        };
        return element.formElementType === 'ShortText' ? (
          <ShortTextField key={element.id} element={element} {...common} />
        ) : (
          <SingleSelectField key={element.id} element={element} {...common} />
        );
      })}
    </div>
  );
}
