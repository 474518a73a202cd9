import {
  textAndImageListItemSchema,
  type TextAndImageListModule,
} from '@eventsite/core/schemas/site-modules';
import { useIntl } from 'react-intl';
import { ListModuleEditor } from '../../shared/editor/list-module-editor';
import { newItemId } from '../../../components/editor-ui/new-item-id';
import { TranslatableTextField } from '../../../components/editor-ui/translatable-text-field';
import type { MessageId } from '../../../lib/i18n/messages';
import type { ModuleEditorProps } from '../../shared/editor/module-editor';

const MAX_ITEMS = 100;

/**
 * The TextAndImageList module's dialog (`002` §2.3, §3): the module title and its items, each with an
 * image, title and rich text.
 */
export default function TextAndImageListEditor(props: ModuleEditorProps<TextAndImageListModule>) {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  return (
    <ListModuleEditor
      {...props}
      dialogTitle={text('moduleEditors.textAndImageList.title')}
      maxItems={MAX_ITEMS}
      texts={{
        list: text('moduleEditors.textAndImageList.list'),
        add: text('moduleEditors.textAndImageList.add'),
        untitled: text('moduleEditors.textAndImageList.untitled'),
        empty: text('moduleEditors.textAndImageList.empty'),
      }}
      createItem={() => textAndImageListItemSchema.parse({ id: newItemId() })}
      itemTitle={(item) => item.title}
      renderNamedFields={(field) => (
        <TranslatableTextField label={text('moduleEditors.field.title')} {...field('title')} />
      )}
    />
  );
}
