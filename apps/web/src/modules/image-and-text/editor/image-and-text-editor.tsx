import type { ImageAndTextModule } from '@eventsite/core/schemas/site-modules';
import { useIntl } from 'react-intl';
import { EditorDialog } from '../../../components/editor-ui/editor-dialog';
import { editorLanguageNote } from '../../../components/editor-ui/editor-language-note';
import { TranslatableTextField } from '../../../components/editor-ui/translatable-text-field';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import type { ModuleEditorProps } from '../../shared/editor/module-editor';
import { SizedImageField } from '../../shared/editor/sized-image-editor-field';
import { useModuleEditorDraft } from '../../shared/editor/use-module-editor-draft';
import { useEditorContext } from '../../../components/editor-ui/editor-context';

/** The ImageAndText module's dialog: title, second title, rich text and image (`002` §2.3, §3). */
export default function ImageAndTextEditor({
  module,
  site,
  onApply,
  onClose,
}: ModuleEditorProps<ImageAndTextModule>) {
  const { language } = useEditorContext();
  const intl = useIntl();
  const { draft, setDraft, set, field } = useModuleEditorDraft(module, language);

  return (
    <EditorDialog
      title={intl.formatMessage({ id: 'moduleEditors.imageAndText.title' })}
      description={editorLanguageNote(intl, site, language)}
      onClose={onClose}
      onDone={() => onApply(draft)}
    >
      <SizedImageField
        label={intl.formatMessage({ id: 'moduleEditors.field.image' })}
        draft={draft}
        setDraft={setDraft}
      />
      {draft.image !== null && (
        <TranslatableTextField
          label={intl.formatMessage({ id: 'moduleEditors.field.imageAlt' })}
          hint={intl.formatMessage({ id: 'moduleEditors.field.imageAltHint' })}
          value={draft.imageAlt ?? {}}
          language={language}
          onChange={set('imageAlt')}
        />
      )}
      <TranslatableTextField
        label={intl.formatMessage({ id: 'moduleEditors.field.title' })}
        {...field('title')}
      />
      <TranslatableTextField
        label={intl.formatMessage({ id: 'moduleEditors.field.secondTitle' })}
        {...field('secondTitle')}
      />
      <RichTextField
        label={intl.formatMessage({ id: 'moduleEditors.field.text' })}
        placeholder={intl.formatMessage({ id: 'moduleEditors.field.textPlaceholder' })}
        {...field('text')}
      />
    </EditorDialog>
  );
}
