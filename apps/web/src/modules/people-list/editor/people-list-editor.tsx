import { peopleListItemSchema, type PeopleListModule } from '@eventsite/core/schemas/site-modules';
import { useIntl } from 'react-intl';
import { ListModuleEditor } from '../../shared/editor/list-module-editor';
import { newItemId } from '../../../components/editor-ui/new-item-id';
import { TranslatableTextField } from '../../../components/editor-ui/translatable-text-field';
import type { MessageId } from '../../../lib/i18n/messages';
import type { ModuleEditorProps } from '../../shared/editor/module-editor';

const MAX_PEOPLE = 100;

/**
 * The PeopleList module's dialog (`002` §2.3, §3): the module title and its people, each with an image,
 * name, title (their role) and rich text.
 */
export default function PeopleListEditor(props: ModuleEditorProps<PeopleListModule>) {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  return (
    <ListModuleEditor
      {...props}
      dialogTitle={text('moduleEditors.peopleList.title')}
      maxItems={MAX_PEOPLE}
      texts={{
        list: text('moduleEditors.peopleList.list'),
        add: text('moduleEditors.peopleList.add'),
        untitled: text('moduleEditors.peopleList.untitled'),
        empty: text('moduleEditors.peopleList.empty'),
      }}
      createItem={() => peopleListItemSchema.parse({ id: newItemId() })}
      itemTitle={(person) => person.name}
      renderNamedFields={(field) => (
        <>
          <TranslatableTextField label={text('moduleEditors.peopleList.name')} {...field('name')} />
          <TranslatableTextField
            label={text('moduleEditors.peopleList.role')}
            placeholder={text('moduleEditors.peopleList.rolePlaceholder')}
            {...field('title')}
          />
        </>
      )}
    />
  );
}
