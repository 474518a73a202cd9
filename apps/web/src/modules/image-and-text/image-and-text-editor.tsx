import type { ImageAndTextModule } from '@eventsite/core/schemas/site-modules';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EditorDialog } from '../../components/editor-ui/editor-dialog';
import { editorLanguageNote } from '../../components/editor-ui/editor-language-note';
import { TranslatableTextField } from '../../components/editor-ui/translatable-text-field';
import { ImageField } from '../../components/image-editor/image-field';
import { RichTextField } from '../../components/rich-text-editor/rich-text-field';
import type { ModuleEditorProps } from '../module-editor';

/** The ImageAndText module's dialog: title, second title, rich text and image (`002` §2.3, §3). */
export default function ImageAndTextEditor({
  module,
  site,
  language,
  imageApiBase,
  quickStart,
  onApply,
  onClose,
}: ModuleEditorProps<ImageAndTextModule>) {
  const intl = useIntl();
  const [draft, setDraft] = useState(module);

  return (
    <EditorDialog
      title={intl.formatMessage({ id: 'moduleEditors.imageAndText.title' })}
      description={editorLanguageNote(intl, site, language)}
      onClose={onClose}
      onDone={() => onApply(draft)}
    >
      <ImageField
        label={intl.formatMessage({ id: 'moduleEditors.field.image' })}
        image={draft.image}
        onChange={(image) => setDraft((current) => ({ ...current, image }))}
        imageApiBase={imageApiBase}
        quickStart={quickStart}
        sizeChoice={{
          value: draft.userSelectedImageSize,
          onChange: (userSelectedImageSize) => setDraft((current) => ({ ...current, userSelectedImageSize })),
        }}
      />
      <TranslatableTextField
        label={intl.formatMessage({ id: 'moduleEditors.field.title' })}
        language={language}
        value={draft.title}
        onChange={(title) => setDraft((current) => ({ ...current, title }))}
      />
      <TranslatableTextField
        label={intl.formatMessage({ id: 'moduleEditors.field.secondTitle' })}
        language={language}
        value={draft.secondTitle}
        onChange={(secondTitle) => setDraft((current) => ({ ...current, secondTitle }))}
      />
      <RichTextField
        label={intl.formatMessage({ id: 'moduleEditors.field.text' })}
        language={language}
        value={draft.text}
        placeholder={intl.formatMessage({ id: 'moduleEditors.field.textPlaceholder' })}
        onChange={(text) => setDraft((current) => ({ ...current, text }))}
      />
    </EditorDialog>
  );
}
