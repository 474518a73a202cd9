import { translateText } from '@eventsite/core/rules/translate-text';
import {
  textAndImageListItemSchema,
  type TextAndImageListModule,
} from '@eventsite/core/schemas/site-modules';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EditorDialog } from '../../components/editor-ui/editor-dialog';
import { editorLanguageNote } from '../../components/editor-ui/editor-language-note';
import { ItemListEditor } from '../../components/editor-ui/item-list-editor';
import { newItemId } from '../../components/editor-ui/new-item-id';
import { TranslatableTextField } from '../../components/editor-ui/translatable-text-field';
import { ImageField } from '../../components/image-editor/image-field';
import { RichTextField } from '../../components/rich-text-editor/rich-text-field';
import type { MessageId } from '../../lib/i18n/messages';
import type { ModuleEditorProps } from '../module-editor';

const MAX_ITEMS = 100;

/**
 * The TextAndImageList module's dialog (`002` §2.3, §3): the module title and its items, each with an
 * image, title and rich text; items are added, edited, moved and removed after confirming.
 */
export default function TextAndImageListEditor({
  module,
  site,
  language,
  imageApiBase,
  quickStart,
  onApply,
  onClose,
}: ModuleEditorProps<TextAndImageListModule>) {
  const intl = useIntl();
  const [draft, setDraft] = useState(module);
  const text = (id: MessageId) => intl.formatMessage({ id });

  return (
    <EditorDialog
      title={text('moduleEditors.textAndImageList.title')}
      description={editorLanguageNote(intl, site, language)}
      onClose={onClose}
      onDone={() => onApply(draft)}
    >
      <TranslatableTextField
        label={text('moduleEditors.field.title')}
        language={language}
        value={draft.title}
        onChange={(title) => setDraft((current) => ({ ...current, title }))}
      />
      <ItemListEditor
        items={draft.items}
        onChange={(items) => setDraft((current) => ({ ...current, items }))}
        createItem={() => textAndImageListItemSchema.parse({ id: newItemId() })}
        summary={(item) => ({ title: translateText(item.title, language), image: item.image })}
        maxItems={MAX_ITEMS}
        texts={{
          list: text('moduleEditors.textAndImageList.list'),
          add: text('moduleEditors.textAndImageList.add'),
          untitled: text('moduleEditors.textAndImageList.untitled'),
          empty: text('moduleEditors.textAndImageList.empty'),
        }}
        renderFields={(item, update) => (
          <>
            <ImageField
              label={text('moduleEditors.field.image')}
              image={item.image}
              onChange={(image) => update({ ...item, image })}
              imageApiBase={imageApiBase}
              quickStart={quickStart}
            />
            <TranslatableTextField
              label={text('moduleEditors.field.title')}
              language={language}
              value={item.title}
              onChange={(title) => update({ ...item, title })}
            />
            <RichTextField
              label={text('moduleEditors.field.text')}
              language={language}
              value={item.text}
              onChange={(richText) => update({ ...item, text: richText })}
            />
          </>
        )}
      />
    </EditorDialog>
  );
}
