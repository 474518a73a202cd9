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
 * Starts the form's download when a guest is about to open it (a press or focus on its button); resolves
 * when it has come. A failed download shows where the form is drawn (its Suspense), not here.
 */
export function preloadFormParts(): Promise<void> {
  return loadGuestForm().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Starts the download of the dialog that shows how a send ended: once the opened form is there (its code
 * and post key), since on a slow link the dialog (Radix, most of the bytes) would otherwise share the link
 * with what the guest waits for.
 */
export function preloadOutcomeDialog(): void {
  void loadOutcomeDialog().catch(() => undefined);
}
