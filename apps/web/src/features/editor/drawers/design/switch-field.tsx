import * as Switch from '@radix-ui/react-switch';
import { useId, type ReactNode } from 'react';
import styles from './switch-field.module.css';

export interface SwitchFieldProps {
  label: string;
  /** A line under the label saying what the switch does. */
  hint?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** A request runs: the switch waits. */
  busy?: boolean;
}

/** A labelled on/off switch (Radix), the way every setting of the drawers is turned on. */
export function SwitchField({
  label,
  hint,
  checked,
  onCheckedChange,
  disabled,
  busy = false,
}: SwitchFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <span className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {hint !== undefined && (
          <span id={`${id}-hint`} className={styles.hint}>
            {hint}
          </span>
        )}
      </span>
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
