import { useId, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useFormState } from './form';
import styles from './checkbox-field.module.css';

export interface CheckboxFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'type'> {
  /** The text beside the box; may hold a link. */
  label: ReactNode;
  /** Shown under the box when a required box is left unticked after a submit attempt (`000` §5). */
  requiredMessage?: string;
}

/** A checkbox on native validation, like `TextField`: the message appears only after the first submit. */
export function CheckboxField({
  label,
  requiredMessage,
  className,
  onChange,
  ...inputProps
}: CheckboxFieldProps) {
  const id = useId();
  const { showValidation } = useFormState();
  const [missing, setMissing] = useState(false);
  const message = showValidation && missing ? requiredMessage : undefined;
  const errorId = `${id}-error`;

  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <input
          id={id}
          type="checkbox"
          className={styles.box}
          aria-invalid={message !== undefined ? true : undefined}
          aria-describedby={message !== undefined ? errorId : undefined}
          onInvalid={(event) => setMissing(event.currentTarget.validity.valueMissing)}
          onChange={(event) => {
            setMissing(event.currentTarget.validity.valueMissing);
            onChange?.(event);
          }}
          {...inputProps}
        />
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      </div>
      {message !== undefined && (
        <p id={errorId} className={styles.error}>
          {message}
        </p>
      )}
    </div>
  );
}
