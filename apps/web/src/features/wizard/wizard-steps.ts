import type { MessageId } from '../../lib/i18n/messages';

/** The wizard's steps in order (`002` §2.6); its last path opens the quick-start editor. */
export const WIZARD_STEPS: readonly { path: string; label: MessageId }[] = [
  { path: '/kom-igang', label: 'wizard.step.look' },
  { path: '/kom-igang/information', label: 'wizard.step.information' },
  { path: '/kom-igang/sprak', label: 'wizard.step.languages' },
  { path: '/kom-igang/innehall', label: 'wizard.step.content' },
];

const WIZARD_EDITOR_PATH = '/kom-igang/redigera';

/** Where the step after `path` is: the next step, or the editor after the last. */
export function nextWizardPath(path: string): string {
  const index = WIZARD_STEPS.findIndex((step) => step.path === path);
  return WIZARD_STEPS[index + 1]?.path ?? WIZARD_EDITOR_PATH;
}

/** Where the step before `path` is, or null for the first. */
export function previousWizardPath(path: string): string | null {
  const index = WIZARD_STEPS.findIndex((step) => step.path === path);
  return index > 0 ? (WIZARD_STEPS[index - 1]?.path ?? null) : null;
}
