import type { MessageId } from '../../lib/i18n/messages';
import type { WizardAnswers } from '../../lib/wizard-answers';

/**
 * The wizard's steps in order (`002` §2.6); its last path opens the quick-start editor. `answered` says
 * whether a step passed was answered or skipped ("Hoppa över"): only an answered one is ticked (issue 39
 * item 10).
 */
export const WIZARD_STEPS: readonly {
  path: string;
  label: MessageId;
  answered: (answers: WizardAnswers) => boolean;
}[] = [
  { path: '/kom-igang', label: 'wizard.step.look', answered: (answers) => !!answers.designTemplate },
  {
    path: '/kom-igang/information',
    label: 'wizard.step.information',
    answered: (answers) =>
      !!(answers.name1 || answers.name2 || answers.location || answers.dateStart || answers.dateNotDecided),
  },
  // The languages always hold one at least: the step cannot be left unanswered.
  { path: '/kom-igang/sprak', label: 'wizard.step.languages', answered: () => true },
  { path: '/kom-igang/innehall', label: 'wizard.step.content', answered: () => true },
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
