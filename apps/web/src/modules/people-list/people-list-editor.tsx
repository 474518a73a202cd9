import { translateText } from '@eventsite/core/rules/translate-text';
import { peopleListItemSchema, type PeopleListModule } from '@eventsite/core/schemas/site-modules';
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

const MAX_PEOPLE = 100;

/**
 * The PeopleList module's dialog (`002` §2.3, §3): the module title and its people, each with an image,
 * name, title (their role) and rich text; people are added, edited, moved and removed after confirming.
 */
export default function PeopleListEditor({
  module,
  site,
  language,
  imageApiBase,
  quickStart,
  onApply,
  onClose,
}: ModuleEditorProps<PeopleListModule>) {
  const intl = useIntl();
  const [draft, setDraft] = useState(module);
  const text = (id: MessageId) => intl.formatMessage({ id });

  return (
    <EditorDialog
      title={text('moduleEditors.peopleList.title')}
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
        createItem={() => peopleListItemSchema.parse({ id: newItemId() })}
        summary={(person) => ({ title: translateText(person.name, language), image: person.image })}
        maxItems={MAX_PEOPLE}
        texts={{
          list: text('moduleEditors.peopleList.list'),
          add: text('moduleEditors.peopleList.add'),
          untitled: text('moduleEditors.peopleList.untitled'),
          empty: text('moduleEditors.peopleList.empty'),
        }}
        renderFields={(person, update) => (
          <>
            <ImageField
              label={text('moduleEditors.field.image')}
              image={person.image}
              onChange={(image) => update({ ...person, image })}
              imageApiBase={imageApiBase}
              quickStart={quickStart}
            />
            <TranslatableTextField
              label={text('moduleEditors.peopleList.name')}
              language={language}
              value={person.name}
              onChange={(name) => update({ ...person, name })}
            />
            <TranslatableTextField
              label={text('moduleEditors.peopleList.role')}
              placeholder={text('moduleEditors.peopleList.rolePlaceholder')}
              language={language}
              value={person.title}
              onChange={(title) => update({ ...person, title })}
            />
            <RichTextField
              label={text('moduleEditors.field.text')}
              language={language}
              value={person.text}
              onChange={(richText) => update({ ...person, text: richText })}
            />
          </>
        )}
      />
    </EditorDialog>
  );
}
