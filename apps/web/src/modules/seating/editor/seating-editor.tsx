import type { SeatingModule } from '@eventsite/core/schemas/site-modules';
import { useIntl } from 'react-intl';
import { useEditorContext } from '../../../components/editor-ui/editor-context';
import { EditorDialog } from '../../../components/editor-ui/editor-dialog';
import { editorLanguageNote } from '../../../components/editor-ui/editor-language-note';
import { TranslatableTextField } from '../../../components/editor-ui/translatable-text-field';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import type { ModuleEditorProps } from '../../shared/editor/module-editor';
import { useModuleEditorDraft } from '../../shared/editor/use-module-editor-draft';
import styles from './seating-editor.module.css';

/**
 * The seating search's dialog (issue 35 item 4): its title and the text before the search field. Whether
 * and from when guests may search is the seating plan's own setting, which the note points to.
 */
export default function SeatingEditor({ module, site, onApply, onClose }: ModuleEditorProps<SeatingModule>) {
  const { language } = useEditorContext();
  const intl = useIntl();
  const { draft, field } = useModuleEditorDraft(module, language);

  return (
    <EditorDialog
      title={intl.formatMessage({ id: 'moduleEditors.seating.title' })}
      description={editorLanguageNote(intl, site, language)}
      onClose={onClose}
      onDone={() => onApply(draft)}
    >
      <p className={styles.note}>{intl.formatMessage({ id: 'moduleEditors.seating.note' })}</p>
      <TranslatableTextField
        label={intl.formatMessage({ id: 'moduleEditors.field.title' })}
        {...field('title')}
      />
      <RichTextField label={intl.formatMessage({ id: 'moduleEditors.seating.intro' })} {...field('text')} />
    </EditorDialog>
  );
}
