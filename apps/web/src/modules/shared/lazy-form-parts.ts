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

/** Starts the downloads while the post key is fetched. */
export function preloadFormParts(): void {
  void loadGuestForm();
  void loadOutcomeDialog();
}
