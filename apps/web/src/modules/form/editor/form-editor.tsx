import { DEFAULT_SHOW_FORM_BUTTON_TEXT } from '@eventsite/core/constants/default-texts';
import type { FormModule } from '@eventsite/core/schemas/site-modules';
import type { ModuleEditorProps } from '../../shared/editor/module-editor';
import { buttonsTab, FormModuleDialog } from '../../shared/editor/form-module-dialog';
import { useFormEditorText } from '../../shared/editor/module-editor-texts';
import { useFormModuleEditor } from '../../shared/editor/use-form-module-editor';

/** The Form module's dialog (`002` §2.3): tabs Questions, Confirmation and Buttons. */
export default function FormEditor(props: ModuleEditorProps<FormModule>) {
  const t = useFormEditorText();
  const editor = useFormModuleEditor(props);

  return (
    <FormModuleDialog
      props={props}
      editor={editor}
      title={t('form.title')}
      moduleTitleLabel={t('form.moduleTitle')}
      lastTab={buttonsTab(t, editor, {
        label: t('form.showFormButton'),
        hint: t('form.showFormButtonHint'),
        defaultText: DEFAULT_SHOW_FORM_BUTTON_TEXT,
      })}
    />
  );
}
