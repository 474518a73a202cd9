import type { SiteLanguageCode } from '@eventsite/core/constants/languages';
import type { TranslatableText } from '@eventsite/core/schemas/translatable-text';
import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styles from './translatable-text-area-field.module.css';

export interface TranslatableTextAreaFieldProps extends Omit<
  ComponentPropsWithoutRef<'textarea'>,
  'id' | 'value' | 'onChange' | 'defaultValue'
> {
  label: string;
  hint?: ReactNode;
  value: TranslatableText;
  /** The site language shown and edited; the other languages are kept as they are. */
  language: SiteLanguageCode;
  onChange: (next: TranslatableText) => void;
}

/** A multi-line plain text in one site language, e.g. a confirmation text or a wish's description. */
export function TranslatableTextAreaField({
  label,
  hint,
  value,
  language,
  onChange,
  rows = 3,
  ...props
}: TranslatableTextAreaFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={rows}
        value={value[language] ?? ''}
        aria-describedby={hint !== undefined ? `${id}-hint` : undefined}
        onChange={(event) => onChange({ ...value, [language]: event.currentTarget.value })}
        {...props}
      />
      {hint !== undefined && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
