import { createContext, useContext, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import styles from './form.module.css';

interface FormState {
  /** Set after the first submit attempt: from then on fields show their invalid styles and messages. */
  showValidation: boolean;
}

const FormContext = createContext<FormState>({ showValidation: false });

export function useFormState(): FormState {
  return useContext(FormContext);
}

/** Shows the fields' messages without a form element, e.g. in an editor dialog whose 'Klar' checks them. */
export const FormStateProvider = FormContext.Provider;

function firstInvalidControl(form: HTMLFormElement): HTMLElement | undefined {
  return Array.from(form.elements).find(
    (element): element is HTMLInputElement =>
      element instanceof HTMLInputElement && !element.disabled && !element.validity.valid,
  );
}

export interface FormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'noValidate'> {
  /** Runs only when every field is valid. */
  onValidSubmit: (form: HTMLFormElement) => void;
  /**
   * A change starts the form over without messages, e.g. after a save that empties a required field (the
   * saved password is no mistake to point out).
   */
  round?: number;
}

/**
 * A form on native validation (`000` §5): the browser's constraints decide, our fields show the messages
 * under each field, the invalid look appears only after the first submit attempt, and submit runs only
 * when all fields are valid.
 */
export function Form({ onValidSubmit, round = 0, className, children, ...props }: FormProps) {
  const [showValidation, setShowValidation] = useState(false);
  const [shownRound, setShownRound] = useState(round);
  if (shownRound !== round) {
    setShownRound(round);
    setShowValidation(false);
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setShowValidation(true);
    // checkValidity also fires `invalid` on each invalid field, which is how the fields learn their message.
    if (!form.checkValidity()) {
      firstInvalidControl(form)?.focus();
      return;
    }
    onValidSubmit(form);
  };

  return (
    <form
      {...props}
      className={[styles.form, className ?? ''].filter(Boolean).join(' ')}
      noValidate
      data-show-validation={showValidation ? '' : undefined}
      onSubmit={handleSubmit}
    >
      <FormContext.Provider value={{ showValidation }}>{children}</FormContext.Provider>
    </form>
  );
}
