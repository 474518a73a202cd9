import { lazy } from 'react';

/*
 * The filled-in form and its dialogs are downloaded only when a guest opens a form, so the first load of
 * a public site carries neither them nor Radix's dialog.
 */
const loadGuestForm = () => import('./guest-form');
const loadOutcomeDialog = () => import('./outcome-dialog');

export const LazyGuestForm = lazy(() => loadGuestForm().then((module) => ({ default: module.GuestForm })));
export const LazyOutcomeDialog = lazy(() =>
  loadOutcomeDialog().then((module) => ({ default: module.OutcomeDialog })),
);

/**
 * Starts the form's download when a guest is about to open it (a press or focus on its button) and, once
 * the form has come, the dialog that shows how a send ended: on a slow link the dialog (Radix, most of the
 * bytes) would otherwise share the link with the form the guest waits for. Resolves when the form has come.
 */
export function preloadFormParts(): Promise<void> {
  return loadGuestForm().then(
    () => void loadOutcomeDialog().catch(() => undefined),
    // A failed download shows where the form is drawn (its Suspense), not here.
    () => undefined,
  );
}
