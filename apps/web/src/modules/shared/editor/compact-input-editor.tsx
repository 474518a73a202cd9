import { useId, useLayoutEffect, useRef, type Ref } from 'react';
import styles from './compact-input-editor.module.css';

export interface CompactInputProps {
  /** Read by screen readers only; the row around the input says it for sighted owners. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A short tag before the input, e.g. 'EN' for a translation. */
  prefix?: string;
  placeholder?: string;
  /** What is wrong; the input is invalid for the form and, once `showError`, says so. */
  error?: string;
  showError?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/** A one-line input without a visible label, for rows of answers and translations in the form editors. */
export function CompactInput({
  label,
  value,
  onChange,
  prefix,
  placeholder,
  error,
  showError = false,
  inputRef,
  autoFocus,
}: CompactInputProps) {
  const id = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const shownError = showError && error !== undefined ? error : undefined;

  // The custom validity lets the surrounding form's check find and focus this input.
  useLayoutEffect(() => {
    ownRef.current?.setCustomValidity(error ?? '');
  }, [error]);

  return (
    <div className={styles.field}>
      <div className={styles.control} data-invalid={shownError !== undefined || undefined}>
        {prefix !== undefined && (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          ref={(node) => {
            ownRef.current = node;
            if (typeof inputRef === 'function') inputRef(node);
            else if (inputRef) inputRef.current = node;
          }}
          id={id}
          className={styles.input}
          type="text"
          value={value}
          aria-label={label}
          aria-required="true"
          aria-invalid={shownError !== undefined || undefined}
          aria-describedby={shownError !== undefined ? `${id}-error` : undefined}
          placeholder={placeholder}
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </div>
      {shownError !== undefined && (
        <p id={`${id}-error`} className={styles.error}>
          {shownError}
        </p>
      )}
    </div>
  );
}
