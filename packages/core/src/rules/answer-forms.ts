import type { FormElement } from '../schemas/form';
import type { Site } from '../schemas/site';
import type { TranslatableText } from '../schemas/translatable-text';
import { speechFormElements } from './speech-form';

/** The modules whose guests' answers the owner reads (`002` §2.5): RSVPs, forms and speech sign-ups. */
export type AnswerFormKind = 'Rsvp' | 'Form' | 'Speech2';

/** One module's answers are read apart from every other's: its own table, chart, questions and export. */
export interface AnswerForm {
  /** The module's id, the `formId` of its answers. */
  id: string;
  kind: AnswerFormKind;
  title: TranslatableText;
  /** Its current questions, in order. */
  questions: FormElement[];
}

/** Every RSVP, form and speech sign-up of a version-2 site, in page order; a version-1 site has none. */
export function siteAnswerForms(site: Site): AnswerForm[] {
  if (!site.usesSiteModules) return [];
  return site.siteModules.flatMap((module): AnswerForm[] => {
    const { id, title } = module;
    if (module.siteModuleType === 'Rsvp' || module.siteModuleType === 'Form') {
      return [{ id, kind: module.siteModuleType, title, questions: module.form.formElements }];
    }
    if (module.siteModuleType === 'Speech2') {
      return [{ id, kind: 'Speech2', title, questions: speechFormElements(module) }];
    }
    return [];
  });
}

/**
 * The forms answers can belong to: the site's own, then one per form answered but since deleted (by the
 * answers' formId, titled as the answers were), so no stored answer is out of the owner's reach.
 */
export function answerFormsWithAnswers(
  forms: readonly AnswerForm[],
  answered: readonly { formId: string; formTitle: TranslatableText; kind: AnswerFormKind }[],
): AnswerForm[] {
  const all = [...forms];
  for (const answer of answered) {
    if (!all.some((form) => form.id === answer.formId)) {
      all.push({ id: answer.formId, kind: answer.kind, title: answer.formTitle, questions: [] });
    }
  }
  return all;
}
