import { ChevronDownIcon } from 'lucide-react';
import { useId, type ComponentPropsWithoutRef } from 'react';
import styles from './select-field.module.css';

interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentPropsWithoutRef<'select'>, 'id' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ('Choose …'), shown while nothing is chosen. */
  placeholder?: string;
}

/** A labelled native select, which phones show as their own picker. */
export function SelectField({ label, options, placeholder, className, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select id={id} className={styles.select} {...props}>
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.chevron} size={18} />
      </div>
    </div>
  );
}
