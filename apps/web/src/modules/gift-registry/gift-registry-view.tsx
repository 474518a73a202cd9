import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { GIFT_REGISTRY_START_VIEW_MIN_ITEMS } from '@eventsite/core/constants/gift-registry';
import {
  DEFAULT_GIFT_STATUS_TEXTS,
  giftStatusText,
  reservedQuantity,
  type GiftStatusTexts,
} from '@eventsite/core/rules/gift-status';
import { reservationPagePath } from '@eventsite/core/rules/answer-page-path';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { GiftItem, GiftPot, GiftReservation } from '@eventsite/core/schemas/gift-registry';
import type { GiftRegistryModule } from '@eventsite/core/schemas/site-modules';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { type ModuleViewProps, ownerLanguageOf } from '../module-context';
import { giftRegistryText } from './gift-registry-texts';
import { giftMoneyText } from './gift-money-texts';
import { EditPlaceholder } from '../shared/edit-placeholder';
import { GiftIcon } from '../../components/ui/icons';
import layout from '../shared/module-layout.module.css';
import { ModuleHeading } from '../shared/module-heading';
import { GiftItemCard } from './gift-item-card';
import type { GiftDialog } from './gift-item-dialog';
import { GiftPotCard } from './gift-pot-card';
import type { Market } from '@eventsite/core/constants/platform';
import { formatGiftAmount, sharesLeft } from '@eventsite/core/rules/gift-money';
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

const isPot = (item: GiftItem): item is GiftItem & { pot: GiftPot } => item.pot !== null;

/** A group gift's shares ('12 andelar à 500 kr'), or '' for any other item. */
function sharesText(item: GiftItem, market: Market, language: string): string {
  if (item.sharePrice === null || item.quantity === null) return '';
  const price = formatGiftAmount(market, item.sharePrice);
  return item.quantity === 1
    ? giftMoneyText('share', language, { price })
    : giftMoneyText('shares', language, { count: item.quantity, price });
}

/** The status of a group gift is the shares left; once none are, the item's usual 'reserved' words. */
function statusOf(item: GiftItem, reserved: number, texts: GiftStatusTexts, language: string): string {
  const left = item.quantity === null ? 0 : sharesLeft(item.quantity, reserved);
  if (item.sharePrice !== null && left > 0) return giftMoneyText('sharesLeft', language, { left });
  if (item.sharePrice !== null) return texts.reservedSingular;
  return giftStatusText(item, reserved, texts);
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

/** The wish list (`001` "Gift registry"): its money gifts, and its items with their reservation status. */
export function GiftRegistryView({ module, context }: ModuleViewProps<GiftRegistryModule>) {
  const { language, site } = context;
  // Money gifts are not wishes to reserve: they show at once, above the wishes and their START (issue 37).
  const pots = module.giftRegistry.filter(isPot);
  const items = module.giftRegistry.filter((item) => !isPot(item));
  const [step, setStep] = useState<GiftRegistryStep>(() => initialGiftRegistryStep(items.length));
  // The server answers every change with the full list, which replaces this one (`001` §4).
  const [reservations, setReservations] = useState<readonly GiftReservation[]>(site.giftRegistryReservations);
  const [dialog, setDialog] = useState<GiftDialog | null>(null);
  const title = translateText(module.title, language);
  const list = useRef<HTMLUListElement>(null);
  // 'Visa önskelistan' goes away as the list shows, so focus moves to the list it opened.
  const [focusList, setFocusList] = useState(false);
  useEffect(() => {
    if (focusList && step === 'LIST') list.current?.focus();
  }, [focusList, step]);

  if (module.giftRegistry.length === 0) {
    if (context.mode !== 'EDIT') return null;
    return (
      <div className={layout.content}>
        <ModuleHeading title={title} />
        <EditPlaceholder icon={<GiftIcon />}>
          {giftRegistryText('giftRegistryEmpty', ownerLanguageOf(context))}
        </EditPlaceholder>
      </div>
    );
  }

  const texts = statusTexts(module, language);
  // Without JavaScript an item is reserved, and one's own reservation cancelled, on the server's page for it
  // (issue 40): the whole address, to our own page only, so that a personal link's `?g=` reserves as its household.
  const noScriptLinks = (item: GiftItem) => {
    if (context.mode !== 'PUBLIC' || !item.reservable || item.quantity === null) return null;
    const reserved = reservedQuantity(reservations, item.id);
    const path = reservationPagePath(site._id, module.id, item.id, language);
    return (
      <>
        {reserved < item.quantity && (
          <a className={styles.reserve} href={path} referrerPolicy="same-origin">
            {giftRegistryWord(module, ['reserveButton', 'reserve'], language)}
          </a>
        )}
        {reserved > 0 && (
          <a className={styles.cancel} href={`${path}#cancel`} referrerPolicy="same-origin">
            {giftRegistryWord(module, ['cancelReservationButton', 'cancelReservation'], language)}
          </a>
        )}
      </>
    );
  };
  const potList = pots.length > 0 && (
    <ul className={styles.list}>
      {pots.map((pot) => (
        <GiftPotCard
          key={pot.id}
          item={pot}
          module={module}
          context={context}
          total={site.giftPotTotals.find((total) => total.potId === pot.id)}
        />
      ))}
    </ul>
  );

  // A list that grew past one item while shown keeps showing; one that shrank needs no START.
  if (step === 'START' && items.length >= GIFT_REGISTRY_START_VIEW_MIN_ITEMS) {
    return (
      <div className={layout.content}>
        <ModuleHeading title={title} />
        {potList}
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
                status={statusOf(item, reservedQuantity(reservations, item.id), texts, language)}
                shares={sharesText(item, context.market, language)}
                language={language}
                actions={<div className={styles.actions}>{noScriptLinks(item)}</div>}
              />
            ))}
          </ul>
        </noscript>
      </div>
    );
  }

  const open = (next: GiftDialog) => {
    void loadItemDialog();
    setDialog(next);
  };
  return (
    <div className={layout.content}>
      <ModuleHeading title={title} />
      {potList}
      {items.length > 0 && (
        <ul
          ref={list}
          className={`${styles.list} ${pots.length > 0 ? styles.afterPots : ''}`}
          tabIndex={-1}
          aria-label={title || undefined}
        >
          {items.map((item) => {
            const reserved = reservedQuantity(reservations, item.id);
            const reservable = item.reservable && item.quantity !== null;
            return (
              <GiftItemCard
                key={item.id}
                item={item}
                status={statusOf(item, reserved, texts, language)}
                shares={sharesText(item, context.market, language)}
                language={language}
                onOpenImage={() => open({ type: 'IMAGE', item })}
                actions={
                  reservable && (
                    <div className={styles.actions}>
                      <noscript>{noScriptLinks(item)}</noscript>
                      {item.quantity !== null && reserved < item.quantity && (
                        <button
                          type="button"
                          className={styles.reserve}
                          onClick={() => open({ type: 'RESERVE', item })}
                        >
                          {giftRegistryWord(module, ['reserveButton', 'reserve'], language)}
                        </button>
                      )}
                      {reserved > 0 && (
                        <button
                          type="button"
                          className={styles.cancel}
                          onClick={() => open({ type: 'CANCEL_RESERVATION', item })}
                        >
                          {giftRegistryWord(
                            module,
                            ['cancelReservationButton', 'cancelReservation'],
                            language,
                          )}
                        </button>
                      )}
                    </div>
                  )
                }
              />
            );
          })}
        </ul>
      )}
      {dialog !== null && (
        <Suspense fallback={null}>
          <GiftItemDialog
            dialog={dialog}
            reservations={reservations}
            module={module}
            context={context}
            onReservationsChanged={(changed, reserved) => {
              setReservations(changed);
              // Reserved shares of a group gift are paid next, straight to the hosts (issue 37 item 2).
              setDialog(reserved ?? null);
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
