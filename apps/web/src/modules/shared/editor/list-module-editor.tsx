import { translateText } from '@eventsite/core/rules/translate-text';
import type { Image } from '@eventsite/core/schemas/image';
import type { TranslatableRichText, TranslatableText } from '@eventsite/core/schemas/translatable-text';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ModuleEditorProps } from './module-editor';
import type { PeopleListModule, TextAndImageListModule } from '@eventsite/core/schemas/site-modules';
import { ImageField } from '../../../components/image-editor/image-field';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import { EditorDialog } from '../../../components/editor-ui/editor-dialog';
import { editorLanguageNote } from '../../../components/editor-ui/editor-language-note';
import {
  ItemListEditor,
  type ItemListTexts,
  type ItemSummary,
} from '../../../components/editor-ui/item-list-editor';
import { TranslatableTextField } from '../../../components/editor-ui/translatable-text-field';
import { itemFields, useModuleEditorDraft, type FieldOf } from './use-module-editor-draft';
import { useEditorContext } from '../../../components/editor-ui/editor-context';

/** The fields every list item has: an image first and a rich text last (`002` §3 list modules). */
interface ListItem {
  id: string;
  image: Image | null;
  text: TranslatableRichText;
}

type ListModule = PeopleListModule | TextAndImageListModule;
type ItemOf<M extends ListModule> = M['items'][number];

export interface ListModuleEditorProps<M extends ListModule> extends ModuleEditorProps<M> {
  dialogTitle: string;
  texts: ItemListTexts;
  maxItems: number;
  createItem: () => ItemOf<M>;
  /** What names an item in the collapsed list. */
  itemTitle: (item: ItemOf<M>) => TranslatableText;
  /** The item's own fields, shown between its image and its text; `field(key)` edits one of its texts. */
  renderNamedFields: (field: FieldOf<ItemOf<M>>) => ReactNode;
}

/**
 * The dialog of a list module (PeopleList, TextAndImageList; `002` §2.3, §3): the module title and its
 * items, each with an image, the module's own fields and a rich text; items are added, edited, moved and
 * removed after confirming.
 */
export function ListModuleEditor<M extends ListModule>({
  module,
  site,
  onApply,
  onClose,
  dialogTitle,
  texts,
  maxItems,
  createItem,
  itemTitle,
  renderNamedFields,
}: ListModuleEditorProps<M>) {
  const { language } = useEditorContext();
  const intl = useIntl();
  const { draft, set, field } = useModuleEditorDraft(module, language);
  const summary = (item: ItemOf<M>): ItemSummary => ({
    title: translateText(itemTitle(item), language),
    image: item.image,
  });

  return (
    <EditorDialog
      title={dialogTitle}
      description={editorLanguageNote(intl, site, language)}
      onClose={onClose}
      onDone={() => onApply(draft)}
    >
      <TranslatableTextField
        label={intl.formatMessage({ id: 'moduleEditors.field.title' })}
        {...field('title')}
      />
      <ItemListEditor<ItemOf<M> & ListItem>
        items={draft.items}
        onChange={set('items')}
        createItem={createItem}
        summary={summary}
        maxItems={maxItems}
        texts={texts}
        renderFields={(item, update) => {
          const field = itemFields(item, language, update);
          return (
            <>
              <ImageField
                label={intl.formatMessage({ id: 'moduleEditors.field.image' })}
                image={item.image}
                onChange={(image) => update({ ...item, image })}
              />
              {renderNamedFields(field)}
              <RichTextField
                label={intl.formatMessage({ id: 'moduleEditors.field.text' })}
                {...field('text')}
              />
            </>
          );
        }}
      />
    </EditorDialog>
  );
}
