import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef } from 'react';
import { Spinner } from './spinner';
import styles from './button.module.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: 'primary' | 'secondary' | 'quiet';
  /** A request runs: the button shows a spinner and cannot be pressed again. */
  busy?: boolean;
  fullWidth?: boolean;
  /** Renders the child (e.g. a router link) with the button's look. */
  asChild?: boolean;
}

export function Button({
  variant = 'primary',
  busy = false,
  fullWidth = false,
  asChild = false,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = [styles.button, styles[variant], fullWidth ? styles.fullWidth : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  if (asChild) {
    return (
      <Slot className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <Spinner size="small" />}
      {children}
    </button>
  );
}
