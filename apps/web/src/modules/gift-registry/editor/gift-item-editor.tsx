import { hasGiftName } from '@eventsite/core/editor/gift-registry/has-gift-name';
import {
  parseGiftAmount,
  parseSuggestedAmounts,
} from '@eventsite/core/editor/gift-registry/parse-gift-amount';
import { parseGiftLink } from '@eventsite/core/editor/gift-registry/parse-gift-link';
import { parseGiftQuantity } from '@eventsite/core/editor/gift-registry/parse-gift-quantity';
import { MAX_GIFT_AMOUNT_ORE } from '@eventsite/core/constants/gift-registry';
import { ORE_PER_KRONA } from '@eventsite/core/constants/payment-products';
import { formatGiftAmount, sharesCost } from '@eventsite/core/rules/gift-money';
import type { GiftItem } from '@eventsite/core/schemas/gift-registry';
import { ChevronLeftIcon } from 'lucide-react';
import { ImageField } from '../../../components/image-editor/image-field';
import { SwitchField } from '../../../components/editor-ui/switch-field';
import { TranslatableTextAreaField } from '../../../components/editor-ui/translatable-text-area-field';
import { TranslatableTextField } from '../../../components/editor-ui/translatable-text-field';
import { Button } from '../../../components/ui/button';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import { TextField } from '../../../components/ui/text-field';
import { useAppConfig } from '../../../lib/app-context';
import { useFormEditorText } from '../../shared/editor/module-editor-texts';
import styles from './gift-registry-editor.module.css';
import { useEditorContext } from '../../../components/editor-ui/editor-context';
import { GIFT_ITEM_KINDS, type GiftItemKind } from './gift-item-kind';
import { MoneyGiftNotice } from './money-gift-notice';
import { paymentMethodName } from './payment-method-name';

/** A wish being edited: the item, its kind, and the numbers as typed until they are saved. */
export interface GiftItemDraft {
  item: GiftItem;
  isNew: boolean;
  kind: GiftItemKind;
  quantityInput: string;
  linkInput: string;
  /** A money gift's suggested amounts and goal, and a group gift's share price, in kronor as typed. */
  suggestedInput: string;
  goalInput: string;
  sharePriceInput: string;
}

export interface GiftItemEditorProps {
  draft: GiftItemDraft;
  onChange: (draft: GiftItemDraft) => void;
  onBack: () => void;
  /** The registry has the hosts' number for the market, so guests can pay money gifts. */
  hasPayeeNumber: boolean;
}

/**
 * The fields of one wish (`002` §2.3, §3, §5; issue 37): title, description, image, link, and by its kind —
 * a wish guests reserve (whether they can, how many there are), a money gift (suggested amounts, an optional
 * goal and whether guests see the progress), or a group gift (the share price and the number of shares).
 */
export function GiftItemEditor({ draft, onChange, onBack, hasPayeeNumber }: GiftItemEditorProps) {
  const { language } = useEditorContext();
  const { market } = useAppConfig();
  const t = useFormEditorText();
  const { item, kind } = draft;
  const setItem = (next: Partial<GiftItem>) => onChange({ ...draft, item: { ...item, ...next } });
  const setInput = (next: Partial<GiftItemDraft>) => onChange({ ...draft, ...next });
  const reservable = kind === 'group' || (kind === 'wish' && item.reservable);
  const quantity = parseGiftQuantity(draft.quantityInput, reservable);
  const link = parseGiftLink(draft.linkInput);
  const suggested = parseSuggestedAmounts(draft.suggestedInput);
  const goal = parseGiftAmount(draft.goalInput, false);
  const sharePrice = parseGiftAmount(draft.sharePriceInput, true);
  const method = paymentMethodName(market);
  const limits = {
    min: formatGiftAmount(market, ORE_PER_KRONA),
    max: formatGiftAmount(market, MAX_GIFT_AMOUNT_ORE),
  };

  return (
    <div className={styles.itemEditor}>
      <Button variant="quiet" className={styles.back} onClick={onBack}>
        <ChevronLeftIcon />
        {t('gift.backToList')}
      </Button>
      <div className={styles.kind}>
        <SegmentedChoice
          legend={t('gift.kind')}
          name="gift-kind"
          options={GIFT_ITEM_KINDS.map((value) => ({ value, label: t(`gift.kind.${value}`) }))}
          value={kind}
          onChange={(next) => setInput({ kind: next })}
        />
        <p className={styles.kindHint}>{t(`gift.kind.${kind}Hint`, { method })}</p>
      </div>
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
      {kind !== 'pot' && (
        <TextField
          label={t('gift.itemLink')}
          hint={t('gift.itemLinkHint')}
          inputMode="url"
          placeholder="https://"
          value={draft.linkInput}
          customError={link.ok ? undefined : t('gift.itemLinkInvalid')}
          onChange={(event) => setInput({ linkInput: event.currentTarget.value })}
        />
      )}
      {kind === 'wish' && (
        <div className={styles.reservation}>
          <SwitchField
            label={t('gift.reservable')}
            hint={t('gift.reservableHint')}
            checked={item.reservable}
            onCheckedChange={(next) => setItem({ reservable: next })}
          />
          <TextField
            className={styles.quantity}
            label={t('gift.quantity')}
            hint={t(item.reservable ? 'gift.quantityHint' : 'gift.quantityOptionalHint')}
            inputMode="numeric"
            value={draft.quantityInput}
            aria-required={item.reservable}
            customError={quantity.ok ? undefined : t(`gift.quantity.${quantity.problem}`)}
            onChange={(event) => setInput({ quantityInput: event.currentTarget.value })}
          />
        </div>
      )}
      {kind === 'pot' && (
        <div className={styles.reservation}>
          <TextField
            label={t('gift.suggestedAmounts')}
            hint={t('gift.suggestedAmountsHint')}
            inputMode="numeric"
            placeholder="200, 500, 1000"
            value={draft.suggestedInput}
            customError={suggested.ok ? undefined : t(`gift.suggestedAmounts.${suggested.problem}`, limits)}
            onChange={(event) => setInput({ suggestedInput: event.currentTarget.value })}
          />
          <TextField
            className={styles.quantity}
            label={t('gift.goal')}
            hint={t('gift.goalHint')}
            inputMode="decimal"
            value={draft.goalInput}
            customError={goal.ok ? undefined : t(`gift.amount.${goal.problem}`, limits)}
            onChange={(event) => setInput({ goalInput: event.currentTarget.value })}
          />
          <SwitchField
            label={t('gift.showProgress')}
            hint={t('gift.showProgressHint')}
            checked={item.pot?.showProgress ?? false}
            onCheckedChange={(showProgress) =>
              setItem({ pot: { suggestedAmounts: [], goal: null, ...item.pot, showProgress } })
            }
          />
        </div>
      )}
      {kind === 'group' && (
        <div className={styles.reservation}>
          <div className={styles.shareFields}>
            <TextField
              className={styles.quantity}
              label={t('gift.sharePrice')}
              hint={t('gift.sharePriceHint')}
              inputMode="decimal"
              value={draft.sharePriceInput}
              aria-required
              customError={sharePrice.ok ? undefined : t(`gift.sharePrice.${sharePrice.problem}`, limits)}
              onChange={(event) => setInput({ sharePriceInput: event.currentTarget.value })}
            />
            <TextField
              className={styles.quantity}
              label={t('gift.shares')}
              hint={t('gift.sharesHint')}
              inputMode="numeric"
              value={draft.quantityInput}
              aria-required
              customError={quantity.ok ? undefined : t(`gift.shares.${quantity.problem}`)}
              onChange={(event) => setInput({ quantityInput: event.currentTarget.value })}
            />
          </div>
          {sharePrice.ok && sharePrice.amount !== null && quantity.ok && quantity.quantity !== null && (
            <p className={styles.shareSummary} aria-live="polite">
              {t('gift.sharesSummary', {
                shares: quantity.quantity,
                price: formatGiftAmount(market, sharePrice.amount),
                total: formatGiftAmount(market, sharesCost(sharePrice.amount, quantity.quantity)),
              })}
            </p>
          )}
        </div>
      )}
      {kind !== 'wish' && (
        <>
          {!hasPayeeNumber && <p className={styles.payeeMissing}>{t('gift.payee.missing', { method })}</p>}
          <MoneyGiftNotice />
        </>
      )}
    </div>
  );
}
