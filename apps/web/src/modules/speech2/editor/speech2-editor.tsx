import { NEW_SPEECH_START_BUTTON } from '@eventsite/core/editor/new-module-content';
import type { Speech2Module } from '@eventsite/core/schemas/site-modules';
import type { ModuleEditorProps } from '../../shared/editor/module-editor';
import { buttonsTab, FormModuleDialog } from '../../shared/editor/form-module-dialog';
import { useFormEditorText } from '../../shared/editor/module-editor-texts';
import { useFormModuleEditor } from '../../shared/editor/use-form-module-editor';

/**
 * The speech sign-up's dialog (`002` §2.3, §3 "Speech module"): its text fields as free-text questions,
 * the confirmation with the recipients, and the start and send buttons.
 */
export default function Speech2Editor(props: ModuleEditorProps<Speech2Module>) {
  const t = useFormEditorText();
  const editor = useFormModuleEditor(props);

  return (
    <FormModuleDialog
      props={props}
      editor={editor}
      title={t('speech.title')}
      moduleTitleLabel={t('speech.moduleTitle')}
      questionsLead={t('speech.questionsLead')}
      introPlaceholder={t('speech.introTextPlaceholder')}
      freeTextOnly
      lastTab={buttonsTab(t, editor, {
        label: t('speech.showFormButton'),
        hint: t('speech.showFormButtonHint'),
        defaultText: NEW_SPEECH_START_BUTTON,
      })}
    />
  );
}
