import { lazy, Suspense, useId, useRef, useState } from 'react';
import { IMAGE_SIZE_HINTS } from '@eventsite/core/constants/image-sizes';
import { imageSizesAttribute } from '@eventsite/core/rules/image-sources';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { GiftItem, GiftPot, GiftPotTotal } from '@eventsite/core/schemas/gift-registry';
import type { GiftRegistryModule } from '@eventsite/core/schemas/site-modules';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { type ModuleContext, ownerLanguageOf } from '../module-context';
import { EditPlaceholder } from '../shared/edit-placeholder';
import { usePersonalLinkHousehold } from '../shared/personal-link-household';
import { GiftIcon } from '../../components/ui/icons';
import type { Market } from '@eventsite/core/constants/platform';
import { formatGiftAmount, giftPaymentMessage, potProgress } from '@eventsite/core/rules/gift-money';
import { giftPayment, giftQrSource } from '@eventsite/core/rules/gift-payment';
import { giftPotPagePath } from '@eventsite/core/rules/answer-page-path';
import { GiftPaymentView } from './gift-payment-view';
import { giftMoneyText } from './gift-money-texts';
import styles from './gift-money.module.css';

// "Jag har swishat" and its dialog download when a guest first opens it.
const loadReportDialog = () => import('./gift-report-dialog');
const GiftReportDialog = lazy(() =>
  loadReportDialog().then((module) => ({ default: module.GiftReportDialog })),
);

const IMAGE_SIZES = imageSizesAttribute(IMAGE_SIZE_HINTS.giftItem);

/** Whole kronor typed by the guest, as öre; null for nothing or not a whole amount of at least 1. */
function typedAmount(text: string): number | null {
  const kronor = Number(text.trim().replace(/\s/g, ''));
  return text.trim() !== '' && Number.isInteger(kronor) && kronor >= 1 ? kronor * 100 : null;
}

/** The bar of what guests reported against the goal, when the hosts show it. */
interface PotProgressProps {
  pot: GiftPot;
  total: GiftPotTotal | undefined;
  market: Market;
  language: string;
}

function PotProgressBar({ pot, total, market, language }: PotProgressProps) {
  const amount = total?.amount ?? 0;
  const progress = potProgress(pot.goal, amount);
  if (!pot.showProgress || pot.goal === null || progress === null) return null;
  const count = total?.count ?? 0;
  const text = giftMoneyText('potProgress', language, {
    amount: formatGiftAmount(market, amount),
    goal: formatGiftAmount(market, pot.goal),
  });
  return (
    <div className={styles.progress}>
      <div
        className={styles.track}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={pot.goal / 100}
        aria-valuenow={Math.min(amount, pot.goal) / 100}
        aria-valuetext={text}
      >
        <span className={styles.fill} style={{ width: `${progress.percent}%` }} />
      </div>
      <p className={styles.progressText}>
        <strong>{text}</strong>
        {count > 0 && (
          <span>
            {count === 1
              ? giftMoneyText('potGift', language)
              : giftMoneyText('potGifts', language, { count })}
          </span>
        )}
      </p>
    </div>
  );
}

export interface GiftPotCardProps {
  item: GiftItem & { pot: GiftPot };
  module: GiftRegistryModule;
  context: ModuleContext;
  total: GiftPotTotal | undefined;
}

/**
 * A money gift (issue 37 item 1): what it is for, the amounts the hosts suggest or the guest's own, the
 * way to pay them by Swish or MobilePay, and "Jag har swishat" to tell the hosts who gave.
 */
export function GiftPotCard({ item, module, context, total }: GiftPotCardProps) {
  const { language, site, market } = context;
  const id = useId();
  const title = translateText(item.title, language);
  const description = translateText(item.description, language);
  const [chosen, setChosen] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const [reporting, setReporting] = useState(false);
  const reportButton = useRef<HTMLButtonElement>(null);
  const household = usePersonalLinkHousehold(site._id, context.mode === 'PUBLIC');
  const from = household?.name ?? '';
  const amount = typed === '' ? chosen : typedAmount(typed);
  const payment = giftPayment({
    market: context.market,
    registry: module,
    amount,
    message: giftPaymentMessage(title, from),
  });
  const { suggestedAmounts } = item.pot;
  const reportWords = giftMoneyText(
    payment?.method === 'mobilepay' ? 'reportMobilePay' : 'reportSwish',
    language,
  );

  return (
    <li className={styles.pot} data-gift-id={item.id}>
      <div className={styles.media}>
        {item.image !== null ? (
          <ResponsiveImage image={item.image} sizes={IMAGE_SIZES} alt="" className={styles.image} />
        ) : (
          <span className={styles.noImage} aria-hidden="true">
            <GiftIcon />
          </span>
        )}
      </div>
      <div className={styles.body}>
        {title !== '' && <h3 className={styles.title}>{title}</h3>}
        {description !== '' && <p className={styles.description}>{description}</p>}
        <PotProgressBar pot={item.pot} total={total} market={market} language={language} />
        {payment === null ? (
          context.mode === 'EDIT' && (
            <EditPlaceholder icon={<GiftIcon />}>
              {giftMoneyText('noPaymentNumber', ownerLanguageOf(context))}
            </EditPlaceholder>
          )
        ) : (
          <>
            <fieldset className={styles.amounts}>
              <legend className={styles.legend}>{giftMoneyText('chooseAmount', language)}</legend>
              {suggestedAmounts.length > 0 && (
                <div className={styles.chips}>
                  {suggestedAmounts.map((suggested) => (
                    <label key={suggested} className={styles.chip}>
                      <input
                        type="radio"
                        name={`${id}-amount`}
                        className="visually-hidden"
                        checked={typed === '' && chosen === suggested}
                        onChange={() => {
                          setChosen(suggested);
                          setTyped('');
                        }}
                      />
                      {formatGiftAmount(market, suggested)}
                    </label>
                  ))}
                </div>
              )}
              <label className={styles.own} htmlFor={`${id}-own`}>
                <span>{giftMoneyText('ownAmount', language)}</span>
                <input
                  id={`${id}-own`}
                  className={styles.ownInput}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={typed}
                  aria-invalid={(typed !== '' && amount === null) || undefined}
                  onChange={(event) => setTyped(event.target.value)}
                />
              </label>
            </fieldset>
            <GiftPaymentView
              payment={payment}
              amount={amount}
              market={market}
              qrSource={giftQrSource(site._id, item.id, amount, from)}
              language={language}
            />
            <button
              ref={reportButton}
              type="button"
              className={styles.report}
              onMouseEnter={() => void loadReportDialog()}
              onClick={() => {
                void loadReportDialog();
                setReporting(true);
              }}
            >
              {reportWords}
            </button>
            {/* Without JavaScript the amount, the payment and "I have paid" are on the server's page for the
                pot (issue 40): the whole address, to our own page only, so a personal link's `?g=` gives as its
                household. */}
            {context.mode === 'PUBLIC' && (
              <noscript>
                <a
                  className={styles.give}
                  href={giftPotPagePath(site._id, item.id, language)}
                  referrerPolicy="same-origin"
                >
                  {reportWords}
                </a>
              </noscript>
            )}
          </>
        )}
      </div>
      {reporting && (
        <Suspense fallback={null}>
          <GiftReportDialog
            item={item}
            context={context}
            amount={amount}
            method={payment?.method ?? 'swish'}
            onClose={() => setReporting(false)}
            returnFocusTo={() => reportButton.current}
          />
        </Suspense>
      )}
    </li>
  );
}
