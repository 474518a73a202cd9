import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { addGiftItem } from '@eventsite/core/editor/gift-registry/add-gift-item';
import { hasGiftName } from '@eventsite/core/editor/gift-registry/has-gift-name';
import { newGiftItem } from '@eventsite/core/editor/gift-registry/new-gift-item';
import { parseGiftLink } from '@eventsite/core/editor/gift-registry/parse-gift-link';
import { parseGiftQuantity } from '@eventsite/core/editor/gift-registry/parse-gift-quantity';
import { updateGiftItem } from '@eventsite/core/editor/gift-registry/update-gift-item';
import type { GiftItem } from '@eventsite/core/schemas/gift-registry';
import type { GiftRegistryModule } from '@eventsite/core/schemas/site-modules';
import { EditorDialog } from '../../../components/editor-ui/editor-dialog';
import { newItemId } from '../../../components/editor-ui/new-item-id';
import { focusFirstInvalidField, ValidationScope } from '../../../components/editor-ui/validation-scope';
import { editorLanguageNote } from '../../../components/editor-ui/editor-language-note';
import type { ModuleEditorProps } from '../../shared/editor/module-editor';
import { useFormEditorText } from '../../shared/editor/module-editor-texts';
import { useModuleEditorDraft } from '../../shared/editor/use-module-editor-draft';
import { GiftItemEditor, type GiftItemDraft } from './gift-item-editor';
import { GiftListEditor } from './gift-list-editor';
import { GiftTextsEditor } from './gift-texts-editor';
import { useEditorContext } from '../../../components/editor-ui/editor-context';

/** The views of the dialog (`002` §4 "Gift registry edit view state"); EDIT edits one wish. */
export type GiftRegistryEditorView = 'LIST' | 'EDIT' | 'BUTTONS' | 'TEXTS';

const draftOf = (item: GiftItem, isNew: boolean): GiftItemDraft => ({
  item,
  isNew,
  quantityInput: item.quantity === null ? '' : String(item.quantity),
  linkInput: item.link ?? '',
});

/**
 * The gift registry's dialog (`002` §2.3): tabs List, Buttons and Texts, and a view that edits one wish
 * (title, description, link, reservable, quantity, image). A wish is checked when it is saved to the list;
 * 'Klar' on the tabs applies the whole registry.
 */
export default function GiftRegistryEditor({
  module,
  site,
  onApply,
  onClose,
}: ModuleEditorProps<GiftRegistryModule>) {
  const { language } = useEditorContext();
  const t = useFormEditorText();
  const intl = useIntl();
  const { draft, setDraft, field } = useModuleEditorDraft(module, language);
  const [view, setView] = useState<GiftRegistryEditorView>('LIST');
  const [itemDraft, setItemDraft] = useState<GiftItemDraft | null>(null);
  const [itemAttempts, setItemAttempts] = useState(0);

  useEffect(() => {
    if (itemAttempts > 0) focusFirstInvalidField();
  }, [itemAttempts]);

  const openItem = (next: GiftItemDraft) => {
    setItemDraft(next);
    setItemAttempts(0);
    setView('EDIT');
  };

  const saveItem = () => {
    if (itemDraft === null) return;
    const quantity = parseGiftQuantity(itemDraft.quantityInput, itemDraft.item.reservable);
    const link = parseGiftLink(itemDraft.linkInput);
    if (!quantity.ok || !link.ok || !hasGiftName(itemDraft.item, language)) {
      setItemAttempts((count) => count + 1);
      return;
    }
    const item: GiftItem = { ...itemDraft.item, quantity: quantity.quantity, link: link.link };
    setDraft(itemDraft.isNew ? addGiftItem(draft, item) : updateGiftItem(draft, item));
    setItemDraft(null);
    setView('LIST');
  };

  const description = editorLanguageNote(intl, site, language);

  if (view === 'EDIT' && itemDraft !== null) {
    return (
      <EditorDialog
        title={t(itemDraft.isNew ? 'gift.newItemTitle' : 'gift.editItemTitle')}
        description={description}
        size="large"
        onClose={() => setView('LIST')}
        onDone={saveItem}
        doneLabel={t('gift.saveItem')}
      >
        <ValidationScope showValidation={itemAttempts > 0}>
          <GiftItemEditor draft={itemDraft} onChange={setItemDraft} onBack={() => setView('LIST')} />
        </ValidationScope>
      </EditorDialog>
    );
  }

  return (
    <EditorDialog
      title={t('gift.title')}
      description={description}
      size="large"
      onClose={onClose}
      onDone={() => onApply(draft)}
      tab={view}
      onTabChange={(tab) => setView(tab as GiftRegistryEditorView)}
      tabs={[
        {
          id: 'LIST',
          label: t('tab.list'),
          content: (
            <GiftListEditor
              module={draft}
              onChange={setDraft}
              reservations={site.giftRegistryReservations}
              language={language}
              onAdd={() => openItem(draftOf(newGiftItem(newItemId()), true))}
              onEdit={(item) => openItem(draftOf(item, false))}
            />
          ),
        },
        {
          id: 'BUTTONS',
          label: t('tab.buttons'),
          content: <GiftTextsEditor kind="BUTTONS" module={draft} field={field} language={language} />,
        },
        {
          id: 'TEXTS',
          label: t('tab.texts'),
          content: <GiftTextsEditor kind="TEXTS" module={draft} field={field} language={language} />,
        },
      ]}
    />
  );
}
