import { useIntl } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/messages';

/** The ids of the form editors' texts without their `formEditor.` prefix. */
export type FormEditorTextId = MessageId extends infer Id
  ? Id extends `formEditor.${infer Rest}`
    ? Rest
    : never
  : never;

/** The form editors' interface texts: `t('questions.title')` reads `formEditor.questions.title`. */
export function useFormEditorText(): (
  id: FormEditorTextId,
  values?: Record<string, string | number>,
) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id: `formEditor.${id}` }, values);
}
