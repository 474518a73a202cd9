import type { ComponentPropsWithRef } from 'react';
import { Spinner } from './spinner';
import styles from './button.module.css';

export interface ButtonLook {
  variant?: 'primary' | 'secondary' | 'quiet';
  fullWidth?: boolean;
  className?: string;
}

/**
 * The button's look for another element, e.g. a link that reads as a button. A class rather than a slot
 * component, so that no slot library joins a guest's first load.
 */
export function buttonClassName({
  variant = 'primary',
  fullWidth = false,
  className,
}: ButtonLook = {}): string {
  return [styles.button, styles[variant], fullWidth ? styles.fullWidth : '', className ?? '']
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonLook {
  /** A request runs: the button shows a spinner and cannot be pressed again. */
  busy?: boolean;
}

export function Button({
  variant,
  busy = false,
  fullWidth,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClassName({ variant, fullWidth, className })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <Spinner size="small" />}
      {children}
    </button>
  );
}
