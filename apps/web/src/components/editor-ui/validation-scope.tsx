import type { ReactNode } from 'react';
import { FormStateProvider } from '../ui/form';

export interface ValidationScopeProps {
  /** Set after the owner pressed 'Klar' with something missing: fields show their messages from then on. */
  showValidation: boolean;
  children: ReactNode;
}

/**
 * The fields of an editor dialog's tab, validated by the dialog rather than by a form submit: the dialog
 * decides what is wrong (with core's rules), each field carries that as its custom error, and this scope
 * turns the fields' invalid look and messages on.
 */
export function ValidationScope({ showValidation, children }: ValidationScopeProps) {
  return (
    <FormStateProvider value={{ showValidation }}>
      <div style={{ display: 'contents' }} data-show-validation={showValidation ? '' : undefined}>
        {children}
      </div>
    </FormStateProvider>
  );
}

/**
 * Moves focus to the first invalid field of the open editor dialog, after a 'Klar' that found problems. A tab
 * opened for the problem mounts its fields a render later (Radix's Presence), so it looks on the next frame.
 */
export function focusFirstInvalidField(): void {
  requestAnimationFrame(() => {
    document
      .querySelector<HTMLElement>(
        '[role="dialog"] :is(input, select, textarea):invalid, [role="dialog"] [aria-invalid="true"]',
      )
      ?.focus();
  });
}
