import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import styles from './switch-field.module.css';

export interface SwitchFieldProps {
  label: string;
  /** A line under the label saying what the switch does. */
  hint?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** An on/off setting in an edit dialog: the label and its explanation on the left, the switch on the right. */
export function SwitchField({ label, hint, checked, onCheckedChange }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <div className={styles.texts}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        {hint !== undefined && (
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        )}
      </div>
      <Switch.Root
        id={id}
        className={styles.switch}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={hint !== undefined ? `${id}-hint` : undefined}
      >
        <Switch.Thumb className={styles.thumb} />
      </Switch.Root>
    </div>
  );
}
