import type { IntlShape } from 'react-intl';
import type { AnswerFormKind } from '@eventsite/core/rules/answer-forms';
import { formModuleEditor } from '../../form/editor';
import { rsvpModuleEditor } from '../../rsvp/editor';
import { speech2ModuleEditor } from '../../speech2/editor';

/** The module types guests answer, each with its definition's label (the answers and address screens name them). */
const ANSWER_MODULE_LABELS = {
  Rsvp: rsvpModuleEditor.label,
  Form: formModuleEditor.label,
  Speech2: speech2ModuleEditor.label,
} satisfies Record<AnswerFormKind, { id: string }>;

/** The name owners know a module guests answer by, e.g. 'OSA' or 'Formulär'. */
export function answerModuleName(intl: IntlShape, type: AnswerFormKind): string {
  return intl.formatMessage(ANSWER_MODULE_LABELS[type]);
}
