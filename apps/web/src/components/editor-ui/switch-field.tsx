import * as Switch from '@radix-ui/react-switch';
import { useId, type ReactNode } from 'react';
import styles from './switch-field.module.css';

export interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** A line under the label, e.g. what the switch does for guests. */
  hint?: ReactNode;
  disabled?: boolean;
  /** A request runs: the switch waits. */
  busy?: boolean;
}

/**
 * An on/off setting, in an edit dialog or a drawer: the label and hint on the left, a Radix switch (role
 * "switch") on the right.
 */
export function SwitchField({
  label,
  checked,
  onCheckedChange,
  hint,
  disabled = false,
  busy = false,
}: SwitchFieldProps) {
  const id = useId();
  return (
    <div className={styles.field} data-disabled={disabled || undefined}>
      <div className={styles.text}>
        <label htmlFor={id} className={styles.label}>
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
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        aria-describedby={hint !== undefined ? `${id}-hint` : undefined}
      >
        <Switch.Thumb className={styles.thumb} />
      </Switch.Root>
    </div>
  );
}
