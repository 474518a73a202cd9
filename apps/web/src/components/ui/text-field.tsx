import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { useFormState } from './form';
import styles from './text-field.module.css';
import { AlertIcon } from './icons';

type Problem = 'valueMissing' | 'typeMismatch' | 'tooShort' | 'customError' | 'invalid';

/** Browsers flag `tooShort` only after a user edit and jsdom never does, so the rule is also checked here. */
function isTooShort(input: HTMLInputElement): boolean {
  return input.minLength > 0 && input.value.length > 0 && input.value.length < input.minLength;
}

function problemOf(input: HTMLInputElement): Problem | null {
  const { validity } = input;
  if (validity.valueMissing) return 'valueMissing';
  if (validity.typeMismatch) return 'typeMismatch';
  if (validity.tooShort || isTooShort(input)) return 'tooShort';
  if (validity.customError) return 'customError';
  return validity.valid ? null : 'invalid';
}

export interface TextFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'children'> {
  label: string;
  /** A help text under the field, always shown. */
  hint?: ReactNode;
  /** Makes the field invalid with this message, e.g. a repeated password that does not match. */
  customError?: string;
  /** Something placed at the end of the label row, e.g. a 'forgot password' link. */
  labelAside?: ReactNode;
}

export function TextField({
  label,
  hint,
  customError,
  labelAside,
  className,
  onChange,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const intl = useIntl();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { showValidation } = useFormState();
  const [problem, setProblem] = useState<Problem | null>(null);

  const tooShortMessage = intl.formatMessage(
    { id: 'validation.tooShort' },
    { minLength: inputProps.minLength ?? 0 },
  );

  // The custom validity carries both our own length rule and the caller's error, so that the form's
  // checkValidity() blocks submit for them like for any native constraint.
  const syncValidity = (input: HTMLInputElement) => {
    input.setCustomValidity(isTooShort(input) ? tooShortMessage : (customError ?? ''));
    setProblem(problemOf(input));
  };

  useLayoutEffect(() => {
    if (inputRef.current) syncValidity(inputRef.current);
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    syncValidity(event.currentTarget);
    onChange?.(event);
  };

  const messages: Record<Problem, string> = {
    valueMissing: intl.formatMessage({ id: 'validation.valueMissing' }),
    typeMismatch: intl.formatMessage({
      id: type === 'email' ? 'validation.typeMismatch.email' : 'validation.invalid',
    }),
    tooShort: tooShortMessage,
    customError: customError ?? intl.formatMessage({ id: 'validation.invalid' }),
    invalid: intl.formatMessage({ id: 'validation.invalid' }),
  };
  const message = showValidation && problem !== null ? messages[problem] : undefined;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint !== undefined ? hintId : '', message !== undefined ? errorId : ''].filter(
    Boolean,
  );

  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <div className={styles.labelRow}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        {labelAside}
      </div>
      <input
        ref={inputRef}
        id={id}
        type={type}
        className={styles.input}
        aria-invalid={message !== undefined ? true : undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        onInvalid={(event) => setProblem(problemOf(event.currentTarget))}
        onChange={handleChange}
        {...inputProps}
      />
      {hint !== undefined && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {message !== undefined && (
        <p id={errorId} className={styles.error}>
          <AlertIcon className={styles.errorIcon} size={16} strokeWidth={2} />
          {message}
        </p>
      )}
    </div>
  );
}
