import {
  ArrowDownIcon,
  ArrowUpIcon,
  GiftIcon,
  PencilIcon,
  PiggyBankIcon,
  PlusIcon,
  TrashIcon,
  UsersIcon,
} from 'lucide-react';
import { useState } from 'react';
import { IMAGE_SIZE_HINTS } from '@eventsite/core/constants/image-sizes';
import type { SiteLanguageCode } from '@eventsite/core/constants/languages';
import { deleteGiftItem } from '@eventsite/core/editor/gift-registry/delete-gift-item';
import { moveGiftItem } from '@eventsite/core/editor/gift-registry/move-gift-item';
import { formatGiftAmount } from '@eventsite/core/rules/gift-money';
import { reservedQuantity } from '@eventsite/core/rules/gift-status';
import { imageSizesAttribute } from '@eventsite/core/rules/image-sources';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { GiftItem, GiftReservation } from '@eventsite/core/schemas/gift-registry';
import type { GiftRegistryModule } from '@eventsite/core/schemas/site-modules';
import { TranslatableTextField } from '../../../components/editor-ui/translatable-text-field';
import { ResponsiveImage } from '../../../components/responsive-image/responsive-image';
import { Button } from '../../../components/ui/button';
import { useAppConfig } from '../../../lib/app-context';
import { useFormEditorText } from '../../shared/editor/module-editor-texts';
import questionStyles from '../../shared/editor/questions-editor.module.css';
import styles from './gift-registry-editor.module.css';

const THUMBNAIL_SIZES = imageSizesAttribute(IMAGE_SIZE_HINTS.giftItem);

export interface GiftListEditorProps {
  module: GiftRegistryModule;
  onChange: (module: GiftRegistryModule) => void;
  reservations: readonly GiftReservation[];
  language: SiteLanguageCode;
  onAdd: () => void;
  onEdit: (item: GiftItem) => void;
}

/** The List tab: the registry's title and its wishes, each moved, opened for editing or removed. */
export function GiftListEditor({
  module,
  onChange,
  reservations,
  language,
  onAdd,
  onEdit,
}: GiftListEditorProps) {
  const t = useFormEditorText();
  const { market } = useAppConfig();
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const items = module.giftRegistry;

  const summary = (item: GiftItem) => {
    const reserved = reservedQuantity(reservations, item.id);
    if (item.pot !== null) {
      const { goal } = item.pot;
      return [
        t('gift.summary.pot'),
        ...(goal !== null ? [t('gift.summary.goal', { goal: formatGiftAmount(market, goal) })] : []),
      ].join(' · ');
    }
    if (item.sharePrice !== null) {
      return [
        t('gift.summary.group'),
        t('gift.summary.shares', {
          shares: item.quantity ?? 0,
          price: formatGiftAmount(market, item.sharePrice),
        }),
        ...(reserved > 0 ? [t('gift.summary.sharesReserved', { reserved })] : []),
      ].join(' · ');
    }
    const parts = [
      item.reservable ? t('gift.summary.reservable') : t('gift.summary.notReservable'),
      ...(item.quantity !== null ? [t('gift.summary.quantity', { quantity: item.quantity })] : []),
      ...(reserved > 0 ? [t('gift.summary.reserved', { reserved })] : []),
    ];
    return parts.join(' · ');
  };

  return (
    <>
      <TranslatableTextField
        label={t('gift.moduleTitle')}
        value={module.title}
        language={language}
        onChange={(title) => onChange({ ...module, title })}
      />
      {items.length === 0 ? (
        <p className={questionStyles.empty}>{t('gift.empty')}</p>
      ) : (
        <ol className={styles.items} aria-label={t('gift.items')}>
          {items.map((item, index) => {
            const number = index + 1;
            const name = translateText(item.title, language) || t('gift.untitled', { number });
            const reserved = reservedQuantity(reservations, item.id);
            return (
              <li key={item.id} className={styles.item} aria-label={name}>
                <div className={styles.itemRow}>
                  <span className={styles.thumbnail}>
                    {item.image !== null ? (
                      <ResponsiveImage image={item.image} sizes={THUMBNAIL_SIZES} alt="" silent />
                    ) : item.pot !== null ? (
                      <PiggyBankIcon />
                    ) : item.sharePrice !== null ? (
                      <UsersIcon />
                    ) : (
                      <GiftIcon />
                    )}
                  </span>
                  <div className={styles.itemText}>
                    <p className={styles.itemName}>{name}</p>
                    <p className={styles.itemSummary}>{summary(item)}</p>
                  </div>
                  <div className={`${questionStyles.actions} ${styles.itemActions}`}>
                    <button
                      type="button"
                      className={questionStyles.iconButton}
                      disabled={index === 0}
                      aria-label={t('gift.moveUp', { name })}
                      onClick={() => onChange(moveGiftItem(module, item.id, -1))}
                    >
                      <ArrowUpIcon />
                    </button>
                    <button
                      type="button"
                      className={questionStyles.iconButton}
                      disabled={index === items.length - 1}
                      aria-label={t('gift.moveDown', { name })}
                      onClick={() => onChange(moveGiftItem(module, item.id, 1))}
                    >
                      <ArrowDownIcon />
                    </button>
                    <button
                      type="button"
                      className={questionStyles.iconButton}
                      aria-label={t('gift.edit', { name })}
                      onClick={() => onEdit(item)}
                    >
                      <PencilIcon />
                    </button>
                    <button
                      type="button"
                      className={`${questionStyles.iconButton} ${questionStyles.danger}`}
                      aria-label={t('gift.delete', { name })}
                      aria-expanded={confirmingId === item.id}
                      onClick={() => setConfirmingId(item.id)}
                    >
                      <TrashIcon />
                    </button>
                  </div>
                </div>
                {confirmingId === item.id && (
                  <div
                    className={questionStyles.confirm}
                    role="group"
                    aria-label={t('gift.deleteConfirm.title')}
                  >
                    <p className={questionStyles.confirmTitle}>{t('gift.deleteConfirm.title')}</p>
                    <p className={questionStyles.confirmText}>
                      {reserved > 0
                        ? t('gift.deleteConfirm.reserved', { reserved })
                        : t('gift.deleteConfirm.text')}
                    </p>
                    <div className={questionStyles.confirmActions}>
                      <Button variant="secondary" onClick={() => setConfirmingId(null)}>
                        {t('common.cancel')}
                      </Button>
                      <Button
                        className={questionStyles.dangerButton}
                        onClick={() => {
                          setConfirmingId(null);
                          onChange(deleteGiftItem(module, item.id));
                        }}
                      >
                        {t('gift.deleteConfirm.confirm')}
                      </Button>
                    </div>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <Button variant="secondary" className={styles.add} onClick={onAdd}>
        <PlusIcon />
        {t('gift.add')}
      </Button>
    </>
  );
}
