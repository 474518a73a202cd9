import { DEFAULT_SHOW_FORM_BUTTON_TEXT } from '@eventsite/core/constants/default-texts';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { FormModule } from '@eventsite/core/schemas/site-modules';
import { TranslatableTextField } from '../../components/editor-ui/translatable-text-field';
import type { ModuleEditorProps } from '../module-editor';
import { FormModuleDialog, SendButtonField } from '../shared/form-module-dialog';
import { useFormEditorText } from '../shared/module-editor-texts';
import { useFormModuleEditor } from '../shared/use-form-module-editor';

/** The Form module's dialog (`002` §2.3): tabs Questions, Confirmation and Buttons. */
export default function FormEditor(props: ModuleEditorProps<FormModule>) {
  const { language } = props;
  const t = useFormEditorText();
  const editor = useFormModuleEditor(props);
  const { field } = editor;

  return (
    <FormModuleDialog
      props={props}
      editor={editor}
      title={t('form.title')}
      moduleTitleLabel={t('form.moduleTitle')}
      lastTab={{
        id: 'buttons',
        label: t('tab.buttons'),
        content: (
          <>
            <TranslatableTextField
              label={t('form.showFormButton')}
              hint={t('form.showFormButtonHint')}
              placeholder={translateText(DEFAULT_SHOW_FORM_BUTTON_TEXT, language)}
              {...field('showFormButton')}
            />
            <SendButtonField editor={editor} language={language} />
          </>
        ),
      }}
    />
  );
}
