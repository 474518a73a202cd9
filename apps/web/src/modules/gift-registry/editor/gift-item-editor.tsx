import { hasGiftName } from '@eventsite/core/editor/gift-registry/has-gift-name';
import { parseGiftLink } from '@eventsite/core/editor/gift-registry/parse-gift-link';
import { parseGiftQuantity } from '@eventsite/core/editor/gift-registry/parse-gift-quantity';
import type { GiftItem } from '@eventsite/core/schemas/gift-registry';
import { ChevronLeftIcon } from 'lucide-react';
import { ImageField } from '../../../components/image-editor/image-field';
import { SwitchField } from '../../../components/editor-ui/switch-field';
import { TranslatableTextAreaField } from '../../../components/editor-ui/translatable-text-area-field';
import { TranslatableTextField } from '../../../components/editor-ui/translatable-text-field';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useFormEditorText } from '../../shared/editor/module-editor-texts';
import styles from './gift-registry-editor.module.css';
import { useEditorContext } from '../../../components/editor-ui/editor-context';

/** A wish being edited: the item, and the quantity and link as typed until they are saved. */
export interface GiftItemDraft {
  item: GiftItem;
  isNew: boolean;
  quantityInput: string;
  linkInput: string;
}

export interface GiftItemEditorProps {
  draft: GiftItemDraft;
  onChange: (draft: GiftItemDraft) => void;
  onBack: () => void;
}

/**
 * The fields of one wish (`002` §2.3, §3, §5): title, description, image, link, whether guests can reserve it and
 * how many there are. The quantity is required and at least 1 while the wish can be reserved; an empty one
 * is saved as no number.
 */
export function GiftItemEditor({ draft, onChange, onBack }: GiftItemEditorProps) {
  const { language } = useEditorContext();
  const t = useFormEditorText();
  const { item } = draft;
  const setItem = (next: Partial<GiftItem>) => onChange({ ...draft, item: { ...item, ...next } });
  const quantity = parseGiftQuantity(draft.quantityInput, item.reservable);
  const link = parseGiftLink(draft.linkInput);

  return (
    <div className={styles.itemEditor}>
      <Button variant="quiet" className={styles.back} onClick={onBack}>
        <ChevronLeftIcon />
        {t('gift.backToList')}
      </Button>
      <TranslatableTextField
        label={t('gift.itemTitle')}
        value={item.title}
        language={language}
        autoFocus={draft.isNew}
        customError={hasGiftName(item, language) ? undefined : t('gift.itemTitleMissing')}
        onChange={(title) => setItem({ title })}
      />
      <TranslatableTextAreaField
        label={t('gift.itemDescription')}
        value={item.description}
        language={language}
        onChange={(description) => setItem({ description })}
      />
      <ImageField label={t('gift.itemImage')} image={item.image} onChange={(image) => setItem({ image })} />
      <TextField
        label={t('gift.itemLink')}
        hint={t('gift.itemLinkHint')}
        inputMode="url"
        placeholder="https://"
        value={draft.linkInput}
        customError={link.ok ? undefined : t('gift.itemLinkInvalid')}
        onChange={(event) => onChange({ ...draft, linkInput: event.currentTarget.value })}
      />
      <div className={styles.reservation}>
        <SwitchField
          label={t('gift.reservable')}
          hint={t('gift.reservableHint')}
          checked={item.reservable}
          onCheckedChange={(reservable) => setItem({ reservable })}
        />
        <TextField
          className={styles.quantity}
          label={t('gift.quantity')}
          hint={t(item.reservable ? 'gift.quantityHint' : 'gift.quantityOptionalHint')}
          inputMode="numeric"
          value={draft.quantityInput}
          aria-required={item.reservable}
          customError={quantity.ok ? undefined : t(`gift.quantity.${quantity.problem}`)}
          onChange={(event) => onChange({ ...draft, quantityInput: event.currentTarget.value })}
        />
      </div>
    </div>
  );
}
