import type { TextModule } from '@eventsite/core/schemas/site-modules';
import { useIntl } from 'react-intl';
import { EditorDialog } from '../../../components/editor-ui/editor-dialog';
import { editorLanguageNote } from '../../../components/editor-ui/editor-language-note';
import { TranslatableTextField } from '../../../components/editor-ui/translatable-text-field';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import type { ModuleEditorProps } from '../../shared/editor/module-editor';
import { useModuleEditorDraft } from '../../shared/editor/use-module-editor-draft';
import { useEditorContext } from '../../../components/editor-ui/editor-context';

/** The Text module's dialog: its title and rich text in the edited language (`002` §2.3, `001` "Text"). */
export default function TextEditor({ module, site, onApply, onClose }: ModuleEditorProps<TextModule>) {
  const { language } = useEditorContext();
  const intl = useIntl();
  const { draft, field } = useModuleEditorDraft(module, language);

  return (
    <EditorDialog
      title={intl.formatMessage({ id: 'moduleEditors.text.title' })}
      description={editorLanguageNote(intl, site, language)}
      onClose={onClose}
      onDone={() => onApply(draft)}
    >
      <TranslatableTextField
        label={intl.formatMessage({ id: 'moduleEditors.field.title' })}
        {...field('title')}
      />
      <RichTextField
        label={intl.formatMessage({ id: 'moduleEditors.field.text' })}
        placeholder={intl.formatMessage({ id: 'moduleEditors.field.textPlaceholder' })}
        {...field('text')}
      />
    </EditorDialog>
  );
}
