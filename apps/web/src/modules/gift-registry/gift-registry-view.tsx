import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { GIFT_REGISTRY_START_VIEW_MIN_ITEMS } from '@eventsite/core/constants/gift-registry';
import {
  DEFAULT_GIFT_STATUS_TEXTS,
  giftStatusText,
  reservedQuantity,
  type GiftStatusTexts,
} from '@eventsite/core/rules/gift-status';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { GiftItem, GiftReservation } from '@eventsite/core/schemas/gift-registry';
import type { GiftRegistryModule } from '@eventsite/core/schemas/site-modules';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import type { ModuleViewProps } from '../module-context';
import { giftRegistryText } from './gift-registry-texts';
import { EditPlaceholder } from '../shared/edit-placeholder';
import { GiftIcon } from '../../components/ui/icons';
import layout from '../shared/module-layout.module.css';
import { ModuleHeading } from '../shared/module-heading';
import { NeedsJavaScript } from '../shared/needs-javascript';
import { GiftItemCard } from './gift-item-card';
import type { GiftDialogType } from './gift-item-dialog';
import { giftRegistryWord } from './gift-registry-words';
import styles from './gift-registry-view.module.css';

// The item dialogs (and Radix's dialog) download when a guest first opens one.
const loadItemDialog = () => import('./gift-item-dialog');
const GiftItemDialog = lazy(() => loadItemDialog().then((module) => ({ default: module.GiftItemDialog })));

const TEASER_IMAGES = 4;
const TEASER_SIZES = '80px';

/** START shows a button that opens the LIST (`001` §4). */
export type GiftRegistryStep = 'START' | 'LIST';

/** START comes first only when there is more than one item; otherwise the list shows at once (`001` §4). */
function initialGiftRegistryStep(itemCount: number): GiftRegistryStep {
  return itemCount >= GIFT_REGISTRY_START_VIEW_MIN_ITEMS ? 'START' : 'LIST';
}

/** A glimpse of the first few wishes above the START button, so the button promises something. */
function GiftTeaser({ items }: { items: readonly GiftItem[] }) {
  const images = items.flatMap((item) => (item.image === null ? [] : [{ id: item.id, image: item.image }]));
  if (images.length === 0) return null;
  return (
    <ul className={styles.teaser} aria-hidden="true">
      {images.slice(0, TEASER_IMAGES).map(({ id, image }) => (
        <li key={id} className={styles.teaserItem}>
          <ResponsiveImage image={image} sizes={TEASER_SIZES} alt="" className={styles.teaserImage} silent />
        </li>
      ))}
    </ul>
  );
}

function statusTexts(module: GiftRegistryModule, language: string): GiftStatusTexts {
  const read = (key: keyof typeof DEFAULT_GIFT_STATUS_TEXTS) =>
    translateText(module[key], language) || translateText(DEFAULT_GIFT_STATUS_TEXTS[key], language);
  return {
    quantity: read('statusTextQuantity'),
    reservedSingular: read('statusTextReservedSingular'),
    reservedPlural: read('statusTextReservedPlural'),
  };
}

/** The wish list (`001` "Gift registry"): its items with their reservation status. */
export function GiftRegistryView({ module, context }: ModuleViewProps<GiftRegistryModule>) {
  const { language, site } = context;
  const items = module.giftRegistry;
  const [step, setStep] = useState<GiftRegistryStep>(() => initialGiftRegistryStep(items.length));
  // The server answers every change with the full list, which replaces this one (`001` §4).
  const [reservations, setReservations] = useState<readonly GiftReservation[]>(site.giftRegistryReservations);
  const [dialog, setDialog] = useState<{ type: GiftDialogType; item: GiftItem } | null>(null);
  const title = translateText(module.title, language);
  const list = useRef<HTMLUListElement>(null);
  // 'Visa önskelistan' goes away as the list shows, so focus moves to the list it opened.
  const [focusList, setFocusList] = useState(false);
  useEffect(() => {
    if (focusList && step === 'LIST') list.current?.focus();
  }, [focusList, step]);

  if (items.length === 0) {
    if (context.mode !== 'EDIT') return null;
    return (
      <div className={layout.content}>
        <ModuleHeading title={title} />
        <EditPlaceholder icon={<GiftIcon />}>
          {giftRegistryText('giftRegistryEmpty', language)}
        </EditPlaceholder>
      </div>
    );
  }

  const texts = statusTexts(module, language);
  const reserveNote = context.mode === 'PUBLIC' && (
    <NeedsJavaScript text={giftRegistryText('needsJavaScriptReserve', language)} />
  );

  // A list that grew past one item while shown keeps showing; one that shrank needs no START.
  if (step === 'START' && items.length >= GIFT_REGISTRY_START_VIEW_MIN_ITEMS) {
    return (
      <div className={layout.content}>
        <ModuleHeading title={title} />
        <GiftTeaser items={items} />
        <div className={`${layout.actions} ${styles.start}`}>
          <button
            type="button"
            className={layout.button}
            onClick={() => {
              setFocusList(true);
              setStep('LIST');
            }}
          >
            <GiftIcon />
            {translateText(module.showGiftRegistryButton, language) ||
              giftRegistryText('showGiftRegistry', language)}
          </button>
        </div>
        {/* Without JavaScript the button cannot open the list, so the list is there to read. */}
        <noscript>
          <ul className={styles.list}>
            {items.map((item) => (
              <GiftItemCard
                key={item.id}
                item={item}
                status={giftStatusText(item, reservedQuantity(reservations, item.id), texts)}
                language={language}
              />
            ))}
          </ul>
        </noscript>
        {reserveNote}
      </div>
    );
  }

  const open = (type: GiftDialogType, item: GiftItem) => {
    void loadItemDialog();
    setDialog({ type, item });
  };
  return (
    <div className={layout.content}>
      <ModuleHeading title={title} />
      <ul ref={list} className={styles.list} tabIndex={-1} aria-label={title || undefined}>
        {items.map((item) => {
          const reserved = reservedQuantity(reservations, item.id);
          const reservable = item.reservable && item.quantity !== null;
          return (
            <GiftItemCard
              key={item.id}
              item={item}
              status={giftStatusText(item, reserved, texts)}
              language={language}
              onOpenImage={() => open('IMAGE', item)}
              actions={
                reservable && (
                  <div className={styles.actions}>
                    {item.quantity !== null && reserved < item.quantity && (
                      <button type="button" className={styles.reserve} onClick={() => open('RESERVE', item)}>
                        {giftRegistryWord(module, ['reserveButton', 'reserve'], language)}
                      </button>
                    )}
                    {reserved > 0 && (
                      <button
                        type="button"
                        className={styles.cancel}
                        onClick={() => open('CANCEL_RESERVATION', item)}
                      >
                        {giftRegistryWord(module, ['cancelReservationButton', 'cancelReservation'], language)}
                      </button>
                    )}
                  </div>
                )
              }
            />
          );
        })}
      </ul>
      {reserveNote}
      {dialog !== null && (
        <Suspense fallback={null}>
          <GiftItemDialog
            type={dialog.type}
            item={dialog.item}
            reservations={reservations}
            module={module}
            context={context}
            onReservationsChanged={(changed) => {
              setReservations(changed);
              setDialog(null);
            }}
            onReservationsRefreshed={setReservations}
            onClose={() => setDialog(null)}
            returnFocusTo={() => {
              // The button that opened the dialog can go (all reserved): the item's other one, else the list.
              const card = list.current?.querySelector(`[data-gift-id="${CSS.escape(dialog.item.id)}"]`);
              return card?.querySelector<HTMLElement>('button') ?? list.current;
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
