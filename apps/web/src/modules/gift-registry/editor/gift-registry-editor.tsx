import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Market } from '@eventsite/core/constants/platform';
import { addGiftItem } from '@eventsite/core/editor/gift-registry/add-gift-item';
import { hasGiftName } from '@eventsite/core/editor/gift-registry/has-gift-name';
import { newGiftItem } from '@eventsite/core/editor/gift-registry/new-gift-item';
import {
  kronorInput,
  parseGiftAmount,
  parseSuggestedAmounts,
} from '@eventsite/core/editor/gift-registry/parse-gift-amount';
import { parseGiftLink } from '@eventsite/core/editor/gift-registry/parse-gift-link';
import { parseGiftQuantity } from '@eventsite/core/editor/gift-registry/parse-gift-quantity';
import { parsePayeeNumber } from '@eventsite/core/editor/gift-registry/parse-payee-number';
import { updateGiftItem } from '@eventsite/core/editor/gift-registry/update-gift-item';
import { formatMobilePayNumber } from '@eventsite/core/rules/mobilepay-payment';
import { formatSwishPayeeNumber } from '@eventsite/core/rules/swish-number';
import type { GiftItem } from '@eventsite/core/schemas/gift-registry';
import type { GiftRegistryModule } from '@eventsite/core/schemas/site-modules';
import { EditorDialog } from '../../../components/editor-ui/editor-dialog';
import { newItemId } from '../../../components/editor-ui/new-item-id';
import { focusFirstInvalidField, ValidationScope } from '../../../components/editor-ui/validation-scope';
import { editorLanguageNote } from '../../../components/editor-ui/editor-language-note';
import { useAppConfig } from '../../../lib/app-context';
import type { ModuleEditorProps } from '../../shared/editor/module-editor';
import { useFormEditorText } from '../../shared/editor/module-editor-texts';
import { useModuleEditorDraft } from '../../shared/editor/use-module-editor-draft';
import { GiftItemEditor, type GiftItemDraft } from './gift-item-editor';
import { giftItemKind } from './gift-item-kind';
import { GiftListEditor } from './gift-list-editor';
import { GiftPayeeEditor } from './gift-payee-editor';
import { GiftTextsEditor } from './gift-texts-editor';
import { useEditorContext } from '../../../components/editor-ui/editor-context';

/**
 * The views of the dialog (`002` §4 "Gift registry edit view state"); EDIT edits one wish, PAYMENT holds the
 * hosts' number for money gifts (issue 37).
 */
export type GiftRegistryEditorView = 'LIST' | 'EDIT' | 'PAYMENT' | 'BUTTONS' | 'TEXTS';

const draftOf = (item: GiftItem, isNew: boolean): GiftItemDraft => ({
  item,
  isNew,
  kind: giftItemKind(item),
  quantityInput: item.quantity === null ? '' : String(item.quantity),
  linkInput: item.link ?? '',
  suggestedInput: (item.pot?.suggestedAmounts ?? []).map(kronorInput).join(', '),
  goalInput: kronorInput(item.pot?.goal ?? null),
  sharePriceInput: kronorInput(item.sharePrice),
});

/** The item a valid draft saves, shaped by its kind; null while a field of that kind is invalid. */
function itemOf(draft: GiftItemDraft, language: string): GiftItem | null {
  const { item, kind } = draft;
  const link = parseGiftLink(kind === 'pot' ? '' : draft.linkInput);
  if (!link.ok || !hasGiftName(item, language)) return null;
  if (kind === 'pot') {
    const suggested = parseSuggestedAmounts(draft.suggestedInput);
    const goal = parseGiftAmount(draft.goalInput, false);
    if (!suggested.ok || !goal.ok) return null;
    const pot = {
      suggestedAmounts: suggested.amounts,
      goal: goal.amount,
      showProgress: item.pot?.showProgress ?? false,
    };
    return { ...item, link: null, pot, reservable: false, quantity: null, sharePrice: null };
  }
  const reservable = kind === 'group' || item.reservable;
  const quantity = parseGiftQuantity(draft.quantityInput, reservable);
  if (!quantity.ok) return null;
  const base = { ...item, link: link.link, quantity: quantity.quantity, pot: null };
  if (kind === 'wish') return { ...base, sharePrice: null };
  const sharePrice = parseGiftAmount(draft.sharePriceInput, true);
  return sharePrice.ok ? { ...base, reservable: true, sharePrice: sharePrice.amount } : null;
}

/** The stored number as the owner reads and edits it. */
function payeeInputOf(module: GiftRegistryModule, market: Market): string {
  if (market === 'se') return module.swishNumber === null ? '' : formatSwishPayeeNumber(module.swishNumber);
  return module.mobilePayNumber === null ? '' : formatMobilePayNumber(module.mobilePayNumber);
}

/**
 * The gift registry's dialog (`002` §2.3): tabs List, Payment, Buttons and Texts, and a view that edits one
 * wish, money gift or group gift (issue 37). A wish is checked when it is saved to the list; 'Klar' on the
 * tabs checks the hosts' number and applies the whole registry.
 */
export default function GiftRegistryEditor({
  module,
  site,
  onApply,
  onClose,
}: ModuleEditorProps<GiftRegistryModule>) {
  const { language } = useEditorContext();
  const { market } = useAppConfig();
  const t = useFormEditorText();
  const intl = useIntl();
  const { draft, setDraft, field } = useModuleEditorDraft(module, language);
  const [view, setView] = useState<GiftRegistryEditorView>('LIST');
  const [itemDraft, setItemDraft] = useState<GiftItemDraft | null>(null);
  const [itemAttempts, setItemAttempts] = useState(0);
  const [payeeInput, setPayeeInput] = useState(() => payeeInputOf(module, market));
  const [payeeTouched, setPayeeTouched] = useState(false);
  const [payeeAttempts, setPayeeAttempts] = useState(0);
  const payee = parsePayeeNumber(market, payeeInput);

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
    const item = itemOf(itemDraft, language);
    if (item === null) {
      setItemAttempts((count) => count + 1);
      return;
    }
    setDraft(itemDraft.isNew ? addGiftItem(draft, item) : updateGiftItem(draft, item));
    setItemDraft(null);
    setView('LIST');
  };

  const apply = () => {
    if (!payee.ok) {
      setView('PAYMENT');
      setPayeeAttempts((count) => count + 1);
      return;
    }
    onApply({
      ...draft,
      ...(market === 'se' ? { swishNumber: payee.number } : { mobilePayNumber: payee.number }),
    });
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
          <GiftItemEditor
            draft={itemDraft}
            onChange={setItemDraft}
            onBack={() => setView('LIST')}
            hasPayeeNumber={payee.ok && payee.number !== null}
          />
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
      onDone={apply}
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
          id: 'PAYMENT',
          label: t('tab.payment'),
          content: (
            <ValidationScope showValidation={payeeTouched || payeeAttempts > 0}>
              <GiftPayeeEditor
                market={market}
                value={payeeInput}
                onChange={setPayeeInput}
                onBlur={() => setPayeeTouched(true)}
                focusRequest={payeeAttempts}
              />
            </ValidationScope>
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
